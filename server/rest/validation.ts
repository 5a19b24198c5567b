import type { z } from "zod";
import { invalidInput } from "../lib/errors.js";

/** Parses a REST body, query or path with the same zod schema tRPC uses; bad input answers as on tRPC (lib/errors.ts, `invalidInput`). */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return parsed.data;
}
