// Durations in settings, written as people write them: `30d`, `12h`, `90m`, `45s`, `500ms`, or
// a bare number of milliseconds. Pure: config parsing and its tests use it.

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Milliseconds of `text`, or null when it is not a duration (a negative or fractional count included). */
export function parseDuration(text: string): number | null {
  const match = /^\s*(\d+)\s*(ms|s|m|h|d|w)?\s*$/i.exec(text);
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[(match[2] ?? 'ms').toLowerCase()]!;
  return Number.isSafeInteger(ms) ? ms : null;
}
