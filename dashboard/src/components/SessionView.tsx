// One open session: its header (title, status control, usage), the transcript with the
// composer, and the context panel. State lives in a SessionController; this renders it.
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { count, dateTime } from '../format.js';
import { SessionController } from '../session-controller.js';
import { sessionBadge, type Badge } from '../turn-status.js';
import type { SessionStatus, SessionUsage } from '../types.js';
import { NotifyContext } from './App.js';
import { Composer } from './Composer.js';
import { ContextPanel } from './ContextPanel.js';
import { StatusBadge, StatusReason } from './StatusBadge.js';
import { Transcript } from './Transcript.js';

interface Props {
  api: Api;
  sessionId: string;
  onOpen(id: string | null): void;
}

export function SessionView({ api, sessionId, onOpen }: Props) {
  const notify = useContext(NotifyContext);
  const controller = useMemo(() => new SessionController(api, sessionId, notify), [api, sessionId]);
  const [, setVersion] = useState(0);
  // Narrow windows show the transcript or the context panel, not both.
  const [showContext, setShowContext] = useState(false);
  useEffect(() => {
    const off = controller.subscribe(() => setVersion((v) => v + 1));
    void controller.start();
    return () => {
      off();
      controller.stop();
    };
  }, [controller]);

  const { status, session, usage } = controller.state;
  if (status === 'loading') return <div class="session-loading">Loading session…</div>;
  if (status === 'failed') {
    return (
      <div class="empty-state" data-testid="session-failed">
        <h2>The session could not be opened</h2>
        <p>{controller.state.error}</p>
        <button type="button" class="button" onClick={() => void controller.start()}>
          Try again
        </button>
      </div>
    );
  }
  if (status === 'missing' || status === 'deleted' || !session) {
    return (
      <div class="empty-state" data-testid="session-missing">
        <h2>{status === 'deleted' ? 'This session was deleted' : 'Session not found'}</h2>
        <p>
          {status === 'deleted'
            ? 'It was deleted while open here. Forks of it are kept.'
            : `No session “${sessionId}” exists, or it belongs to someone else.`}
        </p>
        <button type="button" class="button" onClick={() => onOpen(null)}>
          Back to the list
        </button>
      </div>
    );
  }

  const badge = sessionBadge(session.status, session.statusReason, controller.state.turns, controller.state.context, Date.now());
  return (
    <div class="session-view" data-testid="session-view" data-session-id={session.id}>
      <header class="session-header">
        <div class="session-heading">
          <div class="heading-row">
            <button type="button" class="button ghost small narrow-only" data-testid="back-to-list" onClick={() => onOpen(null)}>
              ‹ Sessions
            </button>
            <h1 data-testid="session-heading">{session.title || 'Untitled'}</h1>
          </div>
          <div class="session-sub">
            <code class="id" title="Session id">
              {session.id}
            </code>
            <span>{count(session.messageCount, 'message')}</span>
            <span>created {dateTime(session.createdAt)}</span>
            {session.forkedFrom && (
              <a
                href={`/dashboard/sessions/${encodeURIComponent(session.forkedFrom)}`}
                data-testid="forked-from"
                onClick={(e) => (e.preventDefault(), onOpen(session.forkedFrom))}
              >
                forked from {session.forkedFrom}
              </a>
            )}
            {Object.keys(session.metadata).length > 0 && <code class="meta">{JSON.stringify(session.metadata)}</code>}
          </div>
          {session.status === 'ERROR' && session.statusReason && (
            <p class="status-reason-line">
              Error: <StatusReason status={session.status} reason={session.statusReason} />
            </p>
          )}
        </div>
        <div class="session-actions">
          <StatusControl
            status={session.status}
            reason={session.statusReason}
            badge={badge}
            onChange={(next, reason) => void controller.setStatus(next, reason)}
          />
          <button
            type="button"
            class="button ghost small narrow-only"
            data-testid="toggle-context"
            aria-pressed={showContext}
            onClick={() => setShowContext(!showContext)}
          >
            {showContext ? 'Transcript' : 'Context'}
          </button>
          <button
            type="button"
            class="button ghost danger"
            data-testid="delete-session"
            onClick={async () => {
              if (!window.confirm(`Delete “${session.title || session.id}” with its transcript and stream? Forks are kept.`)) return;
              if (await controller.remove()) onOpen(null);
            }}
          >
            Delete
          </button>
        </div>
      </header>
      {usage && <UsageBar usage={usage} />}
      <div class={`session-body${showContext ? ' show-context' : ''}`}>
        <section class="transcript-column">
          <Transcript
            state={controller.state}
            api={api}
            onLoadOlder={() => void controller.loadOlder()}
            onSwitchBranch={(entryId) => void controller.switchBranch(entryId)}
            onRegenerate={(entryId) => void controller.regenerate(entryId)}
            onEdit={(parentId, text) => controller.send(text, false, parentId)}
            onFork={async (entryId) => {
              const id = await controller.fork(entryId);
              if (id) onOpen(id);
            }}
          />
          <Composer
            key={session.id}
            initialDraft={session.draft?.text ?? ''}
            streaming={controller.state.turns.some((t) => t.state === 'streaming') || controller.state.context?.openRequest != null}
            onSend={(text, interrupt) => controller.send(text, interrupt)}
            onDraft={(text) => void controller.saveDraft(text)}
          />
        </section>
        <ContextPanel context={controller.state.context} />
      </div>
    </div>
  );
}

function StatusControl({
  status,
  reason,
  badge,
  onChange,
}: {
  status: SessionStatus;
  reason: string | null;
  badge: Badge;
  onChange(status: SessionStatus, reason: string | null): void;
}) {
  const [askReason, setAskReason] = useState(false);
  const [reasonText, setReasonText] = useState('');
  const options: SessionStatus[] = ['IDLE', 'WORKING', 'WAITING', 'DONE', 'ERROR'];
  return (
    <div class="status-control">
      <StatusBadge status={status} reason={reason} badge={badge} />
      <select
        class="input"
        data-testid="status-select"
        aria-label="Change status"
        value={askReason ? 'ERROR' : ''}
        onChange={(e) => {
          const next = e.currentTarget.value as SessionStatus | '';
          if (next === '') return;
          if (next === 'ERROR') return setAskReason(true);
          setAskReason(false);
          onChange(next, null);
          e.currentTarget.value = '';
        }}
      >
        <option value="">Change status…</option>
        {options
          .filter((s) => s !== status)
          .map((s) => (
            <option key={s} value={s}>
              {s.charAt(0) + s.slice(1).toLowerCase()}
            </option>
          ))}
      </select>
      {askReason && (
        <form
          class="reason-form"
          onSubmit={(e) => {
            e.preventDefault();
            onChange('ERROR', reasonText.trim() || null);
            setAskReason(false);
            setReasonText('');
          }}
        >
          <input class="input" data-testid="status-reason" placeholder="Reason (optional)" value={reasonText} onInput={(e) => setReasonText(e.currentTarget.value)} />
          <button type="submit" class="button">
            Set error
          </button>
        </form>
      )}
    </div>
  );
}

function UsageBar({ usage }: { usage: SessionUsage }) {
  const cells: [string, number][] = [
    ['input tokens', usage.inputTokens],
    ['output tokens', usage.outputTokens],
    ['cached input', usage.cachedInputTokens],
    ['reasoning', usage.reasoningOutputTokens],
    ['requests', usage.requests],
    ['failed', usage.failedRequests],
  ];
  return (
    <div class="usage" data-testid="usage">
      {cells.map(([label, value]) => (
        <div class="usage-cell" key={label}>
          <span class="usage-value">{value.toLocaleString('en')}</span>
          <span class="usage-label">{label}</span>
        </div>
      ))}
    </div>
  );
}
