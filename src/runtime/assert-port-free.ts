// A start on a port another process listens on fails before it opens anything else: above all
// before it opens the embedded database in DATA_DIR, which that other process may be using.
import { createServer } from 'node:net';

class PortInUseError extends Error {}

/** Resolves when host:port can be listened on now (port 0 always can); rejects with PortInUseError if not. */
export function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new PortInUseError(
              `${host}:${port} is already in use by another process (PORT/HOST); nothing was opened. Stop that process or choose another PORT.`,
            )
          : error,
      );
    });
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
