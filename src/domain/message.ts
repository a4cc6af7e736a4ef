// The one definition of a transcript message and its content blocks: the constants, and the zod
// structure of blocks and messages over its parts. Built here with plain parts, it is the stored
// record (the types below are inferred from it); validation.ts builds it with the limit-checking
// parts, for what a caller writes. A field or a block type is added here, and both follow.
import { z } from 'zod';
import type { JsonValue } from './types.js';

export const MESSAGE_ROLES = ['user', 'assistant', 'function_result', 'custom'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

export const STOP_REASONS = ['end', 'length', 'function_call', 'aborted', 'error'] as const;
export type StopReason = (typeof STOP_REASONS)[number];
export const ERROR_KINDS = ['auth_expired', 'rate_limited', 'context_overflow', 'transient', 'permanent'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const BLOCK_TYPES = ['text', 'image', 'file', 'thinking', 'function_call', 'function_result'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** The schema of one block type: an object (or a pipe from one) whose `type` is that literal. */
type BlockSchema<T extends BlockType> = z.ZodType<{ type: T }> & z.core.$ZodTypeDiscriminable;

/**
 * What the structure is built from: the primitives (each a string, number or JSON value in and
 * out), and the blocks a caller writes otherwise than they are stored (type parameters, so each
 * instance's types are its own).
 */
interface MessageParts<Image extends BlockSchema<'image'>, File extends BlockSchema<'file'>, Call extends BlockSchema<'function_call'>> {
  /** Free text: a text block, a thinking block and its signature. */
  text: z.ZodType<string, string>;
  /** A short text: the provider's stop reason, a warning. */
  shortText: z.ZodType<string, string>;
  /** A short text that must not be empty: call ids, function ids, custom types. */
  name: z.ZodType<string, string>;
  /** A JSON value: arguments, results, details. */
  json: z.ZodType<JsonValue, JsonValue>;
  /** Ms since epoch. */
  timestamp: z.ZodType<number, number>;
  /** A token count. */
  count: z.ZodType<number, number>;
  /** A bounded list; `counted` names what its too-many message counts (none: zod's message). */
  list<T extends z.ZodType>(item: T, counted?: string): z.ZodArray<T>;
  /** Inline bytes, or an attachment: written named by its id, stored as its snapshot. */
  image: Image;
  /** An attachment: written named by its id, stored as its snapshot. */
  file: File;
  /** The call id is written `callId` (it is not an object identity: forks keep it) and stored as `id`. */
  functionCall: Call;
}

/** The discriminated union of a record's schemas, one per key, in `keys` order: a key without a schema fails the typecheck. */
function unionOf<D extends string, K extends string, R extends Record<K, z.core.$ZodTypeDiscriminable>>(
  discriminator: D,
  keys: readonly [K, ...K[]],
  schemas: R,
) {
  return z.discriminatedUnion(discriminator, [schemas[keys[0]], ...keys.slice(1).map((k) => schemas[k])]);
}

/** The blocks and messages built from `parts`. */
export function messageStructure<Image extends BlockSchema<'image'>, File extends BlockSchema<'file'>, Call extends BlockSchema<'function_call'>>(
  parts: MessageParts<Image, File, Call>,
) {
  const { text, shortText, name, json, timestamp, count, list } = parts;
  const blocks = {
    text: z.strictObject({ type: z.literal('text'), text }),
    image: parts.image,
    file: parts.file,
    thinking: z.strictObject({ type: z.literal('thinking'), text, signature: text.optional() }),
    function_call: parts.functionCall,
    function_result: z.strictObject({ type: z.literal('function_result'), functionCallId: name, content: list(json, 'items') }),
  } satisfies { [T in BlockType]: BlockSchema<T> };
  const contentBlock = unionOf('type', BLOCK_TYPES, blocks);
  const content = list(contentBlock, 'blocks');

  const usage = z.strictObject({
    input: count.optional(),
    output: count.optional(),
    cacheRead: count.optional(),
    cacheWrite: count.optional(),
    reasoning: count.optional(),
  });

  const messages = {
    user: z.strictObject({ role: z.literal('user'), timestamp, content }),
    assistant: z.strictObject({
      role: z.literal('assistant'),
      timestamp,
      content,
      stopReason: z.enum(STOP_REASONS),
      nativeStopReason: shortText.optional(),
      errorKind: z.enum(ERROR_KINDS).optional(),
      usage: usage.optional(),
      warnings: list(shortText).optional(),
    }),
    function_result: z.strictObject({
      role: z.literal('function_result'),
      timestamp,
      content,
      functionCallId: name,
      functionId: name,
      details: json.optional(),
    }),
    custom: z.strictObject({ role: z.literal('custom'), timestamp, content, customType: name, details: json.optional() }),
  } satisfies { [R in MessageRole]: z.ZodType<{ role: R }> };
  const message = unionOf('role', MESSAGE_ROLES, messages);

  return { content, usage, message };
}

// ---------------------------------------------------------------------------
// The stored record. Never parsed whole (what is stored was checked when it was written; see
// events.ts for the check on read): its structure gives the types.

const attachmentSnapshot = z.strictObject({
  attachmentId: z.string(),
  sessionId: z.string(),
  filename: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  createdAt: z.number(),
});
/**
 * What a block that references an attachment stores beside its id: the attachment's immutable
 * facts at write time, so the block still renders if the attachment is later deleted (only an
 * old event can show such a block: an attachment a message references cannot be deleted).
 */
export type AttachmentSnapshot = z.output<typeof attachmentSnapshot>;

const json: z.ZodType<JsonValue, JsonValue> = z.json();

const stored = messageStructure({
  text: z.string(),
  shortText: z.string(),
  name: z.string(),
  json,
  timestamp: z.number(),
  count: z.number(),
  list: (item) => z.array(item),
  // Both stored shapes of an image have `type: 'image'`; a discriminated union's option names it once.
  image: z
    .looseObject({ type: z.literal('image') })
    .pipe(
      z.union([
        z.strictObject({ type: z.literal('image'), data: z.string(), mime: z.string(), attachmentId: z.undefined().optional() }),
        z.strictObject({ type: z.literal('image'), data: z.undefined().optional(), ...attachmentSnapshot.shape }),
      ]),
    ),
  file: z.strictObject({ type: z.literal('file'), ...attachmentSnapshot.shape }),
  functionCall: z.strictObject({ type: z.literal('function_call'), id: z.string(), functionId: z.string(), arguments: json.optional() }),
});

export type MessageRecord = z.output<typeof stored.message>;
export type ContentBlock = MessageRecord['content'][number];
export type MessageUsage = z.output<typeof stored.usage>;
