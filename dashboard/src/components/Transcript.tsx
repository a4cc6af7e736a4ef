// The active path, oldest at the top: the newest page first, older pages as one scrolls up
// (one page at a time, keeping the reading position), live appends at the bottom (followed
// when already at the bottom), and the model's reply streaming in until it settles.
import { memo } from 'preact/compat';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import type { Api } from '../api.js';
import { clock, ROLE_LABEL } from '../format.js';
import type { SessionViewState } from '../session-controller.js';
import { timeline, type Turn } from '../transcript-model.js';
import type { Entry } from '../types.js';
import { Blocks } from './Blocks.js';

interface Props {
  state: SessionViewState;
  api: Api;
  onLoadOlder(): void;
  onSwitchBranch(entryId: string): void;
  onFork(entryId: string): void;
}

/** Within this many pixels of the top, the previous page is read. */
const LOAD_MARGIN = 400;

export function Transcript({ state, api, onLoadOlder, onSwitchBranch, onFork }: Props) {
  const { entries, hasPrevious } = state.transcript;
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const previous = useRef<{ first: string | null; height: number }>({ first: null, height: 0 });

  const items = useMemo(() => timeline(entries, state.turns), [entries, state.turns]);
  // Function results are shown under the call they answer when that call is on screen.
  const resultsByCall = useMemo(() => {
    const calls = new Set<string>();
    for (const e of entries) for (const b of e.message?.content ?? []) if (b.__typename === 'FunctionCallBlock') calls.add(b.callId);
    const map = new Map<string, Entry>();
    for (const e of entries) if (e.message?.role === 'FUNCTION_RESULT' && e.message.functionCallId && calls.has(e.message.functionCallId)) map.set(e.message.functionCallId, e);
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
            <TurnView key={`turn-${item.turn.requestOffset}`} turn={item.turn} />
          ) : nested.has(item.entry.entryId) ? null : (
            <MessageView
              key={item.entry.entryId}
              entry={item.entry}
              api={api}
              results={resultsOf(item.entry, resultsByCall)}
              onSwitchBranch={onSwitchBranch}
              onFork={onFork}
            />
          ),
        )}
      </div>
    </div>
  );
}

/** The function result entries answering this message's calls (shown under each call). */
function resultsOf(entry: Entry, resultsByCall: Map<string, Entry>): Map<string, Entry> {
  const results = new Map<string, Entry>();
  for (const b of entry.message?.content ?? []) {
    const result = b.__typename === 'FunctionCallBlock' ? resultsByCall.get(b.callId) : undefined;
    if (result && b.__typename === 'FunctionCallBlock') results.set(b.callId, result);
  }
  return results;
}

interface MessageProps {
  entry: Entry;
  api: Api;
  results: Map<string, Entry>;
  onSwitchBranch(entryId: string): void;
  onFork(entryId: string): void;
}

const sameResults = (a: Map<string, Entry>, b: Map<string, Entry>) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/** Entries are immutable: a message renders again only when it, or its results change (long transcripts stay fast). */
const MessageView = memo(
  MessageBody,
  (prev: MessageProps, next: MessageProps) => prev.entry === next.entry && sameResults(prev.results, next.results),
);

function MessageBody({ entry, api, results, onSwitchBranch, onFork }: MessageProps) {
  const message = entry.message!;
  const role = message.role;
  const siblings = entry.siblings ?? [];
  const index = siblings.findIndex((s) => s.entryId === entry.entryId);
  const label = role === 'CUSTOM' && message.customType ? `Custom · ${message.customType}` : role === 'FUNCTION_RESULT' ? `Result of ${message.functionId}` : ROLE_LABEL[role];
  return (
    <article class={`message role-${role.toLowerCase()}`} data-testid="message" data-role={role} data-entry-id={entry.entryId}>
      <header class="message-header">
        <span class="role">{label}</span>
        <span class="muted small" title={new Date(message.timestamp).toISOString()}>
          {clock(message.timestamp)}
        </span>
        {entry.revision > 0 && <span class="tag" title="Edited">rev {entry.revision}</span>}
        {message.stopReason && message.stopReason !== 'END' && <span class="tag">{message.stopReason.toLowerCase().replace('_', ' ')}</span>}
        {message.usage && (message.usage.input != null || message.usage.output != null) && (
          <span class="muted small">
            {message.usage.input ?? 0} in / {message.usage.output ?? 0} out
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
        <button type="button" class="link-button" data-testid="fork-button" title="Copy the conversation up to here into a new session" onClick={() => onFork(entry.entryId)}>
          Fork
        </button>
      </header>
      <Blocks blocks={message.content} api={api} resultsByCall={results} />
    </article>
  );
}

const TURN_LABEL: Record<Turn['state'], string> = {
  streaming: 'writing…',
  succeeded: 'reply',
  failed: 'failed',
  cancelled: 'interrupted',
};

function TurnView({ turn }: { turn: Turn }) {
  return (
    <article
      class={`message role-assistant turn turn-${turn.state}`}
      data-testid="streaming-reply"
      data-state={turn.state}
      data-request-offset={turn.requestOffset}
    >
      <header class="message-header">
        <span class="role">Assistant</span>
        <span class="tag">{TURN_LABEL[turn.state]}</span>
        <span class="muted small">request #{turn.requestOffset}</span>
      </header>
      <div class="block text" data-testid="reply-text">
        {turn.text}
        {turn.state === 'streaming' && <span class="caret" aria-hidden="true" />}
      </div>
      {turn.detail && <p class="turn-detail">{turn.state === 'failed' ? `Error: ${turn.detail} (the service retries failed requests)` : turn.detail.toLowerCase().replaceAll('_', ' ')}</p>}
    </article>
  );
}
