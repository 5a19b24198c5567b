import { z } from "zod";

const summaryMark = "summary";

/**
 * How bad input is answered, on tRPC and REST alike (the rule itself is server/lib/errors.ts,
 * `invalidInput`): a 400 whose `fields` hold each field's first message and whose `message` is the
 * first field's message in schema order. A schema passed through `summarised` answers the summary
 * "Datos inválidos…" instead, as the spec and its tests ask for sign-in, registration, the first admin, settings and the paged lists' filters.
 *
 * The mark travels inside the error (one more issue after the schema's own), so the tRPC error
 * formatter and the REST helper read it without knowing which schema failed. It is added after the
 * whole parse because a refinement would be skipped once a field check aborts (`.int()` does).
 * Typed as a plain schema so it is not extended or made partial afterwards.
 */
export function summarised<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, z.input<T>> {
  const marked = z.unknown().transform((value, ctx) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue(issue as z.core.$ZodRawIssue);
    ctx.addIssue({ code: "custom", message: summaryMark, params: { [summaryMark]: true } });
    return z.NEVER;
  });
  return marked as unknown as z.ZodType<z.output<T>, z.input<T>>;
}

/** True for the issue `summarised` adds; it names no field and is never shown. */
export function isSummaryMark(issue: { code: string; params?: unknown }): boolean {
  return issue.code === "custom" && typeof issue.params === "object" && issue.params !== null && summaryMark in issue.params;
}

/**
 * The answer to a change that worked: `{ success: true, message, ...data }`. Services return the
 * data; the router and the REST route add this, with the message kept in common/ beside the schema.
 */
export function withMessage<T extends object>(message: string, data: T): { success: true; message: string } & T;
export function withMessage(message: string): { success: true; message: string };
export function withMessage(message: string, data: object = {}) {
  return { success: true as const, message, ...data };
}

/** `{ success: true, ...data }`, for the few answers of the spec that carry no message. */
export function withSuccess<T extends object>(data: T): { success: true } & T {
  return { success: true as const, ...data };
}

/** The output schema of `withMessage`: `{ success: true, message }` plus the given fields. */
export function messageOutput<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), message: z.string(), ...shape });
}

/** The output schema of `withSuccess`. */
export function successOutput<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ success: z.literal(true), ...shape });
}

/** `{ success: true, message }` alone. */
export const okOutput = messageOutput({});
