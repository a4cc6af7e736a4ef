// Coalesces the frames one WebSocket sends within one turn of the event loop into a single
// write: a replay or a burst of events then costs one syscall per turn, not one per event.
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

export function batchWrites(ws: WebSocket): void {
  const raw = (ws as unknown as { _socket?: Socket })._socket;
  if (!raw || typeof raw.cork !== 'function') return;
  const send = ws.send.bind(ws);
  let corked = false;
  ws.send = ((...args: Parameters<WebSocket['send']>) => {
    if (!corked && !raw.destroyed) {
      corked = true;
      raw.cork();
      setImmediate(() => {
        corked = false;
        raw.uncork();
      });
    }
    return send(...args);
  }) as WebSocket['send'];
}
