// Context items as clients read them (seed 000): the item, its files, refs, actor and
// compaction, and the enums the inputs share. GraphQL enum values are UPPER_SNAKE; the
// internal values are the seed's wire values.
import type { Actor, Compaction, ContextFile, ContextItem, ContextRef, LlmUsage } from '../domain/context-item.js';
import { builder } from './builder.js';

/** An item with its identity: the offset of the event that added it. */
export interface ContextItemView {
  offset: number;
  item: ContextItem;
}

export const ContextRoleEnum = builder.enumType('ContextRole', {
  description: 'The LLM message role a context item renders as.',
  values: {
    SYSTEM: { value: 'system' as const, description: 'System instructions.' },
    DEVELOPER: { value: 'developer' as const, description: 'Developer instructions (kept only for trusted authors, see `Actor`).' },
    USER: { value: 'user' as const, description: 'User input.' },
    ASSISTANT: { value: 'assistant' as const, description: 'Model output.' },
  },
});

export const LlmRequestPolicyEnum = builder.enumType('LlmRequestPolicy', {
  description:
    'What an item does to the turn loop (ignored on system and assistant items). Interrupting is the ONLY cancel mechanism: cancellation is a property of new input, never a free-standing command.',
  values: {
    DONT_TRIGGER_REQUEST: { value: 'dont-trigger-request' as const, description: 'Add the item without asking for a request.' },
    INTERRUPT_CURRENT_REQUEST: {
      value: 'interrupt-current-request' as const,
      description: 'Cancel the open request (interrupted-by-user-input, keeping its partial text), then trigger the next one.',
    },
    AFTER_CURRENT_REQUEST: {
      value: 'after-current-request' as const,
      description: 'Trigger a request; while one is open, wait as the next trigger without disturbing it (the default).',
    },
  },
});

export const CancelReasonEnum = builder.enumType('CancelReason', {
  description: 'Why a request was cancelled.',
  values: {
    INTERRUPTED_BY_USER_INPUT: { value: 'interrupted-by-user-input' as const, description: 'An interrupting item arrived while it was open.' },
    EXPIRED: { value: 'expired' as const, description: 'It was still open at its `expiresAt`.' },
  },
});

export const UserOriginEnum = builder.enumType('UserOrigin', {
  description: 'Which surface a user wrote from.',
  values: {
    WEB: { value: 'web' as const, description: 'The web app.' },
    MCP: { value: 'mcp' as const, description: 'An MCP client.' },
  },
});

export const LlmUsageRef = builder.objectRef<LlmUsage>('LlmUsage').implement({
  description: 'Normalized provider-reported token usage.',
  fields: (t) => ({
    inputTokens: t.field({ type: 'SafeInt', description: 'Total input tokens, including cached ones.', resolve: (u) => u.inputTokens }),
    outputTokens: t.field({ type: 'SafeInt', description: 'Total output tokens, including reasoning ones.', resolve: (u) => u.outputTokens }),
    cachedInputTokens: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Prompt-cache hits, where the model reports them.',
      resolve: (u) => u.cachedInputTokens ?? null,
    }),
    reasoningOutputTokens: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'Reasoning/thinking tokens, where the model reports them.',
      resolve: (u) => u.reasoningOutputTokens ?? null,
    }),
  }),
});

const ContextFileRef = builder.objectRef<ContextFile>('ContextFile').implement({
  description: 'A file riding on a context item.',
  fields: (t) => ({
    contentType: t.exposeString('contentType', { description: 'MIME type.' }),
    filename: t.exposeString('filename', { description: 'Original filename.' }),
    path: t.exposeString('path', { description: 'Project file-storage path.' }),
    size: t.field({ type: 'SafeInt', description: 'Size in bytes.', resolve: (f) => f.size }),
    url: t.exposeString('url', { description: 'Signed URL minted at attach time (stored, not re-minted, so history stays deterministic).' }),
  }),
});

// ---- refs ----

type RefOf<T extends ContextRef['type']> = Extract<ContextRef, { type: T }>;
const optional = (v: string | undefined) => v ?? null;

const ContextEventRef = builder.objectRef<RefOf<'event'>>('ContextEventRef').implement({
  description: 'Points at an event of a stream.',
  fields: (t) => ({
    streamPath: t.exposeString('streamPath', { description: "The referenced stream's path." }),
    offset: t.field({ type: 'SafeInt', description: "The referenced event's offset on that stream.", resolve: (r) => r.offset }),
    eventType: t.string({ nullable: true, description: "The referenced event's type, when known.", resolve: (r) => optional(r.eventType) }),
  }),
});
const ContextUserRef = builder.objectRef<RefOf<'user'>>('ContextUserRef').implement({
  description: 'Points at a platform user.',
  fields: (t) => ({ userId: t.exposeString('userId', { description: 'The referenced platform user.' }) }),
});
const ContextFileRefRef = builder.objectRef<RefOf<'file'>>('ContextFileRef').implement({
  description: 'Points at a project file.',
  fields: (t) => ({ path: t.exposeString('path', { description: 'Project file-storage path.' }) }),
});
const ContextGitCommitRef = builder.objectRef<RefOf<'git-commit'>>('ContextGitCommitRef').implement({
  description: 'Points at a git commit.',
  fields: (t) => ({
    repoPath: t.exposeString('repoPath', { description: "The repo's mount path." }),
    commitOid: t.exposeString('commitOid', { description: 'The commit id.' }),
  }),
});

const REF_TYPES = { event: 'ContextEventRef', user: 'ContextUserRef', file: 'ContextFileRef', 'git-commit': 'ContextGitCommitRef' } as const;
const ContextRefUnion = builder.unionType('ContextRef', {
  description: 'One coordinate for retrieving richer source material on demand.',
  types: [ContextEventRef, ContextUserRef, ContextFileRefRef, ContextGitCommitRef],
  resolveType: (r) => REF_TYPES[r.type],
});

// ---- actors ----

type ActorOf<T extends Actor['type']> = Extract<Actor, { type: T }>;
const actorType = <T extends Actor['type']>(name: string, description: string, fields: (t: any) => Record<string, any>) =>
  builder.objectRef<ActorOf<T>>(name).implement({ description, fields });

const ACTOR_TYPES = {
  user: 'UserActor',
  agent: 'AgentActor',
  script: 'ScriptActor',
  integration: 'IntegrationActor',
  slack: 'SlackActor',
  telegram: 'TelegramActor',
  email: 'EmailActor',
  github: 'GithubActor',
} as const;

const opt = (t: any, field: string, description: string) =>
  t.string({ nullable: true, description, resolve: (a: Record<string, string | undefined>) => a[field] ?? null });

const actorRefs = [
  actorType<'user'>('UserActor', 'A platform user (a direct author: developer items are demoted to user).', (t) => ({
    origin: t.field({ type: UserOriginEnum, description: 'Which surface the user wrote from.', resolve: (a: ActorOf<'user'>) => a.origin }),
  })),
  actorType<'agent'>('AgentActor', 'An agent (trusted: keeps developer precedence).', (t) => ({
    path: t.exposeString('path', { description: "The authoring agent's stream path." }),
  })),
  actorType<'script'>('ScriptActor', "The agent's own script (trusted: keeps developer precedence).", (t) => ({
    executionId: t.exposeString('executionId', { description: 'The capability-host execution that produced it.' }),
  })),
  actorType<'integration'>('IntegrationActor', 'An integration (third party: developer items are demoted to user).', (t) => ({
    name: t.exposeString('name', { description: 'Which integration supplied it.' }),
  })),
  actorType<'slack'>('SlackActor', 'Slack (third party: developer items are demoted to user).', (t) => ({
    userId: opt(t, 'userId', 'The Slack user who wrote the source message.'),
    botName: opt(t, 'botName', 'The Slack bot that wrote the source message.'),
  })),
  actorType<'telegram'>('TelegramActor', 'Telegram (third party: developer items are demoted to user).', (t) => ({
    userId: opt(t, 'userId', 'The Telegram user who wrote the source message.'),
    username: opt(t, 'username', 'The Telegram username, when known.'),
  })),
  actorType<'email'>('EmailActor', 'Email (third party: developer items are demoted to user).', (t) => ({
    address: opt(t, 'address', "The sender's email address."),
    name: opt(t, 'name', "The sender's display name."),
  })),
  actorType<'github'>('GithubActor', 'GitHub (third party: developer items are demoted to user).', (t) => ({
    login: opt(t, 'login', 'The GitHub login of the sender.'),
    senderType: opt(t, 'senderType', "GitHub's sender classification (User, Bot, ...)."),
  })),
];

const ActorUnion = builder.unionType('Actor', {
  description:
    'Who supplied an item. Trust boundary at prompt time: a developer-role item keeps developer precedence only when platform-authored (no actor) or authored by an agent or its own script; every other author is DEMOTED to user role.',
  types: actorRefs,
  resolveType: (a) => ACTOR_TYPES[(a as Actor).type],
});

const CompactionRef = builder.objectRef<Compaction>('Compaction').implement({
  description: 'The structural history rewrite a compaction summary performs.',
  fields: (t) => ({
    replacesHistoryThrough: t.field({
      type: 'SafeInt',
      description: 'Every non-system item with an offset at or below this one is replaced by the summary.',
      resolve: (c) => c.replacesHistoryThrough,
    }),
    usage: t.field({
      type: LlmUsageRef,
      nullable: true,
      description: 'Provider-reported usage for the summarization request.',
      resolve: (c) => c.usage ?? null,
    }),
  }),
});

export const ContextItemRef = builder.objectRef<ContextItemView>('ContextItem').implement({
  description: 'One model-visible context item, identified by the offset of the event that added it.',
  fields: (t) => ({
    offset: t.field({ type: 'SafeInt', description: 'Offset of the `ContextItemAddedEvent` that added it: its identity.', resolve: (v) => v.offset }),
    role: t.field({
      type: ContextRoleEnum,
      description: 'The role it was written with (before the trust boundary; see `Context.prompt`).',
      resolve: (v) => v.item.role,
    }),
    content: t.string({ description: 'The model-visible text.', resolve: (v) => v.item.content }),
    key: t.string({
      nullable: true,
      description:
        'Stable logical identity: an uncovered keyed item is replaced in place by an update with the same key; a covered one gets a new occurrence.',
      resolve: (v) => v.item.key ?? null,
    }),
    files: t.field({ type: [ContextFileRef], nullable: true, description: 'Files riding on this item.', resolve: (v) => v.item.files ?? null }),
    refs: t.field({
      type: [ContextRefUnion],
      nullable: true,
      description: 'Coordinates for retrieving richer source material on demand.',
      resolve: (v) => v.item.refs ?? null,
    }),
    actor: t.field({
      type: ActorUnion,
      nullable: true,
      description: 'Who supplied it; none means the platform.',
      resolve: (v) => v.item.actor ?? null,
    }),
    llmRequestPolicy: t.field({
      type: LlmRequestPolicyEnum,
      description: 'What it did to the turn loop.',
      resolve: (v) => v.item.llmRequestPolicy.behaviour,
    }),
    llmRequestOffset: t.field({
      type: 'SafeInt',
      nullable: true,
      description: 'On assistant items: the request this output answers.',
      resolve: (v) => v.item.llmRequestOffset ?? null,
    }),
    compaction: t.field({
      type: CompactionRef,
      nullable: true,
      description: 'Set on a compaction summary (developer role only).',
      resolve: (v) => v.item.compaction ?? null,
    }),
  }),
});
