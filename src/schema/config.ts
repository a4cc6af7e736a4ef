// Query.configStatus: the outcome of configuration hot reloads.
import { ServiceError } from '../domain/errors.js';
import { builder } from './builder.js';

const ReloadOutcomeEnum = builder.enumType('ReloadOutcome', {
  description: 'Outcome of a configuration reload.',
  values: {
    APPLIED: { value: 'applied' as const, description: 'The configuration was applied.' },
    REJECTED: { value: 'rejected' as const, description: 'The configuration was refused; the last good one stays active.' },
  },
});

const ConfigStatusRef = builder
  .objectRef<{ lastOutcome: 'applied' | 'rejected'; lastError: string | null; rejectedReloads: number }>('ConfigStatus')
  .implement({
    description: 'The last configuration hot-reload outcome.',
    fields: (t) => ({
      lastOutcome: t.field({
        type: ReloadOutcomeEnum,
        description: 'Outcome of the most recent reload (APPLIED at boot).',
        resolve: (s) => s.lastOutcome,
      }),
      lastError: t.exposeString('lastError', { nullable: true, description: 'Why the most recent rejected reload was refused.' }),
      rejectedReloads: t.field({
        type: 'SafeInt',
        description: 'Cumulative count of rejected reloads since boot (never reset).',
        resolve: (s) => s.rejectedReloads,
      }),
    }),
  });

builder.queryField('configStatus', (t) =>
  t.field({
    type: ConfigStatusRef,
    description:
      "Report the last configuration hot-reload outcome. With authentication on, only for callers with the admin scope (FORBIDDEN otherwise): it shows operators' errors.",
    resolve: (_root, _args, ctx) => {
      if (!ctx.deps.identity.admin) throw new ServiceError('FORBIDDEN', 'configStatus is for operators: it needs the admin scope.');
      return ctx.deps.configStatus();
    },
  }),
);
