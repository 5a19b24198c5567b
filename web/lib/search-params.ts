/**
 * The filters of a list, kept in the URL: each route's `validateSearch` is built from these readers
 * and keeps a filter only when its value is valid, so a stale or mistyped link opens the list with
 * that filter off. Plain functions on purpose: search rules load with the first page of the site,
 * and zod would add about 25 KiB (gzipped) to it; the vocabularies still come from common/.
 */
export type SearchReader<T> = (value: unknown) => T | undefined;

export const oneOf =
  <const T extends string>(values: readonly T[]): SearchReader<T> =>
  (value) =>
    values.find((allowed) => allowed === value);

/** Non-blank text, trimmed (a number typed in a search box comes back from the URL as a number). */
export const searchText: SearchReader<string> = (value) => {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  return text === "" ? undefined : text;
};

export const integer: SearchReader<number> = (value) => {
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) ? number : undefined;
};

export const positiveInt: SearchReader<number> = (value) => {
  const number = integer(value);
  return number !== undefined && number > 0 ? number : undefined;
};

/** A day as YYYY-MM-DD that is on the calendar (no 31 February). */
export const isoDay: SearchReader<string> = (value) => {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
};

type Shape = Record<string, SearchReader<unknown>>;
export type SearchOf<S extends Shape> = { [K in keyof S]?: S[K] extends SearchReader<infer T> ? T : never };

/** A route's `validateSearch` from one reader per filter; every filter is optional. */
export function searchParams<S extends Shape>(shape: S): (search: Record<string, unknown>) => SearchOf<S> {
  return (search) => {
    const valid: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const value = read(search[key]);
      if (value !== undefined) valid[key] = value;
    }
    return valid as SearchOf<S>;
  };
}
