import { createRequire } from "node:module";
import type { Redis as RedisClient } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./errors.js";

// ioredis (about 10 MB resident) is loaded only when REDIS_URL is set; synchronously, so that
// createThrottles stays as it is (docs/perf/small-machine.md).
const require = createRequire(import.meta.url);
const loadRedis = () => (require("ioredis") as typeof import("ioredis")).Redis;

/**
 * Every limit that guards a secret or a scarce resource, in one place (issue 19). Counters live in
 * memory, or in Redis when REDIS_URL is set so that several instances share them. Built on
 * rate-limiter-flexible: its consume is atomic (a Map update in one process, a Lua script in Redis),
 * which is what makes "count before checking" hold under concurrency and batching.
 *
 * Secret checks (sign-in, the current password before a change):
 * - an attempt is counted before the password is verified: at most `perAccountAddress` attempts per
 *   (account, address) and `perAddress` per address are evaluated in a window; the rest get 429
 *   without touching argon2;
 * - a success gives its own attempt back, so only failures (and attempts in flight) fill the budgets;
 * - per account, failures from every address only slow down (a growing delay): an attacker with a
 *   list of staff emails cannot lock the school out, and the right password from an address that is
 *   not attacking still gets in.
 */
export type ThrottleLimits = {
  perAccountAddress: number;
  perAddress: number;
  windowSeconds: number;
  /** Failures of one account (from any address) in the window before its checks start to wait. */
  accountSlowdownAfter: number;
  /** The wait doubles with each failure past the threshold, up to this. */
  maxDelayMs: number;
  registrationsPerHour: number;
  /** Requests per address and minute to /api and /trpc; 0 turns the general limit off. */
  requestsPerMinute: number;
};

export const defaultThrottleLimits: ThrottleLimits = {
  perAccountAddress: 10,
  perAddress: 30,
  windowSeconds: 15 * 60,
  accountSlowdownAfter: 5,
  maxDelayMs: 8_000,
  registrationsPerHour: 5,
  requestsPerMinute: 1200,
};

export const throttleMessages = {
  tooManyAttempts: "Demasiados intentos fallidos. Espera unos minutos antes de volver a intentarlo.",
  tooManyRegistrations: "Demasiados registros desde esta conexión. Espera una hora antes de volver a intentarlo.",
  tooManyRequests: "Demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.",
  tooManyCertificateLookups: "Demasiados códigos de certificado que no existen desde esta conexión. Revisa el código impreso y espera unos minutos antes de volver a intentarlo.",
} as const;

/** What a secret check reports back once the password has been compared. */
export type SecretCheck = { passed(): Promise<void>; failed(): Promise<void> };
export type SecretScope = "login" | "password";

export type Throttles = {
  /** Counts one attempt before the secret is compared; throws 429 past a limit, waits when the account is under attack. */
  beginSecretCheck(scope: SecretScope, account: string, address: string): Promise<SecretCheck>;
  /**
   * Counts one class-code lookup of an address before the code is looked up; a right code gives it
   * back. Past `perAccountAddress` wrong codes in the window: 429. No slowdown: a wrong code costs
   * the guesser alone, never the class using the right one.
   */
  beginCodeCheck(address: string): Promise<SecretCheck>;
  /**
   * Counts one public certificate lookup of an address (issue 36), before the code is looked up;
   * a code that exists gives it back. Past `perAccountAddress` unknown codes in the window: 429.
   */
  beginCertificateCheck(address: string): Promise<SecretCheck>;
  /** Counts one self-registration of an address; throws 429 past the hourly limit. */
  countRegistration(address: string): Promise<void>;
  /** Counts one API request of an address; the seconds to wait when over the limit, else 0. */
  countRequest(address: string): Promise<number>;
  readonly store: "memory" | "redis";
  /** Waits (at most `timeoutMs`) for the Redis connection, so the first requests after start are shared too. */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

export type ThrottleOptions = {
  limits?: Partial<ThrottleLimits>;
  redisUrl?: string;
  /** Prefix of every Redis key; tests use their own. */
  namespace?: string;
  sleep?: (ms: number) => Promise<void>;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function secondsUntil(res: unknown): number {
  return res instanceof RateLimiterRes ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 60;
}

export function createThrottles(options: ThrottleOptions = {}): Throttles {
  const limits = { ...defaultThrottleLimits, ...options.limits };
  const namespace = options.namespace ?? "tribu";
  const sleep = options.sleep ?? realSleep;
  // Commands fail at once while Redis is unreachable (no offline queue), and each limiter then falls
  // back to a memory limiter of the same shape: a Redis outage never blocks or opens sign-ins.
  const redis: RedisClient | undefined = options.redisUrl
    ? new (loadRedis())(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
  redis?.on("error", () => {}); // reported through the insurance limiter; never an unhandled event

  function limiter(name: string, points: number, duration: number): RateLimiterAbstract {
    const keyPrefix = `${namespace}:${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory }) : memory;
  }

  const pairs = limiter("secret-pair", limits.perAccountAddress, limits.windowSeconds);
  const addresses = limiter("secret-address", limits.perAddress, limits.windowSeconds);
  // Only counts; its points are never the limit (the account is slowed down, not blocked).
  const accountFailures = limiter("secret-account", Number.MAX_SAFE_INTEGER, limits.windowSeconds);
  const codeGuesses = limiter("class-code", limits.perAccountAddress, limits.windowSeconds);
  const certificateGuesses = limiter("certificate-code", limits.perAccountAddress, limits.windowSeconds);
  const registrations = limiter("register", Math.max(1, limits.registrationsPerHour), 3600);
  const requests = limits.requestsPerMinute > 0 ? limiter("requests", limits.requestsPerMinute, 60) : undefined;

  async function consumeOr429(target: RateLimiterAbstract, key: string, message: string): Promise<void> {
    try {
      await target.consume(key);
    } catch (rejection) {
      throw new AppError("TOO_MANY_REQUESTS", message, { retryAfterSeconds: secondsUntil(rejection) });
    }
  }

  return {
    store: redis ? "redis" : "memory",

    async beginSecretCheck(scope, account, address) {
      const pairKey = `${scope}:${account}|${address}`;
      const accountKey = `${scope}:${account}`;
      await consumeOr429(pairs, pairKey, throttleMessages.tooManyAttempts);
      try {
        await consumeOr429(addresses, address, throttleMessages.tooManyAttempts);
      } catch (error) {
        await pairs.reward(pairKey, 1);
        throw error;
      }
      const failures = (await accountFailures.get(accountKey))?.consumedPoints ?? 0;
      const over = failures - limits.accountSlowdownAfter;
      if (over >= 0) await sleep(Math.min(limits.maxDelayMs, 250 * 2 ** Math.min(over, 20)));
      return {
        async passed() {
          await Promise.all([pairs.delete(pairKey), addresses.reward(address, 1)]);
        },
        async failed() {
          await accountFailures.consume(accountKey).catch(() => undefined);
        },
      };
    },

    async beginCodeCheck(address) {
      await consumeOr429(codeGuesses, address, throttleMessages.tooManyAttempts);
      return {
        async passed() {
          await codeGuesses.reward(address, 1);
        },
        async failed() {},
      };
    },

    async beginCertificateCheck(address) {
      await consumeOr429(certificateGuesses, address, throttleMessages.tooManyCertificateLookups);
      return {
        async passed() {
          await certificateGuesses.reward(address, 1);
        },
        async failed() {},
      };
    },

    async countRegistration(address) {
      await consumeOr429(registrations, address, throttleMessages.tooManyRegistrations);
    },

    async countRequest(address) {
      if (!requests) return 0;
      try {
        await requests.consume(address);
        return 0;
      } catch (rejection) {
        return secondsUntil(rejection);
      }
    },

    async ready(timeoutMs = 3000) {
      if (!redis || redis.status === "ready") return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        redis.once("ready", done);
        function done() {
          clearTimeout(timer);
          redis?.off("ready", done);
          resolve();
        }
      });
    },

    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
