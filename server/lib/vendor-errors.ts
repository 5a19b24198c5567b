import { VendorError, type VendorFailure } from "../../integrations/vendor-error.js";
import { AppError, type ErrorCode } from "./errors.js";

/**
 * How a vendor's failure reaches the admin: the domain that called the adapter gives its Spanish
 * answers (its message table) and this file turns the VendorError into that AppError, for every
 * domain the same way.
 */

type Answer = { code: ErrorCode; message: string };

/** A message (with the failure's usual code), a code and message, or either worked out from the error. */
export type VendorAnswer = string | Answer | ((error: VendorError) => string | Answer);

/** A domain's answers; a failure it does not list is answered as `failed`. */
export type VendorAnswers = { failed: VendorAnswer } & Partial<Record<VendorFailure, VendorAnswer>>;

const usualCodes: Record<VendorFailure, ErrorCode> = {
  "not-found": "NOT_FOUND",
  "rate-limited": "TOO_MANY_REQUESTS",
  unreachable: "BAD_GATEWAY",
  "timed-out": "GATEWAY_TIMEOUT",
  refused: "BAD_GATEWAY",
  "read-only": "BAD_GATEWAY",
  setup: "BAD_GATEWAY",
  rejected: "BAD_GATEWAY",
  failed: "BAD_GATEWAY",
};

export function appErrorFromVendor(error: VendorError, answers: VendorAnswers): AppError {
  const failure = answers[error.failure] === undefined ? "failed" : error.failure;
  const answer = answers[failure] ?? answers.failed;
  const given = typeof answer === "function" ? answer(error) : answer;
  const { code, message } = typeof given === "string" ? { code: usualCodes[failure], message: given } : given;
  const wait = error.details.retryAfterSeconds;
  return new AppError(code, message, { cause: error, ...(code === "TOO_MANY_REQUESTS" && wait !== undefined ? { retryAfterSeconds: Math.max(1, wait) } : {}) });
}

/**
 * What the server log keeps of a vendor failure behind an answer (REST and tRPC log it once, at
 * warn): the failure, the vendor's status and what it said (`answer`, which an adapter only fills
 * without credentials). Undefined for any other error.
 */
export function vendorFailureLog(error: unknown): { vendor: { failure: VendorFailure; status?: number; reason?: string; answer?: string } } | undefined {
  const cause = error instanceof AppError ? error.cause : undefined;
  if (!(cause instanceof VendorError)) return undefined;
  const { status, reason, answer } = cause.details;
  return { vendor: { failure: cause.failure, status, reason, answer } };
}

/**
 * The port as the domain's service uses it: a VendorError thrown by any of its methods comes out
 * as the domain's AppError; anything else passes unchanged. (A service that must act on the
 * failure itself first, as Classroom forgetting revoked tokens, calls appErrorFromVendor.)
 */
export function withVendorAnswers<Port extends object>(port: Port, answers: VendorAnswers): Port {
  const answer = (error: unknown) => (error instanceof VendorError ? appErrorFromVendor(error, answers) : error);
  return new Proxy(port, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        try {
          const result: unknown = value.apply(target, args);
          return result instanceof Promise
            ? result.catch((error: unknown) => {
                throw answer(error);
              })
            : result;
        } catch (error) {
          throw answer(error);
        }
      };
    },
  });
}
