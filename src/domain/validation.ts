// The validators (zod) for everything GraphQL's types cannot check: sizes, depth, base64, MIME types,
// id shapes and NUL characters. Built from the configured limits.
//
// NUL (\u0000) is refused everywhere: Postgres text and jsonb cannot hold it, and silently
// changing a caller's text would break the promise that what is read is what was written.
import { z } from 'zod';
import { reportIssue } from './zod-issues.js';
import { ServiceError } from './errors.js';
import { CALLER_ID_PATTERN } from './ids.js';
import { isRasterImageType, MEDIA_TYPE, RASTER_IMAGE_TYPES } from './media-type.js';
import { ERROR_KINDS, MESSAGE_ROLES, STOP_REASONS, type ContentBlock, type JsonObject, type MessageRecord } from './types.js';

const NUL = '\u0000';
const utf8Bytes = (s: string): number => Buffer.byteLength(s, 'utf8');
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const safeCount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const timestamp = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Walks a JSON value: depth, NUL in strings and keys, finite numbers. Returns a problem or null. */
function jsonProblem(value: unknown, maxDepth: number): string | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > maxDepth) return `nested deeper than ${maxDepth} levels`;
    if (typeof node === 'string') {
      if (node.includes(NUL)) return 'contains a NUL character (\\u0000), which cannot be stored';
    } else if (typeof node === 'number') {
      if (!Number.isFinite(node)) return 'contains a number that is not finite';
    } else if (Array.isArray(node)) {
      for (const child of node) stack.push([child, depth + 1]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes(NUL)) return 'contains a key with a NUL character (\\u0000)';
        stack.push([child, depth + 1]);
      }
    } else if (typeof node !== 'boolean' && node !== null) {
      return 'is not JSON';
    }
  }
  return null;
}

/** The configured limits the validators enforce (a part of config.ts's `Limits`). */
export interface ValidationLimits {
  readonly maxIdLength: number;
  readonly maxTextBytes: number;
  readonly maxMessageBytes: number;
  readonly maxBlocksPerMessage: number;
  readonly maxMetadataBytes: number;
  readonly maxJsonDepth: number;
  readonly maxShortTextLength: number;
}

/** The input validators for these limits (rebuilt when a reload changes them). */
export function makeValidators(limits: ValidationLimits) {
  const noNul = (s: string) => !s.includes(NUL);
  const nulMessage = { message: 'contains a NUL character (\\u0000), which cannot be stored' };

  const shortText = z.string().max(limits.maxShortTextLength, `longer than ${limits.maxShortTextLength} characters`).refine(noNul, nulMessage);
  const text = z
    .string()
    .refine((s) => utf8Bytes(s) <= limits.maxTextBytes, `larger than ${limits.maxTextBytes} bytes`)
    .refine(noNul, nulMessage);
  const callerId = z
    .string()
    .min(1, 'must not be empty')
    .max(limits.maxIdLength, `longer than ${limits.maxIdLength} characters`)
    .regex(CALLER_ID_PATTERN, 'must be printable characters without spaces or control characters');

  const mimeType = z
    .string()
    .max(255, 'longer than 255 characters')
    .regex(MEDIA_TYPE, 'is not a MIME type a header can carry (e.g. image/png; parameters as token or quoted printable ASCII)');
  // An image block is shown in place by clients: raster types only (SVG and HTML are documents that run script).
  const imageType = mimeType.refine(
    isRasterImageType,
    `is not a raster image type (one of ${RASTER_IMAGE_TYPES.join(', ')}); send other files as a file block`,
  );

  const jsonValue = z.unknown().superRefine((value, ctx) => {
    const problem = jsonProblem(value, limits.maxJsonDepth);
    if (problem) reportIssue(ctx, problem);
  });
  // Not z.record: it rebuilds the object by assignment, and a `__proto__` key then sets the
  // copy's prototype instead of becoming a key — silently dropped. The caller's object is kept.
  const jsonObject = z
    .custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v), 'must be a JSON object')
    .superRefine((value, ctx) => {
      const problem = jsonProblem(value, limits.maxJsonDepth);
      if (problem) reportIssue(ctx, problem);
      else if (utf8Bytes(JSON.stringify(value)) > limits.maxMetadataBytes) {
        reportIssue(ctx, `larger than ${limits.maxMetadataBytes} bytes as JSON`);
      }
    })
    .transform((v) => v as JsonObject);

  const contentBlock: z.ZodType<ContentBlock> = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('text'), text }),
    // Inline bytes (data + mime) or a reference to an attachment of the session (which brings its MIME type).
    z
      .strictObject({
        type: z.literal('image'),
        data: text.refine((s) => BASE64.test(s), 'is not valid base64').optional(),
        mime: imageType.optional(),
        attachmentId: callerId.optional(),
      })
      .superRefine((b, ctx) => {
        if (b.attachmentId !== undefined) {
          if (b.data !== undefined || b.mime !== undefined) {
            reportIssue(ctx, 'give either `data` and `mime` (inline) or `attachmentId` (the attachment brings its MIME type), not both');
          }
          return;
        }
        if (b.data === undefined) reportIssue(ctx, 'is required unless `attachmentId` is given', ['data']);
        if (b.mime === undefined) reportIssue(ctx, 'is required unless `attachmentId` is given', ['mime']);
      }),
    z.strictObject({ type: z.literal('file'), attachmentId: callerId }),
    z.strictObject({ type: z.literal('thinking'), text, signature: text.optional() }),
    // The API calls a function call's id `callId` (it is not an object identity: forks keep
    // it); it is stored as `id`, so stored transcripts need no migration.
    z
      .strictObject({
        type: z.literal('function_call'),
        callId: shortText.min(1, 'must not be empty'),
        functionId: shortText.min(1, 'must not be empty'),
        arguments: jsonValue.optional(),
      })
      .transform(({ callId, ...rest }) => ({ ...rest, id: callId })),
    z.strictObject({
      type: z.literal('function_result'),
      functionCallId: shortText.min(1, 'must not be empty'),
      content: z.array(jsonValue).max(limits.maxBlocksPerMessage, `more than ${limits.maxBlocksPerMessage} items`),
    }),
  ]) as z.ZodType<ContentBlock>;

  const content = z.array(contentBlock).max(limits.maxBlocksPerMessage, `more than ${limits.maxBlocksPerMessage} blocks`);

  const usage = z.strictObject({
    input: safeCount.optional(),
    output: safeCount.optional(),
    cacheRead: safeCount.optional(),
    cacheWrite: safeCount.optional(),
    reasoning: safeCount.optional(),
  });

  const message: z.ZodType<MessageRecord> = z
    .discriminatedUnion('role', [
      z.strictObject({ role: z.literal('user'), timestamp, content }),
      z.strictObject({
        role: z.literal('assistant'),
        timestamp,
        content,
        stopReason: z.enum(STOP_REASONS),
        nativeStopReason: shortText.optional(),
        errorKind: z.enum(ERROR_KINDS).optional(),
        usage: usage.optional(),
        warnings: z.array(shortText).max(limits.maxBlocksPerMessage).optional(),
      }),
      z.strictObject({
        role: z.literal('function_result'),
        timestamp,
        content,
        functionCallId: shortText.min(1, 'must not be empty'),
        functionId: shortText.min(1, 'must not be empty'),
        details: jsonValue.optional(),
      }),
      z.strictObject({
        role: z.literal('custom'),
        timestamp,
        content,
        customType: shortText.min(1, 'must not be empty'),
        details: jsonValue.optional(),
      }),
    ])
    .superRefine((m, ctx) => {
      if (utf8Bytes(JSON.stringify(m)) > limits.maxMessageBytes) {
        reportIssue(ctx, `larger than ${limits.maxMessageBytes} bytes as JSON`);
      }
    }) as z.ZodType<MessageRecord>;

  const customEntry = z.strictObject({ customType: shortText.min(1, 'must not be empty'), data: jsonValue.optional() }).superRefine((c, ctx) => {
    if (utf8Bytes(JSON.stringify(c)) > limits.maxMessageBytes) {
      reportIssue(ctx, `larger than ${limits.maxMessageBytes} bytes as JSON`);
    }
  });

  return { shortText, text, callerId, mimeType, jsonValue, jsonObject, content, message, customEntry, roles: z.enum(MESSAGE_ROLES) };
}
export type Validators = ReturnType<typeof makeValidators>;

/** Parses `value` or throws BAD_USER_INPUT naming the offending field (e.g. `input.message.content[0].text`). */
export function check<T>(schema: z.ZodType<T>, value: unknown, field: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = [field, ...issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))].join('');
  throw new ServiceError('BAD_USER_INPUT', `${path.replaceAll('.[', '[')}: ${issue.message}`, {
    field: path.replaceAll('.[', '['),
  });
}
