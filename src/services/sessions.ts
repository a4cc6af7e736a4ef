// Session operations (SPEC §1): create, ensure, read, list, set-meta, set-status, delete.
import { decodeSessionCursor, encodeSessionCursor, type SessionKey } from '../domain/cursor.js';
import { badInput, notFound, ServiceError } from '../domain/errors.js';
import { decodeEntryGlobalId } from '../domain/global-id.js';
import { newId } from '../domain/ids.js';
import { jsonEqual } from '../domain/metadata-filter.js';
import { paginate, pageSize, type KeysetList } from '../domain/paging.js';
import { check } from '../domain/validation.js';
import type { JsonObject, Page, SessionOrder, SessionRecord, SessionStatus } from '../domain/types.js';
import type { Db } from '../store/db.js';
import * as store from '../store/sessions.js';
import type { LockedSession } from '../store/sessions.js';
import { releaseSessionAttachments } from './attachments.js';
import type { ServiceDeps } from './deps.js';
import { findSession, listTenant, lockSession, orNotFound, stampTenant, visibleOrNull } from './tenancy.js';
import { transact, withStorage, type StreamWriter } from './transaction.js';

export interface NewSessionInput {
  title?: string | null | undefined;
  description?: string | null | undefined;
  metadata?: JsonObject | null | undefined;
  /** When the retention sweep deletes the session (ms since epoch); absent or null: no expiry of its own. */
  expiresAt?: number | null | undefined;
}

/** An expiry as given: a time in ms since epoch (one already past means "at the next sweep"). */
function checkExpiresAt(value: number, field: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw badInput(field, 'must be a time in milliseconds since the epoch');
  return value;
}

function validateNewSession(deps: ServiceDeps, input: NewSessionInput, field = 'input') {
  const s = deps.validators();
  return {
    title: input.title == null ? '' : check(s.shortText, input.title, `${field}.title`),
    description: input.description == null ? '' : check(s.shortText, input.description, `${field}.description`),
    metadata: stampTenant(deps.identity, input.metadata == null ? {} : check(s.jsonObject, input.metadata, `${field}.metadata`)),
    expiresAt: input.expiresAt == null ? null : checkExpiresAt(input.expiresAt, `${field}.expiresAt`),
  };
}

export function newSessionRecord(
  id: string,
  fields: { title: string; description: string; metadata: JsonObject; expiresAt?: number | null },
  now: number,
  forkedFrom: string | null = null,
): LockedSession {
  return {
    id,
    ...fields,
    expiresAt: fields.expiresAt ?? null,
    status: 'idle',
    statusReason: null,
    forkedFrom,
    messageCount: 0,
    createdAt: now,
    updatedAt: now,
    activeLeafId: null,
    lastOffset: 0,
    branchCount: 0,
  };
}

/** Appends the session's `created` event (offset 1 of its stream). */
export function recordCreated(writer: StreamWriter, s: SessionRecord): void {
  writer.append(
    s,
    {
      type: 'session_created',
      payload: {
        title: s.title,
        description: s.description,
        status: s.status,
        forkedFrom: s.forkedFrom,
        createdAt: s.createdAt,
        metadata: s.metadata,
        // Only when it has one: streams of sessions without an expiry read as before.
        ...(s.expiresAt === null ? {} : { expiresAt: s.expiresAt }),
      },
    },
    s.createdAt,
  );
}

export async function createSession(deps: ServiceDeps, input: NewSessionInput): Promise<SessionRecord> {
  const fields = validateNewSession(deps, input);
  return transact(deps, async (trx, writer) => {
    const session = newSessionRecord(newId('s'), fields, deps.now());
    recordCreated(writer, session);
    await store.insertSession(trx, session);
    return session;
  });
}

export async function ensureSession(
  deps: ServiceDeps,
  input: NewSessionInput & { id: string },
): Promise<{ created: boolean; session: SessionRecord }> {
  const id = check(deps.validators().callerId, input.id, 'input.id');
  // Session ids and entry global ids share one namespace (Node.id): keep them apart.
  if (decodeEntryGlobalId(id)) throw badInput('input.id', 'has the form of an entry id (`Entry.id`); choose another id');
  const fields = validateNewSession(deps, input);
  return transact(deps, async (trx, writer) => {
    const session = newSessionRecord(id, fields, deps.now());
    recordCreated(writer, session);
    if (await store.insertSessionIfAbsent(trx, session)) return { created: true, session };
    // Present: returned untouched, the request's fields are not applied, no event.
    writer.discard();
    const existing = await store.getSession(trx, id);
    if (!existing) throw notFound(id); // deleted between the two statements
    // Another tenant's session is never handed over (nor is its content revealed).
    if (!visibleOrNull(deps.identity, existing)) {
      throw new ServiceError('FORBIDDEN', `The session id "${id}" is not available to you; choose another id.`);
    }
    return { created: false, session: existing };
  });
}

export async function getSession(deps: ServiceDeps, id: string): Promise<SessionRecord | null> {
  return findSession(deps, id);
}

export interface ListSessionsInput {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  order?: SessionOrder | null | undefined;
  status?: SessionStatus | null | undefined;
  metadata?: JsonObject | null | undefined;
}

/** A keyset page of the caller's sessions, either direction (see domain/paging.ts). */
export async function listSessions(deps: ServiceDeps, input: ListSessionsInput): Promise<Page<SessionRecord>> {
  const order = input.order ?? 'updated_desc';
  const after = input.after == null ? null : decodeSessionCursor(input.after, order);
  const before = input.before == null ? null : decodeSessionCursor(input.before, order);
  const metadata = input.metadata == null ? undefined : check(deps.validators().jsonObject, input.metadata, 'metadata');
  const keyOf = (s: SessionRecord): SessionKey => ({ value: store.sessionSortValue(s, order), id: s.id });
  const list: KeysetList<SessionRecord, SessionKey> = {
    read: (range, direction, limit) =>
      store.listSessions(deps.db, {
        order,
        status: input.status ?? undefined,
        metadata,
        tenant: listTenant(deps.identity),
        ...range,
        direction,
        limit,
      }),
    keyOf,
    cursorOf: (s) => encodeSessionCursor(order, keyOf(s)),
  };
  return withStorage(deps, () => paginate(list, { first: input.first, last: input.last, after, before }, (n) => pageSize(deps, n)));
}

/** Locks the caller's session for this transaction or fails NOT_FOUND (also for another tenant's). */
export async function requireSession(deps: ServiceDeps, trx: Db, id: string): Promise<LockedSession> {
  return orNotFound(await lockSession(deps, trx, id), id);
}

export interface SetMetaInput {
  sessionId: string;
  title?: string | null | undefined;
  description?: string | null | undefined;
  metadata?: JsonObject | null | undefined;
  /** A new expiry (ms since epoch); null removes it; absent keeps it. */
  expiresAt?: number | null | undefined;
}

export async function setSessionMeta(deps: ServiceDeps, input: SetMetaInput): Promise<SessionRecord> {
  const s = deps.validators();
  const title = input.title == null ? undefined : check(s.shortText, input.title, 'input.title');
  const description = input.description == null ? undefined : check(s.shortText, input.description, 'input.description');
  const metadata = input.metadata == null ? undefined : check(s.jsonObject, input.metadata, 'input.metadata');
  const expiresAt = input.expiresAt === undefined ? undefined : input.expiresAt === null ? null : checkExpiresAt(input.expiresAt, 'input.expiresAt');
  return transact(deps, async (trx, writer) => {
    const session = await requireSession(deps, trx, input.sessionId);
    const expiryChanged = expiresAt !== undefined && expiresAt !== session.expiresAt;
    const changed =
      (title !== undefined && title !== session.title) ||
      (description !== undefined && description !== session.description) ||
      (metadata !== undefined && !jsonEqual(metadata, session.metadata)) ||
      expiryChanged;
    // Nothing to change: a silent no-op, no event, updatedAt untouched.
    if (!changed) return session;
    if (title !== undefined) session.title = title;
    if (description !== undefined) session.description = description;
    if (metadata !== undefined) session.metadata = stampTenant(deps.identity, metadata); // replaces wholesale, tenant kept
    if (expiresAt !== undefined) session.expiresAt = expiresAt;
    session.updatedAt = deps.now();
    // The expiry travels when the session has one or this update removed it.
    const expiry = session.expiresAt !== null || expiryChanged ? { expiresAt: session.expiresAt } : {};
    writer.append(
      session,
      { type: 'session_meta_updated', payload: { title: session.title, description: session.description, metadata: session.metadata, ...expiry } },
      session.updatedAt,
    );
    await store.saveSession(trx, session);
    return session;
  });
}

export interface SetStatusInput {
  sessionId: string;
  status: SessionStatus;
  reason?: string | null | undefined;
}

export async function setSessionStatus(
  deps: ServiceDeps,
  input: SetStatusInput,
): Promise<{ session: SessionRecord; status: SessionStatus; previousStatus: SessionStatus }> {
  const reason = input.reason == null ? null : check(deps.validators().shortText, input.reason, 'input.reason');
  return transact(deps, async (trx, writer) => {
    const session = await requireSession(deps, trx, input.sessionId);
    const previousStatus = session.status;
    if (previousStatus === input.status) return { session, status: previousStatus, previousStatus };
    session.status = input.status;
    // The reason is kept on error and cleared on any other status.
    session.statusReason = input.status === 'error' ? reason : null;
    session.updatedAt = deps.now();
    writer.append(
      session,
      { type: 'session_status_changed', payload: { status: session.status, previousStatus, statusReason: session.statusReason } },
      session.updatedAt,
    );
    await store.saveSession(trx, session);
    return { session, status: session.status, previousStatus };
  });
}

export async function deleteSession(deps: ServiceDeps, sessionId: string): Promise<{ deleted: boolean }> {
  return transact(deps, async (trx, writer) => {
    const session = await lockSession(deps, trx, sessionId);
    if (!session) return { deleted: false };
    await dropLockedSession(deps, trx, writer, session);
    return { deleted: true };
  });
}

/**
 * Deletes a session this transaction has locked: its entries, events, context, requests and
 * draft, and its share of attachments (an attachment no other session references goes).
 */
export async function dropLockedSession(deps: ServiceDeps, trx: Db, writer: StreamWriter, session: LockedSession): Promise<void> {
  await releaseSessionAttachments(deps, trx, session.id);
  await store.deleteSessionRows(trx, session.id);
  // Live only: the stream is gone with the session. Filters see the metadata as of deletion.
  writer.live(session, { type: 'session_deleted', payload: {} }, deps.now());
}
