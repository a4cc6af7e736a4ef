// The validators (zod) for everything GraphQL's types cannot check: sizes, depth, base64, MIME types,
// id shapes and NUL characters. Built from the configured limits; the message validator is
// message.ts's structure, built with these checks as its parts.
//
// NUL (\u0000) is refused everywhere: Postgres text and jsonb cannot hold it, and silently
// changing a caller's text would break the promise that what is read is what was written.
import { z } from 'zod';
import { reportIssue } from './zod-issues.js';
import { ServiceError } from './errors.js';
import { CALLER_ID_PATTERN } from './ids.js';
import { isRasterImageType, MEDIA_TYPE, RASTER_IMAGE_TYPES } from './media-type.js';
import { MESSAGE_ROLES, messageStructure } from './message.js';
import type { JsonObject, JsonValue } from './types.js';

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

  const jsonValue = z.custom<JsonValue>().superRefine((value, ctx) => {
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

  const name = shortText.min(1, 'must not be empty');
  const { content, message: messageShape } = messageStructure({
    text,
    shortText,
    name,
    json: jsonValue,
    timestamp,
    count: safeCount,
    list: (item, counted) => {
      const max = limits.maxBlocksPerMessage;
      return counted === undefined ? z.array(item).max(max) : z.array(item).max(max, `more than ${max} ${counted}`);
    },
    // Inline bytes (data + mime) or a reference to an attachment of the session (which brings its MIME type).
    image: z
      .strictObject({
        type: z.literal('image'),
        data: text.refine((s) => BASE64.test(s), 'is not valid base64').optional(),
        mime: imageType.optional(),
        attachmentId: callerId.optional(),
      })
      .transform(({ type, data, mime, attachmentId }, ctx) => {
        if (attachmentId !== undefined) {
          if (data !== undefined || mime !== undefined) {
            reportIssue(ctx, 'give either `data` and `mime` (inline) or `attachmentId` (the attachment brings its MIME type), not both');
          }
          return { type, attachmentId };
        }
        if (data === undefined) reportIssue(ctx, 'is required unless `attachmentId` is given', ['data']);
        if (mime === undefined) reportIssue(ctx, 'is required unless `attachmentId` is given', ['mime']);
        return data === undefined || mime === undefined ? z.NEVER : { type, data, mime };
      }),
    file: z.strictObject({ type: z.literal('file'), attachmentId: callerId }),
    functionCall: z
      .strictObject({ type: z.literal('function_call'), callId: name, functionId: name, arguments: jsonValue.optional() })
      .transform(({ callId, ...rest }) => ({ ...rest, id: callId })),
  });
  // The limit applies to the message as stored (the call id under `id`), before its attachments are resolved.
  const message = messageShape.superRefine((m, ctx) => {
    if (utf8Bytes(JSON.stringify(m)) > limits.maxMessageBytes) {
      reportIssue(ctx, `larger than ${limits.maxMessageBytes} bytes as JSON`);
    }
  });

  const customEntry = z.strictObject({ customType: name, data: jsonValue.optional() }).superRefine((c, ctx) => {
    if (utf8Bytes(JSON.stringify(c)) > limits.maxMessageBytes) {
      reportIssue(ctx, `larger than ${limits.maxMessageBytes} bytes as JSON`);
    }
  });

  return { shortText, text, callerId, mimeType, jsonValue, jsonObject, content, message, customEntry, roles: z.enum(MESSAGE_ROLES) };
}
export type Validators = ReturnType<typeof makeValidators>;

/** A message as a caller writes it, unchecked (what GraphQL's input maps to). */
export type UncheckedMessage = z.input<Validators['message']>;
export type UncheckedBlock = UncheckedMessage['content'][number];
/** A message as checked: its attachment blocks still name the attachment by id (services/attachments.ts resolves them). */
export type WrittenMessage = z.output<Validators['message']>;
export type WrittenBlock = WrittenMessage['content'][number];

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
