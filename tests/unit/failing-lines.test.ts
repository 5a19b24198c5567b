import { describe, expect, it } from "vitest";
import { failingLines } from "../../scripts/failing-lines.js";

describe("the failures npm test repeats after its summary", () => {
  it("names vitest's failed tests from its coloured output, once each, and nothing that passed", () => {
    const output = [
      "\x1b[32m ✓ \x1b[39m \x1b[30m\x1b[46m sqlite \x1b[49m\x1b[39m tests/api/users.test.ts (41 tests) 3000ms",
      "\x1b[31m     \x1b[31m×\x1b[31m a bomb whose declared sizes lie\x1b[39m\x1b[33m 21397\x1b[2mms\x1b[22m\x1b[39m",
      "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[46m sqlite \x1b[49m\x1b[39m tests/api/security-spreadsheets.test.ts\x1b[2m > \x1b[22ma bomb",
      "\x1b[41m\x1b[1m FAIL \x1b[22m\x1b[49m \x1b[30m\x1b[46m sqlite \x1b[49m\x1b[39m tests/api/security-spreadsheets.test.ts\x1b[2m > \x1b[22ma bomb",
      "Error: Test timed out in 20000ms.",
    ].join("\n");
    expect(failingLines(output)).toEqual([
      "     × a bomb whose declared sizes lie 21397ms",
      " FAIL   sqlite  tests/api/security-spreadsheets.test.ts > a bomb",
    ]);
  });

  it("names Biome's rule with its file and line, then its message", () => {
    const output = [
      "scripts/test-all.ts:33:63 lint/suspicious/noThenProperty ━━━━━━━━━━━━━━━━━━━━",
      "",
      "  × This object defines a then property.",
      "    31 │   { name: \"lint\", command: \"npm run lint\" },",
      "Checked 1405 files in 10s. No fixes applied.",
    ].join("\n");
    expect(failingLines(output)).toEqual([
      "scripts/test-all.ts:33:63 lint/suspicious/noThenProperty ━━━━━━━━━━━━━━━━━━━━",
      "  × This object defines a then property.",
    ]);
  });

  it("names Playwright's failed journeys, tsc's and ESLint's errors", () => {
    const output = [
      "  ✓  12 [chromium] › tests/e2e/login.spec.ts:5:1 › signs in (3.1s)",
      "  ✘  13 [chromium] › tests/e2e/todo.spec.ts:26:1 › the admin adds tasks (22.1s)",
      "  1) [chromium] › tests/e2e/todo.spec.ts:26:1 › the admin adds tasks",
      "server/app.ts(12,3): error TS2322: Type 'string' is not assignable to type 'number'.",
      "  14:7  error  'x' is assigned a value but never used  @typescript-eslint/no-unused-vars",
      "  15:1  warning  Unexpected console statement  no-console",
    ].join("\n");
    expect(failingLines(output)).toEqual([
      "  ✘  13 [chromium] › tests/e2e/todo.spec.ts:26:1 › the admin adds tasks (22.1s)",
      "  1) [chromium] › tests/e2e/todo.spec.ts:26:1 › the admin adds tasks",
      "server/app.ts(12,3): error TS2322: Type 'string' is not assignable to type 'number'.",
      "  14:7  error  'x' is assigned a value but never used  @typescript-eslint/no-unused-vars",
    ]);
  });

  it("keeps at most the number asked for", () => {
    const output = Array.from({ length: 100 }, (_, i) => `  × test ${i}`).join("\n");
    expect(failingLines(output, 40)).toHaveLength(40);
  });
});
