// How our own checks inside zod schemas (superRefine) report a problem: zod's `custom` issue kind,
// a message, and optionally the path of the offending field under the value checked. (An issue
// kind of zod, not an error code: check() in validation.ts turns issues into BAD_USER_INPUT.)
import type { z } from 'zod';

export function reportIssue(ctx: z.RefinementCtx, message: string, path?: PropertyKey[]): void {
  ctx.addIssue(path === undefined ? { code: 'custom', message } : { code: 'custom', path, message });
}
