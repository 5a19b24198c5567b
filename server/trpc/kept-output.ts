import type { z } from "zod";
import { deepFreeze } from "../lib/read-cache.js";

/**
 * Output validation for the busiest reads (issue 24). An answer kept by the read cache
 * (server/lib/read-cache.ts) is frozen and returned to every caller until the data changes;
 * checking it against its schema gives the same result every time, so the checked copy is kept
 * with it and a later request does not walk the whole answer again (a 50-module page, a dashboard).
 * Every other answer is checked on every call, as `.output(schema)` does.
 */
export function keptOutput<S extends z.ZodType>(schema: S): { parse(value: unknown): z.output<S> } {
  const checked = new WeakMap<object, z.output<S>>();
  return {
    parse(value) {
      if (value === null || typeof value !== "object" || !Object.isFrozen(value)) return schema.parse(value);
      let parsed = checked.get(value);
      if (parsed === undefined) {
        // Shared by every later request, as the kept answer is.
        parsed = deepFreeze(schema.parse(value));
        checked.set(value, parsed);
      }
      return parsed;
    },
  };
}
