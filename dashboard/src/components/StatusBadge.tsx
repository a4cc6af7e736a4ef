import { STATUS_LABEL } from '../format.js';
import type { SessionStatus } from '../types.js';

export function StatusBadge({ status, reason }: { status: SessionStatus; reason?: string | null }) {
  return (
    <span class={`badge status-${status.toLowerCase()}`} data-testid="session-status" data-status={status} title={reason ?? undefined}>
      {STATUS_LABEL[status] ?? status}
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
