// Structured JSON logs (pino). Secrets and message content are never passed to the logger;
// the redact list is a second line of defence for fields that might carry them.
import { pino } from 'pino';

export interface Logger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };

export interface AppLogger extends Logger {
  setLevel(level: string): void;
}

export function createLogger(level: string): AppLogger {
  const logger = pino({
    level,
    base: { service: 'agent-conversations' },
    redact: {
      paths: ['authorization', 'headers.authorization', 'token', 'apiKey', 'password', 'variables', 'content', 'text', '*.authorization'],
      censor: '[redacted]',
    },
  });
  return {
    debug: (obj, msg) => logger.debug(obj, msg),
    info: (obj, msg) => logger.info(obj, msg),
    warn: (obj, msg) => logger.warn(obj, msg),
    error: (obj, msg) => logger.error(obj, msg),
    setLevel: (next) => {
      logger.level = next;
    },
  };
}
