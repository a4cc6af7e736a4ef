// Forwards streamed text to appendLlmResponseChunk in order, one mutation in flight at a
// time: deltas that arrive meanwhile are joined into the next chunk, so a fast model costs
// few round trips and subscribers never see chunks out of order.
import type { Client } from '@agent-conversations/client';
import { retrying } from './service-calls.js';

export interface ChunkTarget {
  sessionId: string;
  requestOffset: number;
  workerId: string;
}

export class ChunkSender {
  private pending = '';
  private inFlight: Promise<void> | null = null;
  private sequence: number;
  /** Chunk mutations sent. */
  sent = 0;

  constructor(
    private readonly client: Client,
    private readonly target: ChunkTarget,
    firstSequence: number,
    private readonly signal: AbortSignal,
    /** The service refused a chunk: the request is no longer open. */
    private readonly onRefused: () => void,
  ) {
    this.sequence = firstSequence;
  }

  push(delta: string): void {
    this.pending += delta;
    this.inFlight ??= this.pump();
  }

  /** Resolves when everything pushed so far was sent (or sending stopped). */
  async flush(): Promise<void> {
    while (this.inFlight) await this.inFlight;
  }

  private async pump(): Promise<void> {
    try {
      while (this.pending !== '' && !this.signal.aborted) {
        const chunk = this.pending;
        this.pending = '';
        const accepted = await retrying(() => this.client.appendLlmResponseChunk({ ...this.target, sequence: this.sequence, chunk }), this.signal);
        this.sequence += 1;
        this.sent += 1;
        if (!accepted) {
          this.onRefused();
          return;
        }
      }
    } catch {
      // The service stayed unreachable: live chunks are best effort, the settlement carries the text.
    } finally {
      this.inFlight = null;
    }
  }
}
