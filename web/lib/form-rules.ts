import type { z } from "zod";

/**
 * Forms check with the server's own schemas (common/): the same rules and the same Spanish
 * messages, before anything is sent. These read the schemas; they hold no rule of their own.
 */

/** First message per field, for showing zod results next to each input. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_");
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The first message a field's schema gives for a value, or null when the value passes. */
export function problemOf(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

type InspectedDef = { type: string; innerType?: Inspected; in?: Inspected; out?: Inspected };
type Inspected = {
  _zod: { def: InspectedDef };
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
};

/** The string or number schema inside .optional(), .nullable(), .default(), .transform() and z.preprocess(). */
function innermost(schema: z.ZodType): Inspected | undefined {
  let current: Inspected | undefined = schema as unknown as Inspected;
  while (current) {
    const def: InspectedDef = current._zod.def;
    if (def.type === "string" || def.type === "number") return current;
    if (def.type === "pipe") current = def.in?._zod.def.type === "transform" ? def.out : def.in;
    else current = def.innerType;
  }
  return undefined;
}

/**
 * The input attributes of a field's schema: maxLength of a text, min and max of a number. Spread
 * on the input, the browser stops where the server would: `<Field {...inputLimits(schema.shape.title)} />`.
 */
export function inputLimits(schema: z.ZodType): { maxLength?: number; min?: number; max?: number } {
  const inner = innermost(schema);
  if (!inner) return {};
  if (inner._zod.def.type === "string") return inner.maxLength == null ? {} : { maxLength: inner.maxLength };
  // .int() alone bounds a number by the safe integers: no limit worth showing.
  const shown = (bound: number | null | undefined) => bound != null && Math.abs(bound) < Number.MAX_SAFE_INTEGER;
  return { ...(shown(inner.minValue) ? { min: inner.minValue as number } : {}), ...(shown(inner.maxValue) ? { max: inner.maxValue as number } : {}) };
}
