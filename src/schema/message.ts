// Messages and content blocks (domain/message.ts): output types, input types, and the mapping
// from input to the message as a caller writes it (the service checks it).
import type { OutputRef } from '@pothos/core';
import { ServiceError } from '../domain/errors.js';
import { ERROR_KINDS, STOP_REASONS, type BlockType, type ContentBlock, type MessageRecord, type MessageRole } from '../domain/message.js';
import type { UncheckedBlock, UncheckedMessage } from '../domain/validation.js';
import { builder } from './builder.js';
import { attachmentOfImage } from '../services/attachments.js';
import { AttachmentRef, FileBlockRef } from './attachment.js';
import { MessageRoleEnum } from './enums.js';

// ---- content blocks ----

type Block<T extends BlockType> = Extract<ContentBlock, { type: T }>;

const TextBlockRef = builder.objectRef<Block<'text'>>('TextBlock').implement({
  description: 'Plain text.',
  fields: (t) => ({ text: t.exposeString('text', { description: 'The text.' }) }),
});
const ImageBlockRef = builder.objectRef<Block<'image'>>('ImageBlock').implement({
  description: 'An image: inline base64 bytes, or an attachment of the session.',
  fields: (t) => ({
    data: t.string({
      nullable: true,
      description: 'Base64-encoded image bytes; null when the image is an attachment.',
      resolve: (b) => b.data ?? null,
    }),
    mime: t.exposeString('mime', { description: "MIME type, e.g. `image/png` (the attachment's when it is one)." }),
    attachment: t.field({
      type: AttachmentRef,
      nullable: true,
      description: 'The attachment holding the image; null for an inline image.',
      resolve: (b, _args, ctx) => (b.attachmentId === undefined ? null : attachmentOfImage(ctx.deps, b.attachmentId)),
    }),
  }),
});
const ThinkingBlockRef = builder.objectRef<Block<'thinking'>>('ThinkingBlock').implement({
  description: "The model's reasoning text.",
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The reasoning text.' }),
    signature: t.string({
      nullable: true,
      description: 'Provider signature that lets the reasoning be sent back verbatim.',
      resolve: (b) => b.signature ?? null,
    }),
  }),
});
const FunctionCallBlockRef = builder.objectRef<Block<'function_call'>>('FunctionCallBlock').implement({
  description: 'A function (tool) call made by the model.',
  fields: (t) => ({
    callId: t.exposeID('id', {
      description:
        'The call id, echoed by the result as `functionCallId`. Unique per call within a transcript, not an object identity (a fork keeps it), hence not named `id`.',
    }),
    functionId: t.exposeString('functionId', { description: 'The function to invoke.' }),
    arguments: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Model-produced arguments (JSON).',
      resolve: (b) => b.arguments ?? null,
    }),
  }),
});
const FunctionResultBlockRef = builder.objectRef<Block<'function_result'>>('FunctionResultBlock').implement({
  description: 'The result of a function call, inline in a message.',
  fields: (t) => ({
    functionCallId: t.exposeID('functionCallId', { description: 'The `FunctionCallBlock.callId` this result answers.' }),
    content: t.field({ type: ['JSON'], description: 'The result content (JSON values).', resolve: (b) => b.content }),
  }),
});

// Every block type has its GraphQL type: a new one fails the typecheck here until it has one.
const blockRefs = {
  text: TextBlockRef,
  image: ImageBlockRef,
  thinking: ThinkingBlockRef,
  function_call: FunctionCallBlockRef,
  function_result: FunctionResultBlockRef,
  file: FileBlockRef,
} satisfies { [T in BlockType]: OutputRef<Block<T>> };

const ContentBlockUnion = builder.unionType('ContentBlock', {
  description: 'One block of message content, discriminated by its type.',
  types: Object.values(blockRefs),
  resolveType: (block) => blockRefs[block.type],
});

// ---- messages ----

type Msg<R extends MessageRole> = Extract<MessageRecord, { role: R }>;

export const MessageInterface = builder.interfaceRef<MessageRecord>('Message').implement({
  description: 'A transcript message, discriminated by its role.',
  fields: (t) => ({
    role: t.field({ type: MessageRoleEnum, description: 'Who wrote the message.', resolve: (m) => m.role }),
    timestamp: t.field({ type: 'Timestamp', description: 'When the message was written (ms since epoch).', resolve: (m) => m.timestamp }),
    content: t.field({ type: [ContentBlockUnion], description: 'The content blocks, in order.', resolve: (m) => m.content }),
  }),
  resolveType: (m) => messageTypeNames[m.role],
});
// Every role has its GraphQL type, named here.
const messageTypeNames = {
  user: 'UserMessage',
  assistant: 'AssistantMessage',
  function_result: 'FunctionResultMessage',
  custom: 'CustomMessage',
} as const satisfies { [R in MessageRole]: string };

builder.objectRef<Msg<'user'>>(messageTypeNames.user).implement({
  description: 'A message from the user.',
  interfaces: [MessageInterface],
  isTypeOf: (m) => (m as MessageRecord).role === 'user',
  fields: () => ({}),
});

export const StopReasonEnum = builder.enumType('StopReason', {
  description: 'Why an assistant message stopped generating.',
  values: Object.fromEntries(
    STOP_REASONS.map((v) => [
      v.toUpperCase(),
      {
        value: v,
        description: {
          end: 'The model finished its turn.',
          length: 'The output hit the token limit.',
          function_call: 'The model stopped to call a function.',
          aborted: 'Generation was aborted.',
          error: 'Generation failed; see `errorKind`.',
        }[v],
      },
    ]),
  ) as Record<Uppercase<(typeof STOP_REASONS)[number]>, { value: (typeof STOP_REASONS)[number]; description: string }>,
});
export const ErrorKindEnum = builder.enumType('ErrorKind', {
  description: 'Classification of a failed generation.',
  values: Object.fromEntries(
    ERROR_KINDS.map((v) => [
      v.toUpperCase(),
      {
        value: v,
        description: {
          auth_expired: 'Provider credentials expired.',
          rate_limited: 'The provider rate-limited the request.',
          context_overflow: 'The prompt exceeded the context window.',
          transient: 'A temporary failure; retrying may succeed.',
          permanent: 'A failure that retrying will not fix.',
        }[v],
      },
    ]),
  ) as Record<Uppercase<(typeof ERROR_KINDS)[number]>, { value: (typeof ERROR_KINDS)[number]; description: string }>,
});

type Usage = NonNullable<Msg<'assistant'>['usage']>;
const MessageUsageRef = builder.objectRef<Usage>('MessageUsage').implement({
  description: 'Token usage reported for an assistant message.',
  fields: (t) => ({
    input: t.field({ type: 'SafeInt', nullable: true, description: 'Input tokens.', resolve: (u) => u.input ?? null }),
    output: t.field({ type: 'SafeInt', nullable: true, description: 'Output tokens.', resolve: (u) => u.output ?? null }),
    cacheRead: t.field({ type: 'SafeInt', nullable: true, description: 'Tokens read from the prompt cache.', resolve: (u) => u.cacheRead ?? null }),
    cacheWrite: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Tokens written to the prompt cache.',
      resolve: (u) => u.cacheWrite ?? null,
    }),
    reasoning: t.field({ type: 'SafeInt', nullable: true, description: 'Reasoning tokens.', resolve: (u) => u.reasoning ?? null }),
  }),
});

builder.objectRef<Msg<'assistant'>>(messageTypeNames.assistant).implement({
  description: 'A message from the model.',
  interfaces: [MessageInterface],
  isTypeOf: (m) => (m as MessageRecord).role === 'assistant',
  fields: (t) => ({
    stopReason: t.field({ type: StopReasonEnum, description: 'Why generation stopped.', resolve: (m) => m.stopReason }),
    nativeStopReason: t.string({
      nullable: true,
      description: "Provider's raw finish reason, passed through untouched.",
      resolve: (m) => m.nativeStopReason ?? null,
    }),
    errorKind: t.field({ type: ErrorKindEnum, nullable: true, description: 'Set when generation failed.', resolve: (m) => m.errorKind ?? null }),
    usage: t.field({ type: MessageUsageRef, nullable: true, description: 'Token usage, when reported.', resolve: (m) => m.usage ?? null }),
    warnings: t.stringList({
      nullable: true,
      description: 'Report-and-continue notices (e.g. a dropped unsupported parameter).',
      resolve: (m) => m.warnings ?? null,
    }),
  }),
});

builder.objectRef<Msg<'function_result'>>(messageTypeNames.function_result).implement({
  description: 'The result of a function (tool) call.',
  interfaces: [MessageInterface],
  isTypeOf: (m) => (m as MessageRecord).role === 'function_result',
  fields: (t) => ({
    functionCallId: t.exposeID('functionCallId', { description: 'Echoes the `FunctionCallBlock.callId` this result answers.' }),
    functionId: t.exposeString('functionId', { description: 'The function that was called.' }),
    details: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Opaque structured payload kept alongside the rendered content.',
      resolve: (m) => m.details ?? null,
    }),
  }),
});

builder.objectRef<Msg<'custom'>>(messageTypeNames.custom).implement({
  description: 'An app-defined message with role custom.',
  interfaces: [MessageInterface],
  isTypeOf: (m) => (m as MessageRecord).role === 'custom',
  fields: (t) => ({
    customType: t.exposeString('customType', { description: 'App-defined discriminator.' }),
    details: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Opaque structured payload kept alongside the rendered content.',
      resolve: (m) => m.details ?? null,
    }),
  }),
});

// ---- inputs ----

const TextBlockInput = builder.inputType('TextBlockInput', {
  description: 'Plain text.',
  fields: (t) => ({ text: t.string({ required: true, description: 'The text.' }) }),
});
const ImageBlockInput = builder.inputType('ImageBlockInput', {
  description: 'An image: give `data` and `mime` (inline), or `attachmentId` (an attachment of the session; its MIME type is used).',
  fields: (t) => ({
    data: t.string({ description: 'Base64-encoded image bytes (standard alphabet, padded); with `mime`.' }),
    mime: t.string({ description: 'MIME type, e.g. `image/png`; with `data`.' }),
    attachmentId: t.id({ description: 'An attachment of this session (instead of `data` and `mime`).' }),
  }),
});
const FileBlockInput = builder.inputType('FileBlockInput', {
  description: 'A file: an attachment of the session.',
  fields: (t) => ({
    attachmentId: t.id({ required: true, description: 'An attachment uploaded to this session (or shared with it by the fork it came from).' }),
  }),
});
const ThinkingBlockInput = builder.inputType('ThinkingBlockInput', {
  description: "The model's reasoning text.",
  fields: (t) => ({
    text: t.string({ required: true, description: 'The reasoning text.' }),
    signature: t.string({ description: 'Provider signature, when given.' }),
  }),
});
export const FunctionCallBlockInput = builder.inputType('FunctionCallBlockInput', {
  description: 'A function (tool) call made by the model.',
  fields: (t) => ({
    callId: t.id({ required: true, description: 'The call id (unique per call), echoed by the result as `functionCallId`.' }),
    functionId: t.string({ required: true, description: 'The function to invoke.' }),
    arguments: t.field({ type: 'JSON', description: 'Model-produced arguments (JSON).' }),
  }),
});
const FunctionResultBlockInput = builder.inputType('FunctionResultBlockInput', {
  description: 'The result of a function call, inline in a message.',
  fields: (t) => ({
    functionCallId: t.id({ required: true, description: 'The call this result answers.' }),
    content: t.field({ type: ['JSON'], required: true, description: 'The result content (JSON values).' }),
  }),
});

export const ContentBlockInput = builder.inputType('ContentBlockInput', {
  description: 'One content block: set exactly one field.',
  isOneOf: true,
  fields: (t) => ({
    text: t.field({ type: TextBlockInput, description: 'A text block.' }),
    image: t.field({ type: ImageBlockInput, description: 'An image block.' }),
    thinking: t.field({ type: ThinkingBlockInput, description: 'A thinking block.' }),
    functionCall: t.field({ type: FunctionCallBlockInput, description: 'A function call block.' }),
    functionResult: t.field({ type: FunctionResultBlockInput, description: 'A function result block.' }),
    file: t.field({ type: FileBlockInput, description: 'A file block (an attachment).' }),
  }),
});

const MessageUsageInput = builder.inputType('MessageUsageInput', {
  description: 'Token usage of an assistant message.',
  fields: (t) => ({
    input: t.field({ type: 'SafeInt', description: 'Input tokens (≥ 0).' }),
    output: t.field({ type: 'SafeInt', description: 'Output tokens (≥ 0).' }),
    cacheRead: t.field({ type: 'SafeInt', description: 'Tokens read from the prompt cache (≥ 0).' }),
    cacheWrite: t.field({ type: 'SafeInt', description: 'Tokens written to the prompt cache (≥ 0).' }),
    reasoning: t.field({ type: 'SafeInt', description: 'Reasoning tokens (≥ 0).' }),
  }),
});

const timestampArg = 'When the message was written (ms since epoch); defaults to now.';
export const UserMessageInput = builder.inputType('UserMessageInput', {
  description: 'A user message.',
  fields: (t) => ({
    content: t.field({ type: [ContentBlockInput], required: true, description: 'The content blocks.' }),
    timestamp: t.field({ type: 'Timestamp', description: timestampArg }),
  }),
});
const AssistantMessageInput = builder.inputType('AssistantMessageInput', {
  description: 'An assistant (model) message.',
  fields: (t) => ({
    content: t.field({ type: [ContentBlockInput], required: true, description: 'The content blocks.' }),
    stopReason: t.field({ type: StopReasonEnum, required: true, description: 'Why generation stopped.' }),
    nativeStopReason: t.string({ description: "Provider's raw finish reason." }),
    errorKind: t.field({ type: ErrorKindEnum, description: 'Classification when generation failed.' }),
    usage: t.field({ type: MessageUsageInput, description: 'Token usage.' }),
    warnings: t.stringList({ description: 'Report-and-continue notices.' }),
    timestamp: t.field({ type: 'Timestamp', description: timestampArg }),
  }),
});
export const FunctionResultMessageInput = builder.inputType('FunctionResultMessageInput', {
  description: 'The result of a function call.',
  fields: (t) => ({
    content: t.field({ type: [ContentBlockInput], required: true, description: 'The content blocks.' }),
    functionCallId: t.id({ required: true, description: 'The call this result answers.' }),
    functionId: t.string({ required: true, description: 'The function that was called.' }),
    details: t.field({ type: 'JSON', description: 'Opaque structured payload.' }),
    timestamp: t.field({ type: 'Timestamp', description: timestampArg }),
  }),
});
const CustomMessageInput = builder.inputType('CustomMessageInput', {
  description: 'An app-defined message with role custom.',
  fields: (t) => ({
    customType: t.string({ required: true, description: 'App-defined discriminator.' }),
    content: t.field({ type: [ContentBlockInput], required: true, description: 'The content blocks.' }),
    details: t.field({ type: 'JSON', description: 'Opaque structured payload.' }),
    timestamp: t.field({ type: 'Timestamp', description: timestampArg }),
  }),
});

export const MessageInput = builder.inputType('MessageInput', {
  description: 'A message: set exactly one field, named by its role.',
  isOneOf: true,
  fields: (t) => ({
    user: t.field({ type: UserMessageInput, description: 'A user message.' }),
    assistant: t.field({ type: AssistantMessageInput, description: 'An assistant message.' }),
    functionResult: t.field({ type: FunctionResultMessageInput, description: 'A function result message.' }),
    custom: t.field({ type: CustomMessageInput, description: 'A custom-role message.' }),
  }),
});

// ---- mapping ----

/** A oneOf input's single set field and its value, or BAD_USER_INPUT (GraphQL checks this too; this guards any path around it). */
function onlyField<T extends object>(input: T, field: string): { [K in keyof T & string]: [K, NonNullable<T[K]>] }[keyof T & string] {
  const set = Object.entries(input).filter(([, v]) => v != null);
  if (set.length !== 1) throw new ServiceError('BAD_USER_INPUT', `${field}: set exactly one field.`, { field });
  return set[0] as { [K in keyof T & string]: [K, NonNullable<T[K]>] }[keyof T & string];
}

/** `o` without its null and undefined fields (GraphQL's "not given" is either; the written message has the field absent). */
const omitNull = <T extends object>(o: T): { [K in keyof T]: Exclude<T[K], null> } =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };

type ContentBlockInputShape = typeof ContentBlockInput.$inferInput;
type MessageInputShape = typeof MessageInput.$inferInput;

function toContentBlock(input: ContentBlockInputShape, field: string): UncheckedBlock {
  const [kind, v] = onlyField(input, field);
  switch (kind) {
    case 'text':
      return { type: 'text', text: v.text };
    case 'image':
      return omitNull({ type: 'image' as const, data: v.data, mime: v.mime, attachmentId: v.attachmentId });
    case 'file':
      return { type: 'file', attachmentId: v.attachmentId };
    case 'thinking':
      return omitNull({ type: 'thinking' as const, text: v.text, signature: v.signature });
    case 'functionCall':
      return omitNull({ type: 'function_call' as const, callId: v.callId, functionId: v.functionId, arguments: v.arguments });
    case 'functionResult':
      return { type: 'function_result', functionCallId: v.functionCallId, content: v.content };
  }
}

export function toContent(blocks: readonly ContentBlockInputShape[], field: string): UncheckedBlock[] {
  return blocks.map((b, i) => toContentBlock(b, `${field}[${i}]`));
}

/** Maps a MessageInput to the message as a caller writes it (unchecked: the service checks it with zod). */
export function toMessage(input: MessageInputShape, now: number, field: string): UncheckedMessage {
  const [kind, v] = onlyField(input, field);
  const timestamp = v.timestamp ?? now;
  const content = toContent(v.content, `${field}.${kind}.content`);
  switch (kind) {
    case 'user':
      return { role: 'user', timestamp, content };
    case 'assistant':
      return omitNull({
        role: 'assistant' as const,
        timestamp,
        content,
        stopReason: v.stopReason,
        nativeStopReason: v.nativeStopReason,
        errorKind: v.errorKind,
        usage: v.usage == null ? undefined : omitNull(v.usage),
        warnings: v.warnings,
      });
    case 'functionResult':
      return omitNull({
        role: 'function_result' as const,
        timestamp,
        content,
        functionCallId: v.functionCallId,
        functionId: v.functionId,
        details: v.details,
      });
    case 'custom':
      return omitNull({ role: 'custom' as const, timestamp, content, customType: v.customType, details: v.details });
  }
}
