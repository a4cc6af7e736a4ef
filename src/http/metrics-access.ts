// Who may read /metrics (SPEC §7): operators. With authentication on, a request needs the
// METRICS_TOKEN as a Bearer token, or credentials with the admin scope — unless
// METRICS_PUBLIC=true. With authentication off everything is open anyway.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerOf, type Authenticator } from '../auth/authenticator.js';

export interface MetricsAccessOptions {
  authenticator(): Authenticator;
  /** The configured METRICS_TOKEN, if any. */
  token(): string | undefined;
  /** METRICS_PUBLIC. */
  isPublic(): boolean;
}

export type MetricsVerdict = { allowed: true } | { allowed: false; status: 401 | 403; code: 'UNAUTHENTICATED' | 'FORBIDDEN'; message: string };

const sameSecret = (a: string, b: string): boolean => {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function checkMetricsAccess(req: IncomingMessage, options: MetricsAccessOptions): Promise<MetricsVerdict> {
  const authenticator = options.authenticator();
  if (!authenticator.enabled || options.isPublic()) return { allowed: true };
  const header = req.headers.authorization;
  const bearer = bearerOf(typeof header === 'string' ? header : null);
  const token = options.token();
  if (bearer && token && sameSecret(bearer, token)) return { allowed: true };
  const apiKey = req.headers['x-api-key'];
  if (!bearer && typeof apiKey !== 'string') {
    return {
      allowed: false,
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Metrics need `Authorization: Bearer <METRICS_TOKEN>` or admin credentials.',
    };
  }
  try {
    const identity = await authenticator.authenticate({ bearer, apiKey: typeof apiKey === 'string' ? apiKey : null });
    if (identity.admin) return { allowed: true };
    return { allowed: false, status: 403, code: 'FORBIDDEN', message: 'Metrics are for operators: they need the METRICS_TOKEN or the admin scope.' };
  } catch {
    return { allowed: false, status: 401, code: 'UNAUTHENTICATED', message: 'The credentials were refused.' };
  }
}
