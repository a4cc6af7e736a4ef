// What the model sees: the context items (role, actor, key), the prompt exactly as the model
// receives it (roles after the trust boundary), and the open request with its claim.
import { Fragment } from 'preact';
import { useState } from 'preact/hooks';
import { clock, ROLE_LABEL } from '../format.js';
import type { Actor, ContextItem, ContextSnapshot, PromptMessage } from '../types.js';

type Tab = 'items' | 'prompt' | 'request';

export function actorLabel(actor: Actor | null): string {
  if (!actor) return 'platform';
  switch (actor.__typename) {
    case 'UserActor':
      return `user (${actor.origin.toLowerCase()})`;
    case 'AgentActor':
      return `agent ${actor.path}`;
    case 'ScriptActor':
      return `script ${actor.executionId}`;
    case 'IntegrationActor':
      return `integration ${actor.name}`;
    case 'SlackActor':
      return `slack ${actor.userId ?? actor.botName ?? ''}`.trim();
    case 'TelegramActor':
      return `telegram ${actor.username ?? actor.userId ?? ''}`.trim();
    case 'EmailActor':
      return `email ${actor.senderName ?? actor.address ?? ''}`.trim();
    case 'GithubActor':
      return `github ${actor.login ?? ''}`.trim();
  }
}

export function ContextPanel({ context }: { context: ContextSnapshot | null }) {
  const [tab, setTab] = useState<Tab>('items');
  return (
    <aside class="context-panel" data-testid="context-panel">
      <nav class="tabs" role="tablist">
        {(
          [
            ['items', `Context${context ? ` (${context.items.length})` : ''}`],
            ['prompt', 'Prompt'],
            ['request', context?.openRequest ? 'Request ●' : 'Request'],
          ] as [Tab, string][]
        ).map(([id, label]) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} class={`tab${tab === id ? ' active' : ''}`} data-testid={`context-tab-${id}`} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </nav>
      <div class="tab-body">
        {!context ? (
          <p class="muted">Loading…</p>
        ) : tab === 'items' ? (
          <Items items={context.items} />
        ) : tab === 'prompt' ? (
          <Prompt prompt={context.prompt} />
        ) : (
          <Request context={context} />
        )}
      </div>
    </aside>
  );
}

function Items({ items }: { items: ContextItem[] }) {
  if (!items.length) return <p class="muted">No context items yet. Sending a message adds one.</p>;
  return (
    <ol class="context-items" data-testid="context-items">
      {items.map((item) => (
        <li key={item.offset} class="context-item" data-testid="context-item" data-role={item.role}>
          <div class="context-item-head">
            <span class={`role-chip chip-${item.role.toLowerCase()}`}>{ROLE_LABEL[item.role]}</span>
            <span class="muted small">#{item.offset}</span>
            <span class="small">{actorLabel(item.actor)}</span>
            {item.key && <code class="small">key {item.key}</code>}
            {item.compaction && <span class="tag">summary ≤ #{item.compaction.replacesHistoryThrough}</span>}
            {item.llmRequestOffset != null && <span class="tag">reply to #{item.llmRequestOffset}</span>}
          </div>
          <Clipped text={item.content} />
        </li>
      ))}
    </ol>
  );
}

function Prompt({ prompt }: { prompt: PromptMessage[] }) {
  if (!prompt.length) return <p class="muted">The prompt is empty.</p>;
  return (
    <ol class="context-items" data-testid="prompt">
      {prompt.map((m) => (
        <li key={m.offset} class="context-item" data-testid="prompt-message" data-role={m.role}>
          <div class="context-item-head">
            <span class={`role-chip chip-${m.role.toLowerCase()}`}>{ROLE_LABEL[m.role]}</span>
            <span class="muted small">from #{m.offset}</span>
          </div>
          <Clipped text={m.content} />
        </li>
      ))}
    </ol>
  );
}

function Request({ context }: { context: ContextSnapshot }) {
  const open = context.openRequest;
  const rows: [string, string][] = [
    ['Last request', context.lastRequestOffset != null ? `#${context.lastRequestOffset}` : '—'],
    ['Waiting trigger', context.pendingTriggerOffset != null ? `#${context.pendingTriggerOffset}` : '—'],
    ['Next request at', context.nextRequestAt != null ? clock(context.nextRequestAt) : '—'],
    ['Failed attempts', String(context.failedAttempts)],
  ];
  return (
    <div data-testid="open-request">
      {open ? (
        <div class="request-card" data-testid="request-card" data-offset={open.offset}>
          <h3>Open request #{open.offset}</h3>
          <dl class="facts">
            <dt>Requested</dt>
            <dd>{clock(open.requestedAt)}</dd>
            <dt>Expires</dt>
            <dd>{clock(open.expiresAt)}</dd>
            <dt>Claimed by</dt>
            <dd data-testid="claimed-by">{open.claimedBy ?? 'nobody yet'}</dd>
            <dt>Claim until</dt>
            <dd>{open.claimExpiresAt != null ? clock(open.claimExpiresAt) : '—'}</dd>
          </dl>
          {open.prompt && <p class="muted small">Its prompt has {open.prompt.length} messages (see Prompt for the current one).</p>}
        </div>
      ) : (
        <p class="muted">No request is open.</p>
      )}
      <dl class="facts">
        {rows.map(([k, v]) => (
          <Fragment key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

function Clipped({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > 400;
  return (
    <div class="context-text">
      {long && !open ? `${text.slice(0, 400)}…` : text}
      {long && (
        <button type="button" class="link-button small" onClick={() => setOpen(!open)}>
          {open ? 'Show less' : 'Show all'}
        </button>
      )}
    </div>
  );
}
