// Fewer syscalls for WebSocket bursts (a replay, a fan-out): frames sent within one turn of
// the event loop are coalesced into one write. graphql-ws waits for each frame's write
// callback before sending the next, so while the socket's buffer is small the callback is
// answered at once (the frame is queued, in order); past the high-water mark it waits for
// the real flush, which keeps the back-pressure that bounds a slow client's memory.
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

const HIGH_WATER_BYTES = 1024 * 1024;

type SendCallback = (error?: Error) => void;

export function batchWrites(ws: WebSocket): void {
  const raw = (ws as unknown as { _socket?: Socket })._socket;
  if (!raw || typeof raw.cork !== 'function') return;
  const send = ws.send.bind(ws) as (data: unknown, options: object, cb?: SendCallback) => void;
  // The first frame of a turn goes out at once (a fan-out sends one frame per socket per event
  // and must not wait); only a second frame in the same turn corks the socket until the next one.
  let sentThisTurn = false;
  let corked = false;
  const endTurn = () => {
    sentThisTurn = false;
    if (corked) {
      corked = false;
      raw.uncork();
    }
  };
  ws.send = ((data: unknown, optionsOrCb?: object | SendCallback, maybeCb?: SendCallback) => {
    const cb = typeof optionsOrCb === 'function' ? (optionsOrCb as SendCallback) : maybeCb;
    const options = typeof optionsOrCb === 'object' && optionsOrCb !== null ? optionsOrCb : {};
    if (!sentThisTurn) {
      sentThisTurn = true;
      setImmediate(endTurn);
    } else if (!corked && !raw.destroyed) {
      corked = true;
      raw.cork();
    }
    if (cb && ws.bufferedAmount < HIGH_WATER_BYTES && ws.readyState === ws.OPEN) {
      send(data, options);
      queueMicrotask(() => cb());
    } else {
      send(data, options, cb);
    }
  }) as WebSocket['send'];
}
