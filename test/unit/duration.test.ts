// Durations in settings (SESSION_RETENTION): units people write, or milliseconds; anything
// else is not a duration.
import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../src/domain/duration.js';
import { loadConfig } from '../../src/config.js';

describe('parseDuration', () => {
  it.each([
    ['30d', 30 * 86_400_000],
    ['12h', 12 * 3_600_000],
    ['90m', 90 * 60_000],
    ['45s', 45_000],
    ['500ms', 500],
    ['2w', 2 * 604_800_000],
    ['1500', 1500],
    [' 7D ', 7 * 86_400_000],
    ['0', 0],
  ])('reads %j as %d ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', 'd', '-1d', '1.5h', '3 days', '1y', '99999999999999999999d'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('SESSION_RETENTION', () => {
  it('is off by default and takes a duration', () => {
    expect(loadConfig({}).sessionRetentionMs).toBe(0);
    expect(loadConfig({ SESSION_RETENTION: '30d' }).sessionRetentionMs).toBe(30 * 86_400_000);
    expect(loadConfig({ SESSION_RETENTION: '3600000' }).sessionRetentionMs).toBe(3_600_000);
  });

  it('names the variable and the form when it is not a duration', () => {
    expect(() => loadConfig({ SESSION_RETENTION: 'a month' })).toThrow(/SESSION_RETENTION.*duration such as 30d/);
  });
});
