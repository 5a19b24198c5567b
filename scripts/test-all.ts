/**
 * `npm test`: every check of the README's command, the short independent ones at the same time.
 *
 *   typecheck, lint                      start at once
 *   build ─┬─ budget
 *          └─ unit (vitest: its durability and bench-path tests start the built server)
 *               └─ e2e (Playwright: it serves the built client), once unit has ended, pass or fail
 *
 * vitest and Playwright once ran side by side (stop 45: 969 s against 19-20 min one after the
 * other). On the clean clone of 2026-12-03 side by side took 1,747 s and one after the other
 * 1,604 s: beside Playwright vitest took 1,706 s (594 s after it) and two tests of 5-6 s timed out;
 * each fills the two cores by itself (load average 9 with Playwright alone), so together they only
 * queue (docs/perf/test-suite.md).
 *
 * Each step's output is kept and printed in one block when the step ends (two steps never
 * interleave their lines), with its time; a summary table closes the run. The run fails if any
 * step fails; a step whose prerequisite failed does not start and counts as failed.
 * Usage: npx tsx scripts/test-all.ts [--only build,budget,...]
 */
import { spawn } from "node:child_process";
import { failingLines } from "./failing-lines.js";

/** `after`: starts once that step passed (not at all if it failed); `waitsFor`: starts once that step ended, whatever its result. */
type Step = { name: string; command: string; after?: string; waitsFor?: string };

const steps: Step[] = [
  { name: "build", command: "npm run build" },
  { name: "budget", command: "npm run budget", after: "build" },
  { name: "typecheck", command: "npm run typecheck" },
  { name: "lint", command: "npm run lint" },
  { name: "unit", command: "npm run test:unit", after: "build" },
  { name: "e2e", command: "npm run test:e2e", after: "build", waitsFor: "unit" },
];

type Outcome = { ok: boolean; seconds: number; note?: string; failures?: string[] };

const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? new Set((process.argv[onlyIndex + 1] ?? "").split(",")) : undefined;
const chosen = steps.filter((step) => !only || only.has(step.name));
const started = Date.now();
const outcomes = new Map<string, Promise<Outcome>>();

function run(step: Step): Promise<Outcome> {
  return new Promise((resolve) => {
    const begin = Date.now();
    const child = spawn(step.command, { shell: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - begin) / 1000;
      const ok = code === 0;
      const at = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n━━━ ${step.name} (${step.command}): ${ok ? "ok" : `FAILED (${signal ?? code})`} in ${seconds.toFixed(1)} s, at ${at} s ━━━\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ ok, seconds, failures: ok ? [] : failingLines(Buffer.concat(output).toString("utf8")) });
    });
  });
}

const chosenStep = (name: string | undefined) => (name && chosen.some((s) => s.name === name) ? outcomes.get(name) : undefined);
for (const step of chosen) {
  const before = chosenStep(step.after);
  const ended = chosenStep(step.waitsFor) ?? Promise.resolve(undefined);
  outcomes.set(
    step.name,
    Promise.all([before, ended]).then(([prior]) =>
      !prior || prior.ok ? run(step) : { ok: false, seconds: 0, note: `not run: ${step.after} failed` },
    ),
  );
}

const results = await Promise.all(chosen.map(async (step) => ({ step, outcome: await (outcomes.get(step.name) as Promise<Outcome>) })));
process.stdout.write("\n━━━ npm test ━━━\n");
for (const { step, outcome } of results) {
  process.stdout.write(`${outcome.ok ? "ok    " : "FAILED"} ${step.name.padEnd(10)} ${outcome.seconds.toFixed(1).padStart(7)} s${outcome.note ? `  (${outcome.note})` : ""}\n`);
}
for (const { step, outcome } of results) {
  if (outcome.failures?.length) process.stdout.write(`\n${step.name} failed on:\n${outcome.failures.join("\n")}\n`);
}
const total = (Date.now() - started) / 1000;
process.stdout.write(`total ${total.toFixed(1)} s (${(total / 60).toFixed(1)} min)\n`);
process.exitCode = results.every((r) => r.outcome.ok) ? 0 : 1;
