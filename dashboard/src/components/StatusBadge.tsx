import { STATUS_LABEL } from '../format.js';
import type { Badge } from '../turn-status.js';
import type { SessionStatus } from '../types.js';

/** A session's stored status, or (`badge`) what the turn loop is doing while a request is open. */
export function StatusBadge({ status, reason, badge }: { status: SessionStatus; reason?: string | null; badge?: Badge }) {
  const label = badge?.label ?? STATUS_LABEL[status] ?? status;
  const tone = badge?.tone ?? status;
  return (
    <span
      class={`badge status-${tone.toLowerCase()}`}
      data-testid="session-status"
      data-status={status}
      data-activity={badge?.activity ?? undefined}
      title={badge?.title ?? reason ?? undefined}
    >
      {label}
    </span>
  );
}

/** Why a session is in ERROR, as text (a tooltip alone is missed, and unreachable by touch). */
export function StatusReason({ status, reason, compact = false }: { status: SessionStatus; reason: string | null; compact?: boolean }) {
  if (status !== 'ERROR' || !reason) return null;
  return (
    <span class={`status-reason${compact ? ' compact' : ''}`} data-testid="status-reason-text" title={reason}>
      {reason}
    </span>
  );
}

/** Text with the search service's «matched» words highlighted. */
export function Marked({ text }: { text: string }) {
  const parts = text.split(/(«[^»]*»)/g);
  return (
    <>
      {parts.map((part, i) => (part.startsWith('«') && part.endsWith('»') ? <mark key={i}>{part.slice(1, -1)}</mark> : part))}
    </>
  );
}
