// Who may read /metrics (SPEC §7): operators. With authentication on, a request needs the
// METRICS_TOKEN as a Bearer token, or credentials with the admin scope — unless
// METRICS_PUBLIC=true. With authentication off everything is open anyway.
import type { Live } from '../../domain/live.js';
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerOf, type Authenticator } from '../../auth/authenticator.js';
import type { LiveConfig } from '../../config-reload.js';
import type { StatusOf } from '../../domain/errors.js';

export interface MetricsAccessOptions {
  authenticator: Live<Authenticator>;
  /** The configuration in force: METRICS_TOKEN and METRICS_PUBLIC, read on each request. */
  config: LiveConfig;
}

type Refused = 'UNAUTHENTICATED' | 'FORBIDDEN';
export type MetricsVerdict = { allowed: true } | { allowed: false; status: StatusOf<Refused> & (401 | 403); code: Refused; message: string };

const refused = <C extends Refused>(code: C, status: StatusOf<C> & (401 | 403), message: string): MetricsVerdict => ({
  allowed: false,
  status,
  code,
  message,
});

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function checkMetricsAccess(req: IncomingMessage, options: MetricsAccessOptions): Promise<MetricsVerdict> {
  const authenticator = options.authenticator.current;
  if (!authenticator.enabled || options.config.current.metricsPublic) return { allowed: true };
  const header = req.headers.authorization;
  const bearer = bearerOf(typeof header === 'string' ? header : null);
  const token = options.config.current.metricsToken;
  if (bearer && token && sameSecret(bearer, token)) return { allowed: true };
  const apiKey = req.headers['x-api-key'];
  if (!bearer && typeof apiKey !== 'string') {
    return refused('UNAUTHENTICATED', 401, 'Metrics need `Authorization: Bearer <METRICS_TOKEN>` or admin credentials.');
  }
  try {
    const identity = await authenticator.authenticate({ bearer, apiKey: typeof apiKey === 'string' ? apiKey : null });
    if (identity.admin) return { allowed: true };
    return refused('FORBIDDEN', 403, 'Metrics are for operators: they need the METRICS_TOKEN or the admin scope.');
  } catch {
    return refused('UNAUTHENTICATED', 401, 'The credentials were refused.');
  }
}
