// Text the service can store. Postgres text and jsonb cannot hold NUL (U+0000), and a lone
// UTF-16 surrogate is not a character (UTF-8 cannot encode it): the service refuses both.
// A model or provider that sends them must not fail the turn on every retry, so the worker
// replaces each with U+FFFD (the replacement character) before anything leaves it.

const REPLACEMENT = '\ufffd';
/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function storableText(text: string): string {
  return text.replace(UNSTORABLE, REPLACEMENT);
}

/** Bytes of `text` in UTF-8 (what the service's MAX_TEXT_BYTES counts). */
const utf8Bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** The longest prefix of well-formed `text` that is at most `maxBytes` in UTF-8, never splitting a character. */
function prefixWithinBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    const size = point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += char.length;
  }
  return text.slice(0, end);
}

/** `text` cut to at most `maxChars` UTF-16 units (never inside a surrogate pair), marked with "…" when cut. */
export function clipped(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  let end = Math.max(0, maxChars - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/**
 * A model's answer as it streams, kept within `maxBytes` of UTF-8 (the service's text limit):
 * each delta is made storable and cut where the limit falls, and `full` says to stop reading.
 * A high surrogate at the end of a delta waits for the next one, which may complete the pair.
 */
export class AnswerText {
  private readonly parts: string[] = [];
  private bytes = 0;
  private pendingHigh = '';
  /** The limit was reached: later deltas are dropped. */
  full = false;

  constructor(private readonly maxBytes: number) {}

  /** Adds a delta; returns the part of it to forward now (storable, within the limit; may be ''). */
  push(delta: string): string {
    if (this.full) return '';
    let text = this.pendingHigh + delta;
    this.pendingHigh = '';
    const last = text.charCodeAt(text.length - 1);
    if (last >= 0xd800 && last <= 0xdbff) {
      this.pendingHigh = text.slice(-1);
      text = text.slice(0, -1);
    }
    return this.append(storableText(text));
  }

  /** The stream ended: a high surrogate still waiting is a lone one. Returns what to forward. */
  end(): string {
    const waiting = this.pendingHigh;
    this.pendingHigh = '';
    return waiting && !this.full ? this.append(storableText(waiting)) : '';
  }

  get text(): string {
    return this.parts.join('');
  }

  private append(text: string): string {
    if (text === '') return '';
    const size = utf8Bytes(text);
    const fitting = this.bytes + size <= this.maxBytes ? text : prefixWithinBytes(text, this.maxBytes - this.bytes);
    if (fitting.length < text.length) this.full = true;
    this.parts.push(fitting);
    this.bytes += fitting === text ? size : utf8Bytes(fitting);
    return fitting;
  }
}
