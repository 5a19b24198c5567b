import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { FastifyReply } from "fastify";
import { keptJson } from "../../server/rest/kept-answers.js";
import { keptOutput } from "../../server/trpc/kept-output.js";
import { createReadCache } from "../../server/lib/read-cache.js";

/** An answer whose every serialization or check reads `title` once: the count says how often it was walked. */
function countedAnswer() {
  const counter = { reads: 0 };
  const answer = {
    modules: [
      {
        id: 1,
        get title() {
          counter.reads++;
          return "Sumas con apoyo visual";
        },
      },
    ],
    total: 1,
  };
  return { answer, counter };
}

function fakeReply() {
  const sent: { type?: string } = {};
  const type = (value: string) => {
    sent.type = value;
  };
  return { reply: { type } as unknown as FastifyReply, sent };
}

describe("REST: a kept answer's JSON is written once", () => {
  it("serializes an answer the read cache kept (frozen) once, and sends the same JSON to every caller", async () => {
    const cache = createReadCache(() => "stamp-1");
    const { answer, counter } = countedAnswer();
    const kept = await cache.read("modules.list:1", async () => answer);
    const { reply, sent } = fakeReply();
    const first = keptJson(reply, kept, "success");
    const afterFirst = counter.reads;
    const second = keptJson(reply, await cache.read("modules.list:1", async () => countedAnswer().answer), "success");
    expect(JSON.parse(first)).toEqual({ success: true, modules: [{ id: 1, title: "Sumas con apoyo visual" }], total: 1 });
    expect(second).toBe(first);
    expect(counter.reads).toBe(afterFirst);
    expect(sent.type).toBe("application/json; charset=utf-8");
    // The bare shape is kept apart from { success: true, ... }.
    expect(JSON.parse(keptJson(reply, kept))).toEqual({ modules: [{ id: 1, title: "Sumas con apoyo visual" }], total: 1 });
  });

  it("serializes a fresh (not kept) answer on every call, so a changed answer is never sent stale", () => {
    const { answer, counter } = countedAnswer();
    const { reply } = fakeReply();
    keptJson(reply, answer);
    keptJson(reply, answer);
    expect(counter.reads).toBe(2);
  });
});

describe("tRPC: a kept answer is checked against its schema once", () => {
  const schema = z.object({ modules: z.array(z.object({ id: z.number(), title: z.string() })), total: z.number() });

  it("checks a kept answer once and hands every later caller the same checked, frozen copy", () => {
    const output = keptOutput(schema);
    const { answer, counter } = countedAnswer();
    const kept = Object.freeze(answer);
    const first = output.parse(kept);
    const second = output.parse(kept);
    expect(second).toBe(first);
    expect(first).toEqual({ modules: [{ id: 1, title: "Sumas con apoyo visual" }], total: 1 });
    expect(Object.isFrozen(first.modules[0])).toBe(true);
    expect(counter.reads).toBe(1);
  });

  it("checks every fresh answer, and refuses one that breaks the schema as .output(schema) does", () => {
    const output = keptOutput(schema);
    const { answer, counter } = countedAnswer();
    output.parse(answer);
    output.parse(answer);
    expect(counter.reads).toBe(2);
    expect(() => output.parse(Object.freeze({ modules: [{ id: "1" }], total: 1 }))).toThrow();
  });
});
