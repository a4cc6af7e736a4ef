// A caller that keeps being refused with RATE_LIMITED and does not wait as told (Retry-After) is
// refused at the door: before its body is read, parsed, validated and costed. Each 429 it is
// answered adds one to its level, which drains at a steady rate; while the level is above the
// burst, its next requests get 429 at once, with how long to wait. A client that honours
// Retry-After never reaches the burst; one that hammers pays almost nothing of the instance's CPU
// for each further attempt, which is what the other tenants need from it (SPEC §12).

export interface CooldownLimits {
  /** Refusals an identity may collect before it is refused at the door; 0 = no cooldown. */
  burst: number;
  /** How many of them are forgiven per second. */
  drainPerSecond: number;
}

interface Level {
  value: number;
  at: number;
}

/** Identities tracked at most; the ones idle longest are forgotten first (a Map keeps insertion order). */
const MAX_TRACKED = 10_000;

export class RefusalCooldown {
  private readonly levels = new Map<string, Level>();

  constructor(
    private readonly limits: () => CooldownLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether refusals are counted at all (RATE_LIMITED_BURST > 0): when not, callers need not report them. */
  get enabled(): boolean {
    return this.limits().burst > 0;
  }

  /** Counts one RATE_LIMITED answer to `identity`. */
  noteRefused(identity: string): void {
    const { burst, drainPerSecond } = this.limits();
    if (burst <= 0) return;
    const now = this.now();
    const value = this.drained(identity, now, drainPerSecond) + 1;
    this.levels.delete(identity);
    this.levels.set(identity, { value, at: now });
    if (this.levels.size > MAX_TRACKED) this.levels.delete(this.levels.keys().next().value!);
  }

  /** How long `identity` must wait before a request of it is read again, in ms; 0 = come in. */
  retryAfterMs(identity: string): number {
    const { burst, drainPerSecond } = this.limits();
    if (burst <= 0 || drainPerSecond <= 0) return 0;
    const value = this.drained(identity, this.now(), drainPerSecond);
    if (value === 0) this.levels.delete(identity);
    if (value <= burst) return 0;
    return Math.ceil(((value - burst) / drainPerSecond) * 1000);
  }

  /** Identities tracked now (for tests of the bound). */
  get tracked(): number {
    return this.levels.size;
  }

  private drained(identity: string, now: number, drainPerSecond: number): number {
    const level = this.levels.get(identity);
    if (!level) return 0;
    return Math.max(0, level.value - ((now - level.at) / 1000) * drainPerSecond);
  }
}
