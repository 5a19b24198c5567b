/**
 * The one error every vendor adapter throws (Google Sheets, Google Classroom, Notion, WhatsApp,
 * SMTP). `failure` says what went wrong in the vendor's neutral terms; the domain that called the
 * adapter answers it in Spanish through `server/lib/vendor-errors.ts`, once.
 */

export type VendorFailure =
  /** The thing asked for is gone (a task moved to the trash, a course that does not exist). */
  | "not-found"
  /** The vendor asked us to slow down; `retryAfterSeconds` says for how long when it said so. */
  | "rate-limited"
  /** The vendor could not be reached (network, DNS). */
  | "unreachable"
  /** The vendor did not answer within the configured time (VENDOR_TIMEOUT_SECONDS). */
  | "timed-out"
  /** The vendor refused our credentials or their permissions. */
  | "refused"
  /** Our credentials only allow reading (a Google API key). */
  | "read-only"
  /** What the configuration points at is missing or not set up as expected. */
  | "setup"
  /** The vendor refused the values we sent. */
  | "rejected"
  /** Anything else (a 5xx, an answer we cannot use). */
  | "failed";

export type VendorErrorDetails = {
  /** The HTTP status the vendor answered; 0 or absent when it could not be reached. */
  status?: number;
  statusText?: string;
  /** Google's short code (invalid_grant, PERMISSION_DENIED...); for SMTP, the address refused: sender or recipient. */
  reason?: string;
  /** Meta's numeric error code (WhatsApp Cloud API). */
  code?: number;
  retryAfterSeconds?: number;
  /** The property a Notion database lacks. */
  property?: string;
  /**
   * What the vendor said, fit for the server log (never for the client, never with credentials):
   * an SMTP server's reply such as "535 5.7.8 Authentication credentials invalid".
   */
  answer?: string;
};

export class VendorError extends Error {
  constructor(
    readonly failure: VendorFailure,
    message: string,
    readonly details: VendorErrorDetails = {},
  ) {
    super(message);
    this.name = "VendorError";
  }

  /** The vendor's HTTP status, 0 when it could not be reached. */
  get status(): number {
    return this.details.status ?? 0;
  }

  get reason(): string | undefined {
    return this.details.reason;
  }

  get code(): number | undefined {
    return this.details.code;
  }
}

/** The failure an HTTP status means, for the vendors that answer over plain HTTP (0: not reached). */
export function failureFromStatus(status: number): VendorFailure {
  if (status === 0) return "unreachable";
  if (status === 400) return "rejected";
  if (status === 401 || status === 403) return "refused";
  if (status === 404) return "not-found";
  if (status === 429) return "rate-limited";
  return "failed";
}

/**
 * How long one call to a vendor may take when VENDOR_TIMEOUT_SECONDS is not set: under the browser's
 * 10 s limit (web/lib/trpc.ts), so the admin reads our Spanish message rather than a dropped request.
 */
export const defaultVendorTimeoutMs = 8000;

/** The error an adapter throws when the vendor did not answer within `timeoutMs`. */
export function timedOut(vendor: string, timeoutMs: number): VendorError {
  return new VendorError("timed-out", `${vendor} did not answer within ${timeoutMs} ms`, { status: 0, reason: "timeout" });
}

/**
 * Whether a fetch or client library gave up because its time ran out: fetch with AbortSignal.timeout
 * throws a TimeoutError; Google's client (gaxios) throws an AbortError whose request signal's reason
 * is that TimeoutError.
 */
export function isTimeout(error: unknown): boolean {
  const failure = error as { name?: unknown; code?: unknown; cause?: unknown; config?: { signal?: { reason?: { name?: unknown } } } } | null;
  if (!failure || typeof failure !== "object") return false;
  if (failure.name === "TimeoutError" || failure.code === "TimeoutError" || failure.code === "ETIMEDOUT" || failure.code === "UND_ERR_HEADERS_TIMEOUT") return true;
  if (failure.config?.signal?.reason?.name === "TimeoutError") return true;
  return failure.cause !== undefined && failure.cause !== error && isTimeout(failure.cause);
}

/** Runs an adapter's calls, turning whatever the client library throws into the adapter's VendorError. */
export function vendorCalls(toVendorError: (error: unknown) => VendorError): <T>(work: () => Promise<T>) => Promise<T> {
  return async (work) => {
    try {
      return await work();
    } catch (error) {
      throw toVendorError(error);
    }
  };
}
