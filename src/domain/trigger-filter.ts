// Filters of the session-independent subscriptions (SPEC §3 "trigger configs"):
// validated at subscribe time, then matched against every bus event. Filters AND together.
import { z } from 'zod';
import type { BusEvent } from './events.js';
import { metadataMatches } from './metadata-filter.js';
import { MESSAGE_ROLES, type MessageRole } from './message.js';
import type { JsonObject } from './types.js';

// GraphQL passes an omitted optional input field as absent or null: both mean "no constraint".
const metadata = z.record(z.string(), z.json()).nullish();
const sessionId = z.string().min(1, 'sessionId must not be empty').nullish();
// An empty roles list would match nothing forever: refuse it as a mistake.
const roles = z.array(z.enum(MESSAGE_ROLES)).min(1, 'roles must name at least one role').nullish();

const SessionCreatedFilterSchema = z.strictObject({ metadata });
const SessionFilterSchema = z.strictObject({ sessionId, metadata });
const MessageFilterSchema = z.strictObject({ sessionId, roles, metadata });

export type TriggerFilterKind = 'sessionCreated' | 'session' | 'message';
const SCHEMAS = {
  sessionCreated: SessionCreatedFilterSchema,
  session: SessionFilterSchema,
  message: MessageFilterSchema,
} as const;

/** A validated filter; absent fields impose nothing. */
export interface TriggerFilter {
  sessionId?: string;
  roles?: MessageRole[];
  metadata?: JsonObject;
}

export type ParseTriggerFilterResult = { ok: true; filter: TriggerFilter } | { ok: false; message: string };

/** Validates a subscription's `filter` argument (omitted/null = empty filter). Unknown fields are refused. */
export function parseTriggerFilter(kind: TriggerFilterKind, input: unknown): ParseTriggerFilterResult {
  const parsed = SCHEMAS[kind].safeParse(input ?? {});
  if (!parsed.success) {
    const message = parsed.error.issues.map((issue) => `${['filter', ...issue.path.map(String)].join('.')}: ${issue.message}`).join('; ');
    return { ok: false, message: `Invalid filter: ${message}` };
  }
  const data = parsed.data as { sessionId?: string | null; roles?: MessageRole[] | null; metadata?: JsonObject | null };
  const filter: TriggerFilter = {};
  if (data.sessionId != null) filter.sessionId = data.sessionId;
  if (data.roles != null) filter.roles = [...new Set(data.roles)];
  // The caller's object, not zod's copy: the copy drops a `__proto__` key (assignment sets the prototype).
  if (data.metadata != null) filter.metadata = (input as { metadata: JsonObject }).metadata;
  return { ok: true, filter };
}

export function matchesTrigger(filter: TriggerFilter, event: BusEvent): boolean {
  if (filter.sessionId !== undefined && event.sessionId !== filter.sessionId) return false;
  if (filter.roles !== undefined && !roleMatches(filter.roles, event)) return false;
  if (filter.metadata !== undefined && !metadataMatches(filter.metadata, event.metadata)) return false;
  return true;
}

/** Only message entries have a role: custom entries, and events without an entry, never match. */
function roleMatches(roles: readonly MessageRole[], event: BusEvent): boolean {
  if (event.type !== 'message_added' && event.type !== 'message_updated') return false;
  const entry = event.payload.entry;
  return entry.kind === 'message' && roles.includes(entry.message.role);
}
