/**
 * Counts failed sign-ins per account and per address in memory. After too many failures in the
 * window, further attempts are refused until the window passes. A success clears the account.
 */
export type ThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

export const defaultThrottleLimits: ThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60 * 1000 };

type Entry = { count: number; resetAt: number };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limits: ThrottleLimits = defaultThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when either the account or the address is locked, else 0. */
  retryAfter(email: string, address: string): number {
    const waits = [this.wait(`a:${email}`, this.limits.perAccount), this.wait(`ip:${address}`, this.limits.perAddress)];
    return Math.max(...waits);
  }

  recordFailure(email: string, address: string): void {
    this.bump(`a:${email}`);
    this.bump(`ip:${address}`);
  }

  recordSuccess(email: string): void {
    this.entries.delete(`a:${email}`);
  }

  private wait(key: string, limit: number): number {
    const entry = this.entries.get(key);
    if (!entry) return 0;
    if (entry.resetAt <= this.now()) {
      this.entries.delete(key);
      return 0;
    }
    return entry.count >= limit ? Math.ceil((entry.resetAt - this.now()) / 1000) : 0;
  }

  private bump(key: string): void {
    const current = this.entries.get(key);
    if (!current || current.resetAt <= this.now()) {
      this.entries.set(key, { count: 1, resetAt: this.now() + this.limits.windowMs });
      if (this.entries.size > 50_000) this.prune();
      return;
    }
    current.count += 1;
  }

  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
