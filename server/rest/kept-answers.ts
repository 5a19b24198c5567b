import type { FastifyReply } from "fastify";
import { withSuccess } from "../../common/input-rules.js";

/**
 * The JSON of a read's answer, for the REST routes of the busiest reads (issue 24). An answer kept
 * by the read cache (server/lib/read-cache.ts) is frozen and shared by every request until the data
 * changes, so its JSON is written once and sent as it is to every later caller; at a 50-module
 * page, writing the JSON was a large share of a kept read. Any other answer is serialized as
 * Fastify would. `{ success: true, ...answer }` (withSuccess) and the bare answer are kept apart.
 */
const bare = new WeakMap<object, string>();
const successful = new WeakMap<object, string>();

export function keptJson(reply: FastifyReply, answer: object, shape: "bare" | "success" = "bare"): string {
  const kept = Object.isFrozen(answer);
  const table = shape === "success" ? successful : bare;
  let json = kept ? table.get(answer) : undefined;
  if (json === undefined) {
    json = JSON.stringify(shape === "success" ? withSuccess(answer) : answer);
    if (kept) table.set(answer, json);
  }
  reply.type("application/json; charset=utf-8");
  return json;
}
