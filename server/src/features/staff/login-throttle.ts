/**
 * Failed logins, counted in the database over a sliding window, so that guessing is stopped
 * without handing anyone a way to lock an account's owner out:
 * - one address guessing one e-mail, or guessing many e-mails, is refused (429) past a hard limit;
 * - one e-mail guessed from many addresses is only slowed down: every answer for it waits a little
 *   longer, up to a few seconds, but the right password from an address without failures of its
 *   own is always accepted. Otherwise anyone who knows an admin's e-mail could keep them out.
 */
import { normalizeIP } from '@fastify/rate-limit';
import type { LoginFailuresRepository } from './login-failures-repository.ts';

export interface ThrottleOptions {
  /** Failures for one e-mail from one address before that address is refused for that e-mail. */
  maxPerEmailAndAddress?: number;
  /** Failures from one address, whatever the e-mail, before that address is refused. */
  maxPerAddress?: number;
  /** Failures for one e-mail, from anywhere, after which each answer for it waits. */
  freePerEmail?: number;
  /** The first wait; it doubles with each further failure, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a failure counts. */
  windowMs?: number;
}

export const DEFAULT_LOGIN_THROTTLE: Required<ThrottleOptions> = {
  maxPerEmailAndAddress: 5,
  maxPerAddress: 20,
  freePerEmail: 5,
  baseDelayMs: 250,
  maxDelayMs: 3000,
  windowMs: 15 * 60 * 1000,
};

/** How often a server deletes the failures that no longer count. */
const PRUNE_EVERY_MS = 60 * 1000;

export type LoginAttempt =
  | { refused: true; retryAfterMs: number }
  | {
      refused: false;
      /** How long to hold the answer before checking the password. */
      delayMs: number;
      /** The password was right: the attempt, and the earlier failures from this address for this e-mail, are forgotten. */
      succeeded(): Promise<void>;
    };

/**
 * The key of an address: IPv4 as is, an IPv4-mapped IPv6 address as IPv4, other IPv6 addresses
 * by their /64 (one subscriber's usual allocation), as the form rate limit keys them.
 */
export const addressKey = (ip: string): string => normalizeIP(ip);

const iso = (time: number) => new Date(time).toISOString();

export class LoginThrottle {
  private readonly options: Required<ThrottleOptions>;
  private lastPrune = 0;

  constructor(
    private readonly failures: LoginFailuresRepository,
    options: ThrottleOptions = {},
  ) {
    this.options = { ...DEFAULT_LOGIN_THROTTLE, ...options };
  }

  /**
   * Called before the password is checked. The attempt is recorded as a failure at once, so that
   * requests sent together cannot all pass under a limit, and given back by `succeeded()`.
   */
  async begin(email: string, ip: string, now = Date.now()): Promise<LoginAttempt> {
    const address = addressKey(ip);
    const refusedFor = await this.retryAfter(email, address, now, 0);
    if (refusedFor > 0) return { refused: true, retryAfterMs: refusedFor };

    const id = await this.failures.add({ email, address, failedAt: iso(now) });
    // Counted again with this attempt in: of requests that passed the check together, those that
    // went past a limit give their place back.
    const racedFor = await this.retryAfter(email, address, now, 1);
    if (racedFor > 0) {
      await this.failures.remove(id);
      return { refused: true, retryAfterMs: racedFor };
    }
    await this.prune(now);
    // The attempts for this e-mail recorded before this one, those still in flight too: of a burst
    // sent at once from many addresses, each waits as it would have in its place in a series,
    // where counting finished failures only let the whole burst through at once.
    const failuresForEmail = await this.failures.countForEmailBefore(email, iso(now - this.options.windowMs), id);
    return {
      refused: false,
      delayMs: this.delayFor(failuresForEmail),
      succeeded: () => this.failures.clearEmailAndAddress(email, address),
    };
  }

  /** The wait before answering an attempt on an e-mail with this many recent failures. */
  delayFor(failuresForEmail: number): number {
    const { freePerEmail, baseDelayMs, maxDelayMs } = this.options;
    if (failuresForEmail < freePerEmail) return 0;
    return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failuresForEmail - freePerEmail, 30));
  }

  /** Milliseconds until a hard limit lets this address try again (0: it may now); `extra` failures of its own are allowed past each limit. */
  private async retryAfter(email: string, address: string, now: number, extra: number): Promise<number> {
    const { maxPerEmailAndAddress, maxPerAddress, windowMs } = this.options;
    const since = iso(now - windowMs);
    const [forPair, forAddress] = await Promise.all([
      this.failures.recentFromAddress(address, since, maxPerEmailAndAddress + extra, email),
      this.failures.recentFromAddress(address, since, maxPerAddress + extra),
    ]);
    // Newest first: the limit is reached until the oldest of the last `max` failures has aged out.
    const wait = (times: string[], max: number) =>
      times.length >= max ? Date.parse(times[max - 1]!) + windowMs - now : 0;
    return Math.max(wait(forPair, maxPerEmailAndAddress + extra), wait(forAddress, maxPerAddress + extra), 0);
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.failures.pruneBefore(iso(now - this.options.windowMs));
  }
}
