import { errorMessages } from "../../common/error-messages.js";
import { isSummaryMark } from "../../common/input-rules.js";

/** Every failure a service can report. The code decides the HTTP and tRPC status, once, here. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** An outside service (Google, Notion...) failed; the message says which and what to do. */
  BAD_GATEWAY: 502,
  /** An outside service did not answer within VENDOR_TIMEOUT_SECONDS; the message says which. */
  GATEWAY_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  /** `cause`: what failed underneath (a vendor's VendorError), for the server log only. */
  constructor(code: ErrorCode, message: string, options: { fields?: FieldErrors; retryAfterSeconds?: number; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const messages = errorMessages;

/**
 * A database refusal caused by the caller's input, not by the server: PostgreSQL's numeric value
 * out of range (an id past 2^31 for an integer column, 22003), text that is no number (22P02),
 * text too long for its column (22001) or a NUL byte in text (22021). SQLite takes all of these.
 * Answered as 400 "Datos inválidos" instead of a 500.
 */
export function inputErrorFromDatabase(error: unknown): AppError | undefined {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === "22003" || code === "22P02" || code === "22001" || code === "22021") return new AppError("BAD_REQUEST", messages.invalidData);
  return undefined;
}

type Issue = { code: string; path: ReadonlyArray<PropertyKey>; message: string; params?: unknown };

/**
 * Turns zod issues into { field: message }, keeping the first message per field. The tRPC calls
 * shaped { id, fields } carry the REST body in `fields`, so its fields keep their own names there too.
 */
export function fieldErrorsFrom(issues: ReadonlyArray<Issue>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    if (isSummaryMark(issue)) continue;
    const path = issue.path[0] === "fields" && issue.path.length > 1 ? issue.path.slice(1) : issue.path;
    const key = path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The one rule that turns a failed parse into the caller's answer, used by the tRPC error formatter
 * and the REST helper alike: 400 with every field's message in `fields`, and as `message` the first
 * field's message in schema order; "Datos inválidos…" when the schema asks for the summary
 * (common/input-rules.ts, `summarised`) or no field is named (the input is not even an object).
 */
export function invalidInput(issues: ReadonlyArray<Issue>): AppError {
  const first = issues.find((issue) => issue.path.length > 0 && !isSummaryMark(issue));
  const message = issues.some(isSummaryMark) || !first ? messages.invalidData : first.message;
  return new AppError("BAD_REQUEST", message, { fields: fieldErrorsFrom(issues) });
}
