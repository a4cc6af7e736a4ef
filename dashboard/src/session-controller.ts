// One open session: reads its header and the newest page of the active path, then follows its
// stored event stream from the snapshot's offset (api.watchSession resumes after reconnects),
// keeps the transcript, the streaming replies and the context current, and runs the actions.
import { ApiError, errorMessage, type Api } from './api.js';
import {
  addChunk,
  applyTranscriptEvent,
  applyTurnEvent,
  emptyTranscript,
  mergeTurns,
  openTurn,
  prependPage,
  turnLogFromEvents,
  type TranscriptState,
  type Turn,
} from './transcript-model.js';
import { awaitsClaimOrWords } from './turn-status.js';
import type { ContextSnapshot, SessionDetail, SessionEvent, SessionPath, SessionStatus, SessionUsage } from './types.js';

/** Messages per page: the first screen and each older page. */
export const PAGE_SIZE = 50;

/**
 * How often the context is read again while the open request waits for a worker's claim or its
 * first words: a claim writes no event and is not streamed, so reading is the only way to see it.
 */
export const CLAIM_POLL_MS = 2_000;

export type ViewStatus = 'loading' | 'ready' | 'missing' | 'deleted' | 'failed';

export interface SessionViewState {
  status: ViewStatus;
  session: SessionDetail | null;
  transcript: TranscriptState;
  turns: Turn[];
  context: ContextSnapshot | null;
  usage: SessionUsage | null;
  loadingOlder: boolean;
  /** Why the session could not be opened (status 'failed'). */
  error: string | null;
}

export class SessionController {
  state: SessionViewState = {
    status: 'loading',
    session: null,
    transcript: emptyTranscript(),
    turns: [],
    context: null,
    usage: null,
    loadingOlder: false,
    error: null,
  };
  readonly #api: Api;
  readonly #sessionId: string;
  readonly #abort = new AbortController();
  readonly #listeners = new Set<() => void>();
  readonly #onError: (message: string) => void;
  /** Events that arrive while the path is being read again; applied after it. */
  #buffer: SessionEvent[] | null = null;
  #contextTimer: ReturnType<typeof setTimeout> | null = null;
  #claimTimer: ReturnType<typeof setTimeout> | null = null;
  #watchedRequests = new Set<number>();
  /** The service's count of consecutive failed attempts, as the stream shows it (see TurnLog). */
  #failedAttempts = 0;
  #started = false;

  constructor(api: Api, sessionId: string, onError: (message: string) => void) {
    this.#api = api;
    this.#sessionId = sessionId;
    this.#onError = onError;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(patch: Partial<SessionViewState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.#listeners) listener();
  }

  get #signal(): AbortSignal {
    return this.#abort.signal;
  }

  /** Opens the session (again, after a failure). */
  async start(): Promise<void> {
    this.#set({ status: 'loading', error: null });
    try {
      const page = await this.#readPath();
      if (this.#signal.aborted) return;
      if (!page) return this.#set({ status: 'missing' });
      this.#applySnapshot(page);
      this.#set({ status: 'ready', usage: page.usage });
      this.#api.watchSession(this.#sessionId, {
        after: page.lastOffset,
        signal: this.#signal,
        onEvent: (event) => this.#onEvent(event),
        onFatal: (error) => {
          if (error.code === 'NOT_FOUND') this.#set({ status: 'deleted' });
          else this.#onError(error.message);
        },
      });
      void this.refreshContext();
    } catch (error) {
      if (!this.#signal.aborted) this.#set({ status: 'failed', error: errorMessage(error) });
    }
  }

  stop(): void {
    this.#abort.abort();
    if (this.#contextTimer) clearTimeout(this.#contextTimer);
    if (this.#claimTimer) clearTimeout(this.#claimTimer);
    this.#listeners.clear();
  }

  /** The header and the newest page of the active path. */
  async #readPath(): Promise<SessionPath | null> {
    const { session } = await this.#api.request(this.#api.documents.latestMessages, { id: this.#sessionId, last: PAGE_SIZE });
    return session;
  }

  #applySnapshot(page: SessionPath): void {
    const { messages, events, ...session } = page;
    // A connection is null only beside an error, which `request` throws: read as empty.
    const entries = (messages?.nodes ?? []).filter((e) => e.__typename === 'MessageEntry');
    const hasPrevious = messages?.pageInfo.hasPreviousPage ?? false;
    const recorded = turnLogFromEvents(events?.nodes ?? []);
    // Later reads are behind the live stream, which keeps the count from then on.
    if (!this.#started) this.#failedAttempts = recorded.failedAttempts;
    this.#started = true;
    const turns = mergeTurns(recorded.turns, this.state.turns, entries[0], hasPrevious);
    this.#set({
      session,
      transcript: {
        entries,
        activeLeafId: session.activeLeafId,
        baseOffset: session.lastOffset,
        hasPrevious,
        startCursor: messages?.pageInfo.startCursor ?? null,
      },
      turns,
    });
    for (const turn of turns) if (turn.state === 'streaming') this.#watchChunks(turn.requestOffset);
  }

  /** Reads the active path again (after a branch switch or an append elsewhere), keeping events that arrive meanwhile. */
  async #reloadPath(): Promise<void> {
    if (this.#buffer) return;
    this.#buffer = [];
    try {
      const page = await this.#readPath();
      if (this.#signal.aborted) return;
      if (!page) return this.#set({ status: 'deleted' });
      this.#applySnapshot(page);
    } catch (error) {
      this.#onError(`Could not reload the transcript: ${errorMessage(error)}`);
    } finally {
      const buffered = this.#buffer ?? [];
      this.#buffer = null;
      for (const event of buffered) this.#onEvent(event);
    }
  }

  #onEvent(event: SessionEvent): void {
    this.#applyToSession(event);
    this.#applyToTurns(event);
    if (this.#buffer) {
      this.#buffer.push(event);
      return;
    }
    const { state, reload } = applyTranscriptEvent(this.state.transcript, event);
    if (state !== this.state.transcript) this.#set({ transcript: state });
    if (reload) void this.#reloadPath();
  }

  #applyToSession(event: SessionEvent): void {
    const session = this.state.session;
    if (!session || event.offset <= session.lastOffset) return;
    const next: SessionDetail = { ...session, lastOffset: event.offset, updatedAt: Math.max(session.updatedAt, event.at) };
    switch (event.__typename) {
      case 'MessageAddedEvent':
        if (event.entry.__typename === 'MessageEntry') next.messageCount++;
        next.activeLeafId = event.entry.entryId;
        break;
      case 'ActiveLeafSetEvent':
        next.activeLeafId = event.entryId;
        break;
      case 'SessionStatusChangedEvent':
        next.status = event.status;
        next.statusReason = event.statusReason;
        break;
      case 'SessionMetaUpdatedEvent':
        next.title = event.title;
        next.description = event.description;
        next.metadata = event.metadata;
        break;
      case 'ContextItemAddedEvent':
      case 'LlmRequestRequestedEvent':
      case 'LlmRequestSettledEvent':
        this.#scheduleContextRefresh();
        break;
    }
    this.#set({ session: next });
  }

  #applyToTurns(event: SessionEvent): void {
    const before = { turns: this.state.turns, failedAttempts: this.#failedAttempts };
    const after = applyTurnEvent(before, event);
    this.#failedAttempts = after.failedAttempts;
    if (after.turns !== before.turns) this.#set({ turns: after.turns });
    if (event.__typename === 'LlmRequestRequestedEvent') this.#watchChunks(event.offset);
  }

  #watchChunks(requestOffset: number): void {
    if (this.#watchedRequests.has(requestOffset)) return;
    this.#watchedRequests.add(requestOffset);
    this.#api.watchResponseChunks(this.#sessionId, requestOffset, {
      signal: this.#signal,
      onData: (chunk) => this.#set({ turns: addChunk(this.state.turns, chunk) }),
      onFatal: () => {},
    });
  }

  #scheduleContextRefresh(): void {
    if (this.#contextTimer) clearTimeout(this.#contextTimer);
    this.#contextTimer = setTimeout(() => void this.refreshContext(), 150);
  }

  async refreshContext(): Promise<void> {
    try {
      const { session } = await this.#api.request(this.#api.documents.context, { id: this.#sessionId });
      if (!session || this.#signal.aborted) return;
      this.#set({ context: session.context, usage: session.usage });
      // Opened before this view: show its reply as it streams.
      const open = session.context.openRequest;
      if (open && !this.state.turns.some((t) => t.requestOffset === open.offset)) {
        this.#set({ turns: openTurn(this.state.turns, open.offset, open.requestedAt, session.context.failedAttempts + 1) });
        this.#watchChunks(open.offset);
      }
    } catch (error) {
      if (!this.#signal.aborted && !(error instanceof ApiError && error.code === 'NOT_FOUND')) this.#onError(`Could not read the context: ${errorMessage(error)}`);
    } finally {
      this.#scheduleClaimCheck();
    }
  }

  /** While the open request waits for a claim or its first words, reads the context again. */
  #scheduleClaimCheck(): void {
    if (this.#claimTimer) clearTimeout(this.#claimTimer);
    this.#claimTimer = null;
    if (this.#signal.aborted || !awaitsClaimOrWords(this.state.turns, this.state.context?.openRequest ?? null, Date.now())) return;
    this.#claimTimer = setTimeout(() => void this.refreshContext(), CLAIM_POLL_MS);
  }

  /** Reads the page before the oldest loaded message; one page at a time. */
  async loadOlder(): Promise<void> {
    const { transcript, loadingOlder } = this.state;
    if (loadingOlder || !transcript.hasPrevious || !transcript.startCursor || this.#buffer) return;
    this.#set({ loadingOlder: true });
    try {
      const { session } = await this.#api.request(this.#api.documents.olderMessages, {
        id: this.#sessionId,
        last: PAGE_SIZE,
        before: transcript.startCursor,
      });
      if (!session?.messages || this.#signal.aborted) return;
      // A reload may have replaced the path meanwhile: only a page that fits the current one is added.
      if (this.state.transcript.startCursor !== transcript.startCursor) return;
      const info = session.messages.pageInfo;
      this.#set({
        transcript: prependPage(this.state.transcript, { nodes: session.messages.nodes, hasPrevious: info.hasPreviousPage, startCursor: info.startCursor }),
      });
    } catch (error) {
      this.#onError(`Could not load older messages: ${errorMessage(error)}`);
    } finally {
      this.#set({ loadingOlder: false });
    }
  }

  async switchBranch(entryId: string): Promise<void> {
    try {
      await this.#api.request(this.#api.documents.setActiveLeaf, { sessionId: this.#sessionId, entryId });
      // The ActiveLeafSetEvent reloads the path too; reading now makes the switch feel immediate.
      this.#set({ transcript: { ...this.state.transcript, activeLeafId: entryId } });
      await this.#reloadPath();
    } catch (error) {
      this.#onError(`Could not switch branches: ${errorMessage(error)}`);
    }
  }

  async fork(entryId: string): Promise<string | null> {
    try {
      const title = `${this.state.session?.title || 'Untitled'} (fork)`;
      const result = await this.#api.request(this.#api.documents.forkSession, {
        sessionId: this.#sessionId,
        entryId,
        title,
      });
      return result.forkSession.session.id;
    } catch (error) {
      this.#onError(`Could not fork: ${errorMessage(error)}`);
      return null;
    }
  }

  async setStatus(status: SessionStatus, reason: string | null): Promise<void> {
    try {
      await this.#api.request(this.#api.documents.setStatus, { sessionId: this.#sessionId, status, reason: status === 'ERROR' ? reason : null });
    } catch (error) {
      this.#onError(`Could not change the status: ${errorMessage(error)}`);
    }
  }

  /**
   * One user turn (sendMessage): the message in the transcript, answered by the turn loop. With
   * `parentId` (an earlier message's parent) it is an edit: a new branch beside that message.
   */
  async send(text: string, interrupt: boolean, parentId: string | null = null): Promise<boolean> {
    try {
      await this.#api.request(this.#api.documents.sendUserMessage, {
        sessionId: this.#sessionId,
        text,
        policy: interrupt ? 'INTERRUPT_CURRENT_REQUEST' : 'AFTER_CURRENT_REQUEST',
        parentId,
      });
      return true;
    } catch (error) {
      this.#onError(`Could not send: ${errorMessage(error)}`);
      return false;
    }
  }

  /** Asks for another answer to a user message: the new reply becomes a sibling branch. */
  async regenerate(entryId: string): Promise<boolean> {
    try {
      await this.#api.request(this.#api.documents.regenerate, { sessionId: this.#sessionId, entryId });
      return true;
    } catch (error) {
      this.#onError(`Could not regenerate: ${errorMessage(error)}`);
      return false;
    }
  }

  async saveDraft(text: string): Promise<void> {
    try {
      await this.#api.request(this.#api.documents.setDraft, { sessionId: this.#sessionId, text });
    } catch {
      // A draft that did not save is not worth interrupting anyone for; the next keystroke tries again.
    }
  }

  async remove(): Promise<boolean> {
    try {
      await this.#api.request(this.#api.documents.deleteSession, { sessionId: this.#sessionId });
      return true;
    } catch (error) {
      this.#onError(`Could not delete: ${errorMessage(error)}`);
      return false;
    }
  }
}
