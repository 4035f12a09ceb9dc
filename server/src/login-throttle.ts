/**
 * Failed logins counted per email and per address in a sliding window: past the limit, login
 * answers 429 until the window has passed, whatever the password.
 */
export interface ThrottleOptions {
  maxPerEmail: number;
  maxPerAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: ThrottleOptions = { maxPerEmail: 5, maxPerAddress: 20, windowMs: 15 * 60 * 1000 };

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: ThrottleOptions = DEFAULT_LOGIN_THROTTLE) {}

  /** Milliseconds until this email and address may try again, or 0 when they may now. */
  retryAfter(email: string, address: string, now = Date.now()): number {
    const wait = (key: string, max: number) => {
      const recent = this.recent(key, now);
      return recent.length >= max ? recent[0]! + this.options.windowMs - now : 0;
    };
    return Math.max(wait(`email:${email}`, this.options.maxPerEmail), wait(`address:${address}`, this.options.maxPerAddress));
  }

  recordFailure(email: string, address: string, now = Date.now()): void {
    for (const key of [`email:${email}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string, now: number): number[] {
    const recent = (this.failures.get(key) ?? []).filter((time) => now - time < this.options.windowMs);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }
}
