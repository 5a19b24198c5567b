import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 24: the PDF renderer (@react-pdf/renderer, about 250 ms and 55 MB to load) is loaded when a
 * PDF is made (a quotation, the CRM report, a class card), not when the server starts.
 */
const root = resolve(import.meta.dirname, "..", "..");

/** The @react-pdf packages a fresh Node process resolves while it imports `module`. */
function packagesResolvedBy(module: string): string[] {
  const hooks = `let port;
export async function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  if (specifier.startsWith("@react-pdf/")) port.postMessage(specifier);
  return next(specifier, context);
}`;
  const script = `import { register } from "node:module";
import { MessageChannel } from "node:worker_threads";
const { port1, port2 } = new MessageChannel();
const seen = new Set();
port1.on("message", (specifier) => seen.add(specifier));
register("data:text/javascript," + encodeURIComponent(${JSON.stringify(hooks)}), import.meta.url, { data: { port: port2 }, transferList: [port2] });
await import(${JSON.stringify(module)});
await new Promise((done) => setTimeout(done, 200));
console.log(JSON.stringify([...seen]));
process.exit(0);`;
  const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: root, encoding: "utf8", timeout: 60_000 });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "[]") as string[];
}

describe("the PDF renderer", () => {
  it("is not loaded when the server starts", () => {
    expect(packagesResolvedBy(resolve(root, "server", "platform.ts"))).toEqual([]);
  }, 60_000);

  it("is loaded by the module that draws a quotation (the check above would see it)", () => {
    expect(packagesResolvedBy(resolve(root, "server", "domains", "quotations", "quotation.pdf.tsx"))).toContain("@react-pdf/renderer");
  }, 60_000);
});
