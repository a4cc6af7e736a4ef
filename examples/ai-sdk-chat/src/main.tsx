// A chat screen on `useChat` whose backend is the service: the session in `?session=` is the
// chat id, its active path the initial messages, and a reload in the middle of a reply resumes
// it (`resume: true` → the transport's reconnectToStream).
import { useChat } from '@ai-sdk/react';
import { createClient } from '@agent-conversations/client';
import { loadUIMessages, ServiceChatTransport, type ServiceUIMessage } from '@agent-conversations/client/ai-sdk';
import { useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const client = createClient({ url: new URL('/graphql', location.href).toString() });
const transport = new ServiceChatTransport<ServiceUIMessage>({ client });

async function sessionFromUrl(): Promise<string> {
  const url = new URL(location.href);
  const existing = url.searchParams.get('session');
  if (existing) return existing;
  const session = await client.createSession({ title: 'AI SDK chat' });
  url.searchParams.set('session', session.id);
  history.replaceState(null, '', url);
  return session.id;
}

function Chat({ sessionId, initial }: { sessionId: string; initial: ServiceUIMessage[] }) {
  const { messages, sendMessage, regenerate, stop, status, error } = useChat<ServiceUIMessage>({
    id: sessionId,
    messages: initial,
    transport,
    resume: true,
  });
  const [input, setInput] = useState('');
  const busy = status === 'submitted' || status === 'streaming';
  return (
    <main>
      <ol data-testid="messages">
        {messages.map((m) => (
          <li key={m.id} data-testid="message" data-role={m.role}>
            <b>{m.role}: </b>
            <span data-testid="text">{m.parts.map((p) => (p.type === 'text' ? p.text : '')).join('')}</span>
          </li>
        ))}
      </ol>
      <p data-testid="status" data-status={status}>
        {status}
        {error ? <span data-testid="error"> {error.message}</span> : null}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!input.trim()) return;
          void sendMessage({ text: input });
          setInput('');
        }}
      >
        <input data-testid="input" value={input} onChange={(e) => setInput(e.target.value)} placeholder="Say something" />
        <button data-testid="send" type="submit" disabled={busy}>
          Send
        </button>
        <button data-testid="stop" type="button" disabled={!busy} onClick={() => void stop()}>
          Stop
        </button>
        <button data-testid="regenerate" type="button" disabled={busy || messages.length === 0} onClick={() => void regenerate()}>
          Regenerate
        </button>
      </form>
    </main>
  );
}

function App() {
  const [loaded, setLoaded] = useState<{ sessionId: string; initial: ServiceUIMessage[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    sessionFromUrl()
      .then(async (sessionId) => setLoaded({ sessionId, initial: await loadUIMessages(client, sessionId) }))
      .catch((e: unknown) => setFailure(String(e)));
  }, []);
  const view = useMemo(() => (loaded ? <Chat sessionId={loaded.sessionId} initial={loaded.initial} /> : null), [loaded]);
  if (failure) return <p data-testid="load-error">{failure}</p>;
  return view ?? <p data-testid="loading">Loading…</p>;
}

createRoot(document.getElementById('root')!).render(<App />);
