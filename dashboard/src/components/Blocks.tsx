// Content blocks by kind: text, thinking (collapsed), function calls with their arguments and
// results, function result blocks, images (inline or attachments) and files.
import { useEffect, useState } from 'preact/hooks';
import type { Api } from '../api.js';
import { safeBlobType } from '../blob-type.js';
import { bytes, json } from '../format.js';
import type { Attachment, ContentBlock, FunctionResultEntry } from '../types.js';

interface Props {
  blocks: ContentBlock[];
  api: Api;
  /** Function result entries by the call id they answer, shown under their call. */
  resultsByCall?: Map<string, FunctionResultEntry>;
}

export function Blocks({ blocks, api, resultsByCall }: Props) {
  return (
    <div class="blocks">
      {blocks.map((block, i) => (
        <Block key={i} block={block} api={api} resultsByCall={resultsByCall} />
      ))}
    </div>
  );
}

function Block({ block, api, resultsByCall }: { block: ContentBlock; api: Api; resultsByCall?: Map<string, FunctionResultEntry> }) {
  switch (block.__typename) {
    case 'TextBlock':
      return (
        <div class="block text" data-testid="text-block">
          {block.text}
        </div>
      );
    case 'ThinkingBlock':
      return (
        <details class="block thinking" data-testid="thinking-block">
          <summary>Thinking</summary>
          <div class="thinking-text">{block.text}</div>
        </details>
      );
    case 'FunctionCallBlock': {
      const result = resultsByCall?.get(block.callId);
      return (
        <div class="block call" data-testid="function-call" data-call-id={block.callId}>
          <div class="call-head">
            <span class="call-icon" aria-hidden="true">ƒ</span>
            <code class="call-name">{block.functionId}</code>
            <span class="muted small">{block.callId}</span>
          </div>
          <pre class="code">{json(block.arguments)}</pre>
          {result ? (
            <div class="call-result" data-testid="function-result">
              <div class="call-result-label">Result</div>
              <Blocks blocks={result.message.content} api={api} />
              {result.message.details != null && (
                <details class="details">
                  <summary>Details</summary>
                  <pre class="code">{json(result.message.details)}</pre>
                </details>
              )}
            </div>
          ) : (
            <div class="muted small call-pending">No result on this path yet.</div>
          )}
        </div>
      );
    }
    case 'FunctionResultBlock':
      return (
        <div class="block call-result" data-testid="function-result-block">
          <div class="call-result-label">Result of {block.functionCallId}</div>
          <pre class="code">{json(block.content.length === 1 ? block.content[0] : block.content)}</pre>
        </div>
      );
    case 'ImageBlock':
      if (block.data) return <img class="block image" data-testid="image-block" alt="Image" src={`data:${safeBlobType(block.mime)};base64,${block.data}`} />;
      if (block.imageAttachment) return <AttachmentImage attachment={block.imageAttachment} api={api} />;
      return <div class="block muted">Image ({block.mime})</div>;
    case 'FileBlock':
      return <FileChip attachment={block.attachment} api={api} />;
    default:
      return null;
  }
}

/** The bytes are fetched with the token and shown from a blob: URL. */
function useBlobUrl(api: Api, url: string, enabled: boolean): { src: string | null; error: string | null } {
  const [state, setState] = useState<{ src: string | null; error: string | null }>({ src: null, error: null });
  useEffect(() => {
    if (!enabled) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    api
      .fetchBlob(url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, error: null });
      })
      .catch((error: Error) => !cancelled && setState({ src: null, error: error.message }));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url, enabled]);
  return state;
}

function AttachmentImage({ attachment, api }: { attachment: Attachment; api: Api }) {
  const { src, error } = useBlobUrl(api, attachment.url, true);
  if (error) return <div class="block muted">{attachment.filename}: {error}</div>;
  return src ? <img class="block image" data-testid="image-block" alt={attachment.filename} src={src} /> : <div class="block image-placeholder">Loading {attachment.filename}…</div>;
}

function FileChip({ attachment, api }: { attachment: Attachment; api: Api }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await api.fetchBlob(attachment.url);
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = attachment.filename;
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="block file" data-testid="file-block">
      <span class="file-icon" aria-hidden="true">
        ⎙
      </span>
      <span class="file-name">{attachment.filename}</span>
      <span class="muted small">
        {attachment.mime} · {bytes(attachment.size)}
      </span>
      <button type="button" class="link-button" disabled={busy} onClick={() => void download()}>
        {busy ? 'Downloading…' : 'Download'}
      </button>
    </div>
  );
}
