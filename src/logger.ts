// The logger contract the service uses; main.ts provides a structured JSON implementation.
export interface Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

/** One JSON line per record on stderr/stdout, at or above `level`. */
export function jsonLogger(level: string): Logger {
  const order = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'];
  const min = level === 'silent' ? Infinity : Math.max(0, order.indexOf(level));
  const write = (lvl: string) => (obj: object, msg?: string) => {
    if (order.indexOf(lvl) < min) return;
    const line = JSON.stringify({ level: lvl, time: Date.now(), ...obj, ...(msg ? { msg } : {}) });
    (lvl === 'error' || lvl === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
