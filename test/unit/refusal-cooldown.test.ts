import { describe, expect, it } from 'vitest';
import { RefusalCooldown } from '../../src/transport/http/refusal-cooldown.js';

function cooldown(burst: number, drainPerSecond: number) {
  let now = 0;
  const subject = new RefusalCooldown(
    () => ({ burst, drainPerSecond }),
    () => now,
  );
  return { subject, advance: (ms: number) => (now += ms) };
}

describe('refusal cooldown', () => {
  it('lets a caller in until it has collected more refusals than the burst, then says how long to wait', () => {
    const { subject } = cooldown(3, 2);
    for (let i = 0; i < 3; i++) subject.noteRefused('a');
    expect(subject.retryAfterMs('a')).toBe(0);
    subject.noteRefused('a');
    expect(subject.retryAfterMs('a')).toBe(500); // one over the burst, two forgiven per second
    expect(subject.retryAfterMs('b')).toBe(0);
  });

  it('forgives refusals over time: a caller that waits as told comes in again', () => {
    const { subject, advance } = cooldown(2, 4);
    for (let i = 0; i < 6; i++) subject.noteRefused('a');
    expect(subject.retryAfterMs('a')).toBe(1000);
    advance(999);
    expect(subject.retryAfterMs('a')).toBeGreaterThan(0);
    advance(1);
    expect(subject.retryAfterMs('a')).toBe(0);
    advance(10_000);
    expect(subject.retryAfterMs('a')).toBe(0);
    expect(subject.tracked).toBe(0);
  });

  it('does nothing with a burst of 0', () => {
    const { subject } = cooldown(0, 1);
    for (let i = 0; i < 100; i++) subject.noteRefused('a');
    expect(subject.retryAfterMs('a')).toBe(0);
    expect(subject.tracked).toBe(0);
    // Off, callers are told not to report refusals at all (no per-request listener).
    expect(subject.enabled).toBe(false);
    expect(cooldown(1, 1).subject.enabled).toBe(true);
  });

  it('tracks a bounded number of identities', () => {
    const { subject } = cooldown(1, 1);
    for (let i = 0; i < 10_050; i++) subject.noteRefused(`id-${i}`);
    expect(subject.tracked).toBe(10_000);
  });
});
