// Small display helpers.

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const DATE_TIME = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const TIME = new Intl.DateTimeFormat('en', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const DATE_TIME_SECONDS = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** "just now", "5 min ago", "yesterday", then a date. */
export function relativeTime(ms: number, now = Date.now()): string {
  const seconds = Math.round((ms - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (abs < 3600) return RELATIVE.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return RELATIVE.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return RELATIVE.format(Math.round(seconds / 86_400), 'day');
  return DATE_TIME.format(ms);
}

export const dateTime = (ms: number): string => DATE_TIME.format(ms);
/** To the second: tells apart sessions created in the same minute. */
export const dateTimeToTheSecond = (ms: number): string => DATE_TIME_SECONDS.format(ms);
export const clock = (ms: number): string => TIME.format(ms);

export function bytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KiB`;
  return `${(size / 1024 / 1024).toFixed(1)} MiB`;
}

export const count = (n: number, one: string, many = `${one}s`): string => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

export function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? 'null';
  } catch {
    return String(value);
  }
}

export const STATUS_LABEL: Record<string, string> = {
  IDLE: 'Idle',
  WORKING: 'Working',
  WAITING: 'Waiting',
  DONE: 'Done',
  ERROR: 'Error',
};

export const ROLE_LABEL: Record<string, string> = {
  USER: 'User',
  ASSISTANT: 'Assistant',
  FUNCTION_RESULT: 'Function result',
  CUSTOM: 'Custom',
  SYSTEM: 'System',
  DEVELOPER: 'Developer',
};
