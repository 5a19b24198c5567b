import type { FastifyInstance } from "fastify";
import { appRouter } from "../../server/trpc/router.js";

/** Every REST route Fastify knows, read from its route tree: HEAD and the tRPC mount left out. */
export function restRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)(?:├── |└── )(\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.round((match[1] ?? "").length / 4);
    stack.length = depth;
    // One node may carry several parameter names (":id|:parentId|:userId"); the first is enough.
    stack.push((match[2] ?? "").replace(/:([^/|]+)(\|:[^/]+)+/g, ":$1"));
    const path = stack.join("");
    if (!match[3] || path.startsWith("/trpc")) continue;
    for (const method of match[3].split(", ")) if (method !== "HEAD") found.push({ method, path });
  }
  return found;
}

export type ProcedureInfo = { type: "query" | "mutation"; inputs: unknown[] };

/** Every tRPC procedure by its dotted name ('crm.list'), with its type and input schemas. */
export function trpcProcedures(): Map<string, ProcedureInfo> {
  const defs = (appRouter as unknown as { _def: { procedures: Record<string, { _def: ProcedureInfo }> } })._def.procedures;
  return new Map(Object.entries(defs).map(([name, proc]) => [name, { type: proc._def.type, inputs: proc._def.inputs ?? [] }]));
}
