import type { z } from "zod";
import { AppError, fieldErrorsFrom, messages } from "../lib/errors.js";

/** Parses a REST body or query with the same zod schema tRPC uses; bad input is a 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    throw new AppError("BAD_REQUEST", messages.invalidData, { fields: fieldErrorsFrom(parsed.error.issues) });
  }
  return parsed.data;
}
