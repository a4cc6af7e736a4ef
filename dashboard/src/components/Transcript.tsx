// The active path, oldest at the top: the newest page first, older pages as one scrolls up
// (one page at a time, keeping the reading position), live appends at the bottom (followed
// when already at the bottom), and the model's reply streaming in until it settles.
import { memo } from 'preact/compat';
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { clock, count, ROLE_LABEL } from '../format.js';
import type { SessionViewState } from '../session-controller.js';
import { isFunctionResult, messageOf, textOf, timeline, type FailedAttempts, type Turn } from '../transcript-model.js';
import { failureOutcome, turnPhase } from '../turn-status.js';
import type { ContextSnapshot, Entry, FunctionResultEntry } from '../types.js';
import { Blocks } from './Blocks.js';

interface Props {
  state: SessionViewState;
  api: Api;
  onLoadOlder(): void;
  onSwitchBranch(entryId: string): void;
  onFork(entryId: string): void;
  /** Another answer to this user message (a sibling reply). */
  onRegenerate(entryId: string): void;
  /** Sends `text` under `parentId`: an edited message on a new branch beside the original. */
  onEdit(parentId: string, text: string): Promise<boolean>;
}

/** Within this many pixels of the top, the previous page is read. */
const LOAD_MARGIN = 400;

export function Transcript({ state, api, onLoadOlder, onSwitchBranch, onFork, onRegenerate, onEdit }: Props) {
  const { entries, hasPrevious } = state.transcript;
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const previous = useRef<{ first: string | null; height: number }>({ first: null, height: 0 });

  const items = useMemo(() => timeline(entries, state.turns), [entries, state.turns]);
  // Function results are shown under the call they answer when that call is on screen.
  const resultsByCall = useMemo(() => {
    const calls = new Set<string>();
    for (const e of entries) for (const b of messageOf(e)?.content ?? []) if (b.__typename === 'FunctionCallBlock') calls.add(b.callId);
    const map = new Map<string, FunctionResultEntry>();
    for (const e of entries) if (isFunctionResult(e) && e.message.functionCallId && calls.has(e.message.functionCallId)) map.set(e.message.functionCallId, e);
    return map;
  }, [entries]);
  const nested = useMemo(() => new Set([...resultsByCall.values()].map((e) => e.entryId)), [resultsByCall]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = entries[0]?.entryId ?? null;
    const was = previous.current;
    const prepended = was.first !== null && first !== was.first && entries.some((e) => e.entryId === was.first);
    if (prepended) el.scrollTop += el.scrollHeight - was.height;
    else if (stickToBottom.current || was.first !== first) el.scrollTop = el.scrollHeight;
    previous.current = { first, height: el.scrollHeight };
    // A short first page leaves nothing to scroll: read further back right away.
    if (hasPrevious && el.scrollHeight <= el.clientHeight + LOAD_MARGIN) onLoadOlder();
  }, [items, hasPrevious]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < LOAD_MARGIN && hasPrevious) onLoadOlder();
  };

  return (
    <div class="transcript" ref={scroller} onScroll={onScroll} data-testid="transcript">
      <div class="transcript-inner">
        {hasPrevious ? (
          <div class="transcript-edge" data-testid="older-indicator">
            {state.loadingOlder ? 'Loading older messages…' : 'Scroll up for older messages'}
          </div>
        ) : (
          <div class="transcript-edge">{entries.length ? 'Start of the conversation' : 'No messages yet. Write one below.'}</div>
        )}
        {items.map((item) =>
          item.kind === 'turn' ? (
            <TurnView key={`turn-${item.turn.requestOffset}`} turn={item.turn} openRequest={state.context?.openRequest ?? null} />
          ) : item.kind === 'failures' ? (
            <FailureCard key={`failures-${item.attempts[0]!.requestOffset}`} failures={item} context={state.context} />
          ) : nested.has(item.entry.entryId) ? null : (
            <MessageView
              key={item.entry.entryId}
              entry={item.entry}
              api={api}
              results={resultsOf(item.entry, resultsByCall)}
              onSwitchBranch={onSwitchBranch}
              onFork={onFork}
              onRegenerate={onRegenerate}
              onEdit={onEdit}
            />
          ),
        )}
      </div>
    </div>
  );
}

/** The function result entries answering this message's calls (shown under each call). */
function resultsOf(entry: Entry, resultsByCall: Map<string, FunctionResultEntry>): Map<string, FunctionResultEntry> {
  const results = new Map<string, FunctionResultEntry>();
  for (const b of messageOf(entry)?.content ?? []) {
    const result = b.__typename === 'FunctionCallBlock' ? resultsByCall.get(b.callId) : undefined;
    if (result && b.__typename === 'FunctionCallBlock') results.set(b.callId, result);
  }
  return results;
}

interface MessageProps {
  entry: Entry;
  api: Api;
  results: Map<string, FunctionResultEntry>;
  onSwitchBranch(entryId: string): void;
  onFork(entryId: string): void;
  onRegenerate(entryId: string): void;
  onEdit(parentId: string, text: string): Promise<boolean>;
}

const sameResults = (a: Map<string, FunctionResultEntry>, b: Map<string, FunctionResultEntry>) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** Entries are immutable: a message renders again only when it, or its results change (long transcripts stay fast). */
const MessageView = memo(
  MessageBody,
  (prev: MessageProps, next: MessageProps) => prev.entry === next.entry && sameResults(prev.results, next.results),
);

function MessageBody({ entry, api, results, onSwitchBranch, onFork, onRegenerate, onEdit }: MessageProps) {
  const [editing, setEditing] = useState<string | null>(null);
  // The transcript holds message entries only (custom entries are not shown).
  const message = messageOf(entry);
  if (!message) return null;
  const role = message.role;
  // A reply of the turn loop answers its parent message: regenerate asks for another answer to it.
  const answers = role === 'ASSISTANT' && entry.parentId !== null ? entry.parentId : null;
  const { siblings } = entry;
  const index = siblings.findIndex((s) => s.entryId === entry.entryId);
  const label =
    message.__typename === 'CustomMessage' && message.customType
      ? `Custom · ${message.customType}`
      : message.__typename === 'FunctionResultMessage'
        ? `Result of ${message.functionId}`
        : ROLE_LABEL[role];
  const assistant = message.__typename === 'AssistantMessage' ? message : null;
  return (
    <article class={`message role-${role.toLowerCase()}`} data-testid="message" data-role={role} data-entry-id={entry.entryId}>
      <header class="message-header">
        <span class="role">{label}</span>
        <span class="muted small" title={new Date(message.timestamp).toISOString()}>
          {clock(message.timestamp)}
        </span>
        {entry.revision > 0 && <span class="tag" title="Edited">rev {entry.revision}</span>}
        {assistant && assistant.stopReason !== 'END' && (
          <span class={`tag${assistant.stopReason === 'ERROR' ? ' tag-danger' : ''}`}>
            {assistant.stopReason.toLowerCase().replace('_', ' ')}
            {assistant.stopReason === 'ERROR' && assistant.errorKind ? `: ${assistant.errorKind.toLowerCase().replaceAll('_', ' ')}` : ''}
          </span>
        )}
        {assistant?.usage && (assistant.usage.input != null || assistant.usage.output != null) && (
          <span class="muted small">
            {assistant.usage.input ?? 0} in / {assistant.usage.output ?? 0} out
          </span>
        )}
        <span class="spacer" />
        {siblings.length > 1 && index >= 0 && (
          <span class="branch-switcher" data-testid="branch-switcher" data-branch-index={index + 1} data-branch-count={siblings.length}>
            <button
              type="button"
              class="icon-button"
              data-testid="branch-prev"
              aria-label="Previous branch"
              disabled={index === 0}
              onClick={() => onSwitchBranch(siblings[index - 1]!.tipEntryId)}
            >
              ‹
            </button>
            <span class="small">
              {index + 1} / {siblings.length}
            </span>
            <button
              type="button"
              class="icon-button"
              data-testid="branch-next"
              aria-label="Next branch"
              disabled={index === siblings.length - 1}
              onClick={() => onSwitchBranch(siblings[index + 1]!.tipEntryId)}
            >
              ›
            </button>
          </span>
        )}
        {/* An edit is a sibling under the same parent; the first message has none to send under. */}
        {role === 'USER' && entry.parentId !== null && editing === null && (
          <button type="button" class="link-button" data-testid="edit-button" title="Edit: send a changed message on a new branch" onClick={() => setEditing(textOf(entry))}>
            Edit
          </button>
        )}
        {answers !== null && (
          <button type="button" class="link-button" data-testid="regenerate-button" title="Answer the message again (a sibling reply)" onClick={() => onRegenerate(answers)}>
            Regenerate
          </button>
        )}
        <button type="button" class="link-button" data-testid="fork-button" title="Copy the conversation up to here into a new session" onClick={() => onFork(entry.entryId)}>
          Fork
        </button>
      </header>
      {editing === null ? (
        <Blocks blocks={message.content} api={api} resultsByCall={results} />
      ) : (
        <form
          class="edit-form"
          data-testid="edit-form"
          onSubmit={async (event) => {
            event.preventDefault();
            if (editing.trim() === '' || entry.parentId === null) return;
            if (await onEdit(entry.parentId, editing)) setEditing(null);
          }}
        >
          <textarea data-testid="edit-input" value={editing} onInput={(e) => setEditing((e.target as HTMLTextAreaElement).value)} rows={3} />
          <div class="edit-actions">
            <button type="submit" class="button" data-testid="edit-save">
              Send as a new branch
            </button>
            <button type="button" class="button ghost" data-testid="edit-cancel" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

const TURN_LABEL: Record<ReturnType<typeof turnPhase>['phase'], string> = {
  waiting: 'waiting',
  claimed: 'claimed',
  writing: 'writing…',
  succeeded: 'reply',
  failed: 'failed',
  cancelled: 'interrupted',
};

/** Where an open request stands, in words: nobody has it yet, a worker has it, or (nothing to add) it is being written. */
function PhaseLine({ turn, phase, worker, lapsed }: { turn: Turn } & ReturnType<typeof turnPhase>) {
  if (phase === 'waiting') {
    return (
      <p class="turn-status" data-testid="turn-status">
        {lapsed ? `${worker}'s claim lapsed — ` : ''}waiting for a model worker to claim request #{turn.requestOffset} — start one with{' '}
        <code>npm run worker</code>
      </p>
    );
  }
  if (phase === 'claimed') {
    return (
      <p class="turn-status" data-testid="turn-status">
        claimed by <code>{worker}</code> — waiting for its first words
      </p>
    );
  }
  return null;
}

function TurnView({ turn, openRequest }: { turn: Turn; openRequest: ContextSnapshot['openRequest'] }) {
  const detail = turnPhase(turn, openRequest, Date.now());
  return (
    <article
      class={`message role-assistant turn turn-${turn.state} phase-${detail.phase}`}
      data-testid="streaming-reply"
      data-state={turn.state}
      data-phase={detail.phase}
      data-request-offset={turn.requestOffset}
    >
      <header class="message-header">
        <span class="role">Assistant</span>
        <span class="tag">{TURN_LABEL[detail.phase]}</span>
        <span class="muted small">request #{turn.requestOffset}</span>
        {turn.attempt > 1 && <span class="muted small">attempt {turn.attempt}</span>}
        {turn.triggerEntryId !== undefined && turn.state !== 'streaming' && turn.state !== 'failed' && (
          <span class="muted small" data-testid="reply-elsewhere">
            kept on its own branch (use the branch switcher)
          </span>
        )}
      </header>
      <PhaseLine turn={turn} {...detail} />
      {(turn.text !== '' || detail.phase === 'writing') && (
        <div class="block text" data-testid="reply-text">
          {turn.text}
          {detail.phase === 'writing' && <span class="caret" aria-hidden="true" />}
        </div>
      )}
      {turn.detail && (
        <p class="turn-detail">{turn.state === 'failed' ? `Error: ${turn.detail}` : turn.detail.toLowerCase().replaceAll('_', ' ')}</p>
      )}
    </article>
  );
}

/** A turn's failed attempts in one card, each with its reason, and how it ended. */
function FailureCard({ failures, context }: { failures: FailedAttempts; context: ContextSnapshot | null }) {
  const outcome = failureOutcome(failures, context);
  const { attempts } = failures;
  const first = attempts[0]!;
  const last = attempts.at(-1)!;
  const requests = attempts.length > 1 ? `requests #${first.requestOffset}–#${last.requestOffset}` : `request #${first.requestOffset}`;
  return (
    <article class="message role-assistant turn turn-failed" data-testid="failure-card" data-outcome={outcome} data-request-offset={first.requestOffset}>
      <header class="message-header">
        <span class="role">Assistant</span>
        <span class="tag tag-danger">{attempts.length > 1 ? `${attempts.length} attempts failed` : 'failed'}</span>
        <span class="muted small">{requests}</span>
      </header>
      <ol class="attempts">
        {attempts.map((a) => (
          <li key={a.requestOffset} data-testid="failure-attempt">
            <span class="attempt-line">
              attempt {a.attempt} failed: <span class="attempt-reason">{a.detail ?? 'no reason given'}</span>
            </span>{' '}
            <span class="muted small">
              #{a.requestOffset} · {clock(a.requestedAt)}
            </span>
            {a.text && <div class="attempt-partial muted">{a.text}</div>}
          </li>
        ))}
      </ol>
      <p class={`failure-outcome outcome-${outcome}`} data-testid="failure-outcome">
        {outcome === 'gave-up' && `gave up after ${count(last.attempt, 'attempt')} — no retry is left; send a message to try again`}
        {outcome === 'retrying' &&
          `retrying${context?.nextRequestAt != null ? ` at ${clock(context.nextRequestAt)}` : ''} (attempt ${last.attempt + 1})`}
        {outcome === 'retried' && `retried: attempt ${last.attempt + 1} follows`}
        {outcome === 'pending' && 'checking whether the service retries…'}
      </p>
    </article>
  );
}
