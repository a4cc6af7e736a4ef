// Context items (SPEC §4): add one, and read the model-visible context.
import { parseContextItem, type ContextItem, type FieldIssue } from '../domain/context-item.js';
import { planAddItem, type ContextHead, type VisibleContextItem } from '../domain/context-fold.js';
import { ServiceError } from '../domain/errors.js';
import type { RequestSchedule } from '../domain/request-schedule.js';
import { check } from '../domain/validation.js';
import type { LockedSession } from '../store/sessions.js';
import { changeContext, readContext } from './context-state.js';
import type { ServiceDeps } from './deps.js';
import { getSession } from './sessions.js';

/** BAD_USER_INPUT naming the first offending field under `input.item`; all issues ride in extensions. */
export function issuesError(issues: FieldIssue[], root: string, rootName: string): ServiceError {
  const qualify = (i: FieldIssue) => (i.path === '' ? `${root}` : `${root}.${i.path}`);
  const first = issues[0]!;
  const message = first.path === '' ? first.message.replace(new RegExp(`^${rootName}`), root) : `${root}.${first.message}`;
  return new ServiceError('BAD_USER_INPUT', message, {
    field: qualify(first),
    issues: issues.map((i) => ({ field: qualify(i), message: i.message })),
  });
}

/** Checks what the seed cannot say: sizes, depth and NUL characters (jsonb cannot hold them). */
export function checkStorable(deps: ServiceDeps, value: unknown, field: string): void {
  const s = deps.validators();
  check(s.jsonValue, value, field);
  const bytes = Buffer.byteLength(JSON.stringify(value), 'utf8');
  const max = deps.settings.current.limits.maxMessageBytes;
  if (bytes > max) throw new ServiceError('BAD_USER_INPUT', `${field}: larger than ${max} bytes as JSON`, { field });
}

function validateItem(deps: ServiceDeps, input: unknown): ContextItem {
  const parsed = parseContextItem(input);
  if (!parsed.ok) throw issuesError(parsed.issues, 'input.item', 'item');
  checkStorable(deps, parsed.item, 'input.item');
  check(deps.validators().text, parsed.item.content, 'input.item.content');
  return parsed.item;
}

export interface AddContextItemResult {
  offset: number;
  item: ContextItem;
  session: LockedSession;
}

/**
 * Appends a context item. An interrupting trigger first settles the open request
 * cancelled with the partial text this instance has heard for it. Refused with
 * QUOTA_EXCEEDED (nothing written) past the context cap of the session or the open-request
 * cap of its tenant (context-state.ts).
 */
export async function addContextItem(deps: ServiceDeps, input: { sessionId: string; item: unknown }): Promise<AddContextItemResult> {
  const item = validateItem(deps, input.item);
  return changeContext(
    deps,
    input.sessionId,
    ({ session, state, now }) => {
      const open = state.openRequest;
      const partialText = open ? deps.llm.partials.text(session.id, open.offset) : undefined;
      const plan = planAddItem(state, item, now, partialText === undefined ? {} : { partialText });
      return {
        events: plan.events,
        // The item is always the last planned event (after a cancellation, if any).
        result: (stored) => ({ offset: stored[stored.length - 1]!.offset, item, session }),
      };
    },
    { quotas: true },
  );
}

export interface ContextSnapshot {
  sessionId: string;
  /** The fold's head: the open request, the pending trigger, the counters. */
  state: ContextHead;
  schedule: RequestSchedule;
  /** The visible items in prompt order, read when asked. */
  items(): Promise<VisibleContextItem[]>;
}

/** The session's context as materialized (an empty context for a session without items); null when not visible. */
export async function getContext(deps: ServiceDeps, sessionId: string): Promise<ContextSnapshot | null> {
  if (!(await getSession(deps, sessionId))) return null;
  const found = await readContext(deps, sessionId);
  return found ? { sessionId, ...found } : null;
}
