import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chosenEncoding, createCompressedAnswers } from "../../server/lib/compressed-answers.js";

const body = (label: string) => JSON.stringify({ modules: Array.from({ length: 40 }, (_, i) => ({ id: i, title: `${label} ${i}: Sumas con apoyo visual` })) });

describe("the encoding a client gets", () => {
  it("prefers brotli, falls back to gzip, honours q=0, and sends plain to a client that asks for neither", () => {
    expect(chosenEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chosenEncoding("gzip")).toBe("gzip");
    expect(chosenEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chosenEncoding("x-gzip")).toBe("gzip");
    expect(chosenEncoding("*")).toBe("gzip");
    expect(chosenEncoding("identity")).toBeUndefined();
    expect(chosenEncoding("deflate")).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
  });
});

describe("answers compressed once per distinct body", () => {
  it("compresses the same body once, and every copy decodes to it", async () => {
    const answers = createCompressedAnswers();
    const text = body("Módulo");
    const first = await answers.compress("br", text);
    const second = await answers.compress("br", text);
    expect(second.equals(first)).toBe(true);
    expect(brotliDecompressSync(second).toString("utf8")).toBe(text);
    expect(answers.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    // The same bytes as a Buffer (a tRPC answer) and another encoding are entries of their own.
    expect(gunzipSync(await answers.compress("gzip", Buffer.from(text))).toString("utf8")).toBe(text);
    expect(answers.stats()).toMatchObject({ hits: 1, misses: 2, entries: 2 });
  });

  it("compresses a body that differs in one character afresh: a changed answer is never sent stale", async () => {
    const answers = createCompressedAnswers();
    const before = body("Módulo");
    const after = before.replace("Sumas con apoyo visual", "Restas con apoyo visual");
    await answers.compress("br", before);
    const changed = await answers.compress("br", after);
    expect(brotliDecompressSync(changed).toString("utf8")).toBe(after);
    expect(answers.stats().misses).toBe(2);
  });

  it("compresses once for requests that ask at the same time", async () => {
    const answers = createCompressedAnswers();
    const text = body("Tribu");
    const all = await Promise.all(Array.from({ length: 20 }, () => answers.compress("gzip", text)));
    expect(answers.stats()).toMatchObject({ misses: 1, hits: 19 });
    for (const bytes of all) expect(gunzipSync(bytes).toString("utf8")).toBe(text);
  });

  it("keeps to its byte budget, dropping the least recently used first", async () => {
    const answers = createCompressedAnswers({ maxBytes: 3 * (body("x").length + 400) });
    const texts = ["a", "b", "c", "d", "e"].map(body);
    for (const text of texts) await answers.compress("br", text);
    const { entries, bytes } = answers.stats();
    expect(bytes).toBeLessThanOrEqual(3 * (body("x").length + 400));
    expect(entries).toBeLessThan(5);
    // The newest is still kept; the oldest was dropped and is compressed again.
    const misses = answers.stats().misses;
    await answers.compress("br", texts[4] as string);
    expect(answers.stats().misses).toBe(misses);
    await answers.compress("br", texts[0] as string);
    expect(answers.stats().misses).toBe(misses + 1);
  });
});
