// Types a user message. Sending shows it in the transcript (a user message) and hands it to the
// turn loop (a user context item); "Interrupt" cancels a reply still streaming
// (INTERRUPT_CURRENT_REQUEST) instead of waiting for it. With drafts on the server, unsent
// text is saved on the session.
import { useEffect, useRef, useState } from 'preact/hooks';

interface Props {
  initialDraft: string;
  /** A reply is being written: offer to interrupt it. */
  streaming: boolean;
  onSend(text: string, interrupt: boolean): Promise<boolean>;
  onDraft(text: string): void;
}

export function Composer({ initialDraft, streaming, onSend, onDraft }: Props) {
  const [text, setText] = useState(initialDraft);
  const [interrupt, setInterrupt] = useState(false);
  const [sending, setSending] = useState(false);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const saved = useRef(initialDraft);

  useEffect(() => () => void (draftTimer.current && clearTimeout(draftTimer.current)), []);

  const scheduleDraft = (value: string) => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      if (value !== saved.current) {
        saved.current = value;
        onDraft(value);
      }
    }, 800);
  };

  const send = async () => {
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    const ok = await onSend(message, interrupt);
    setSending(false);
    if (ok) {
      setText('');
      // Interrupting is a choice for one message: the next one waits its turn unless ticked again.
      setInterrupt(false);
      if (draftTimer.current) clearTimeout(draftTimer.current);
      if (saved.current !== '') {
        saved.current = '';
        onDraft('');
      }
    }
  };

  return (
    <form
      class="composer"
      data-testid="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <textarea
        class="input composer-input"
        data-testid="composer-input"
        rows={2}
        placeholder="Write a message… (Enter sends, Shift+Enter for a new line)"
        value={text}
        onInput={(e) => {
          setText(e.currentTarget.value);
          scheduleDraft(e.currentTarget.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <div class="composer-actions">
        <label class={`check${streaming ? '' : ' muted'}`} title="Cancel the reply being written and answer this message instead">
          <input type="checkbox" data-testid="interrupt-checkbox" checked={interrupt} onChange={(e) => setInterrupt(e.currentTarget.checked)} />
          Interrupt the current reply
        </label>
        <button type="submit" class="button primary" data-testid="send-button" disabled={sending || !text.trim()}>
          {sending ? 'Sending…' : 'Send'}
        </button>
      </div>
    </form>
  );
}
