/**
 * The lines of a failed step's output that name what failed: vitest's "FAIL …" and "× …",
 * Playwright's "✘ …" and "1) [chromium] › …", tsc's "error TS…", Biome's "file:33:63 lint/…" and
 * "× …", and a linter's "12:3  error …". `npm test` (scripts/test-all.ts) repeats them after its
 * summary: CI keeps only the tail of a long run's output, and stop 46's showed "FAILED unit"
 * without naming a test.
 */
import { stripVTControlCharacters } from "node:util";

const failureLine = /^\s*(FAIL\s|×|✘|\d+\) \[|.*error TS\d+|.*\d+:\d+\s+error\s|\S+:\d+:\d+ lint\/)/;

export function failingLines(output: string, max = 40): string[] {
  // vitest colours its output even with FORCE_COLOR=0 (the clean clone's log of 2026-12-03).
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .filter((line) => failureLine.test(line))
    .map((line) => line.trimEnd());
  return [...new Set(lines)].slice(0, max);
}
