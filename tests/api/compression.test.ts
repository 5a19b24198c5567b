import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.js";
import { precompressedAssets } from "../../scripts/precompress.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { assignModule, createModule } from "./people-helpers.js";

// Issue 24, "Light on the wire": the web client's files go pre-compressed (brotli or gzip, made at
// build time) with a year-long cache for hashed files and no-cache for index.html; JSON answers over
// 1 KiB are compressed when the client accepts it; downloads keep their bytes and Content-Length.

const immutable = "public, max-age=31536000, immutable";
const chromeAcceptEncoding = "gzip, deflate, br, zstd";

/** A small web client built by Vite with the project's own compression step, like `npm run build`. */
async function buildClient(dir: string): Promise<string> {
  const src = join(dir, "src");
  mkdirSync(src);
  const words = Array.from({ length: 400 }, (_, i) => `palabra-${i}`);
  writeFileSync(
    join(src, "index.html"),
    `<!doctype html>\n<html lang="es"><head><meta charset="UTF-8" /><title>Tribu</title>\n<meta name="description" content="${"Plataforma escolar. ".repeat(60)}" />\n<script type="module" src="/main.js"></script></head><body><div id="root"></div></body></html>\n`,
  );
  writeFileSync(join(src, "words.js"), `export const words = ${JSON.stringify(words)};\n`);
  writeFileSync(join(src, "logo.png"), randomBytes(8 * 1024));
  writeFileSync(
    join(src, "main.js"),
    `import { words } from "./words.js";\nimport logo from "./logo.png";\nconst root = document.getElementById("root");\nroot.textContent = words.join(" ");\nroot.dataset.logo = logo;\n`,
  );
  const outDir = join(dir, "client");
  await build({
    root: src,
    configFile: false,
    logLevel: "silent",
    cacheDir: join(dir, "vite-cache"),
    plugins: [precompressedAssets()],
    build: { outDir, emptyOutDir: true, assetsInlineLimit: 0 },
  });
  return outDir;
}

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload);
  if (encoding === "gzip") return gunzipSync(response.rawPayload);
  if (encoding === undefined) return response.rawPayload;
  throw new Error(`Unexpected content-encoding ${String(encoding)}`);
}

let platform: TestPlatform;
let admin: Actor;
let web: FastifyInstance;
let workDir: string;
let clientDir: string;
let script: string;
let image: string;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  workDir = mkdtempSync(join(tmpdir(), "tribu-wire-"));
  clientDir = await buildClient(workDir);
  web = await buildApp({ config: platform.config, db: platform.db, services: platform.services, clientDir });
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  script = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0] as string;
  image = `/assets/${readFileSync(join(clientDir, script), "utf8").match(/logo-[\w-]+\.png/)?.[0]}`;
}, 60_000);

afterAll(async () => {
  await web?.close();
  await platform?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe("the web client's files", () => {
  it("a hashed script asked for with Accept-Encoding: br comes back brotli, immutable for a year, and decodes to the file's bytes", async () => {
    const file = readFileSync(join(clientDir, script));
    expect(file.length).toBeGreaterThan(1024);
    for (const acceptEncoding of ["br", chromeAcceptEncoding]) {
      const response = await web.inject({ method: "GET", url: script, headers: { "accept-encoding": acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/javascript/);
      expect(response.headers["cache-control"]).toBe(immutable);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(file.length / 2);
      expect(decoded(response).equals(file)).toBe(true);
    }
  });

  it("with Accept-Encoding: gzip it comes back gzip, immutable, and decodes to the same bytes", async () => {
    const file = readFileSync(join(clientDir, script));
    const response = await web.inject({ method: "GET", url: script, headers: { "accept-encoding": "gzip" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["cache-control"]).toBe(immutable);
    expect(response.rawPayload.length).toBeLessThan(file.length / 2);
    expect(decoded(response).equals(file)).toBe(true);
  });

  it("without Accept-Encoding it comes back plain, with its length, and a byte range still works", async () => {
    const file = readFileSync(join(clientDir, script));
    const plain = await web.inject({ method: "GET", url: script });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-length"]).toBe(String(file.length));
    expect(plain.headers["cache-control"]).toBe(immutable);
    expect(plain.rawPayload.equals(file)).toBe(true);
    const range = await web.inject({ method: "GET", url: script, headers: { range: "bytes=0-99" } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(file.subarray(0, 100))).toBe(true);
  });

  it("index.html, at / and behind a deep link, is no-cache and goes compressed to a browser that accepts it", async () => {
    const file = readFileSync(join(clientDir, "index.html"));
    for (const url of ["/", "/dashboard/users"]) {
      const compressed = await web.inject({ method: "GET", url, headers: { "accept-encoding": chromeAcceptEncoding } });
      const plain = await web.inject({ method: "GET", url });
      expect([compressed.statusCode, plain.statusCode]).toEqual([200, 200]);
      expect(compressed.headers["cache-control"]).toBe("no-cache");
      expect(plain.headers["cache-control"]).toBe("no-cache");
      expect(compressed.headers["content-encoding"]).toBe("br");
      expect(decoded(compressed).equals(file)).toBe(true);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.equals(file)).toBe(true);
    }
  });

  it("an image is not compressed again: it goes as it is, with its length, immutable", async () => {
    const file = readFileSync(join(clientDir, image));
    const response = await web.inject({ method: "GET", url: image, headers: { "accept-encoding": chromeAcceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-length"]).toBe(String(file.length));
    expect(response.headers["cache-control"]).toBe(immutable);
    expect(response.rawPayload.equals(file)).toBe(true);
  });
});

describe("JSON answers", () => {
  beforeAll(async () => {
    for (let i = 0; i < 12; i++) await signedIn(platform, "student", { firstName: `Estudiante ${i}`, lastName: "Con un apellido largo" });
  });

  it("a REST answer over 1 KiB is gzip-compressed for Accept-Encoding: gzip; one under 1 KiB is not", async () => {
    const plain = await rest(admin, "GET", "/api/users");
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const big = await rest(admin, "GET", "/api/users", undefined, { headers: { "accept-encoding": "gzip" } });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("gzip");
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    expect(big.headers["cache-control"]).toBe("no-store");
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(big).toString("utf8"))).toEqual(plain.json());

    const small = await rest(admin, "GET", "/api/setup", undefined, { headers: { "accept-encoding": "gzip" } });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("a tRPC answer over 1 KiB is compressed (brotli for a browser), one under 1 KiB goes plain with its length", async () => {
    const headers = { authorization: `Bearer ${admin.token}`, "accept-encoding": chromeAcceptEncoding };
    const plain = await trpcQuery(platform.app, "users.list", {}, { authorization: headers.authorization });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const big = await trpcQuery(platform.app, "users.list", {}, headers);
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(big.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(big).toString("utf8"))).toEqual(plain.json());

    const small = await trpcQuery(platform.app, "setup.info", undefined, headers);
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers["content-length"]).toBe(String(small.rawPayload.length));
    expect(small.rawPayload.length).toBeLessThan(1024);
  });
});

describe("the same answer is compressed once, a changed one afresh", () => {
  it("a browser reading the module list twice gets the same compressed bytes; after a new module it gets the new list, never the old one", async () => {
    const teacher = await signedIn(platform, "teacher", { firstName: "Rosa" });
    for (let i = 0; i < 6; i++) await createModule(platform.db, teacher.id, { title: `Módulo comprimido ${i} con un título bastante largo` });
    const headers = { headers: { "accept-encoding": chromeAcceptEncoding } };
    const first = await rest(admin, "GET", "/api/modules", undefined, headers);
    const second = await rest(admin, "GET", "/api/modules", undefined, headers);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await rest(admin, "GET", "/api/modules");
    expect(JSON.parse(decoded(second).toString("utf8"))).toEqual(plain.json());

    await createModule(platform.db, teacher.id, { title: "Módulo nuevo de hoy" });
    const after = await rest(admin, "GET", "/api/modules", undefined, headers);
    const titles = (JSON.parse(decoded(after).toString("utf8")) as { modules: { title: string }[] }).modules.map((m) => m.title);
    expect(titles).toContain("Módulo nuevo de hoy");
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it("a tRPC answer asked for with gzip only comes back gzip, and q=0 for br is honoured", async () => {
    const headers = { authorization: `Bearer ${admin.token}`, "accept-encoding": "br;q=0, gzip" };
    const answer = await trpcQuery(platform.app, "users.list", {}, headers);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const plain = await trpcQuery(platform.app, "users.list", {}, { authorization: headers.authorization });
    expect(JSON.parse(decoded(answer).toString("utf8"))).toEqual(plain.json());
  });
});

describe("downloads keep their bytes and their length", () => {
  it("a receipt (PDF) downloads byte for byte, uncompressed, with its Content-Length", async () => {
    const parent = await signedIn(platform, "parent");
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from("1 0 obj << /Type /Catalog >> endobj\n".repeat(100)), Buffer.from("%%EOF\n")]);
    const receipt = await upload(parent, "POST", "/api/payments", { month: "05", year: String(new Date().getFullYear()), parentId: String(parent.id) }, { name: "mayo.pdf", content: pdf });
    expect(receipt.statusCode).toBe(201);
    const file = await rest(parent, "GET", `/api/payments/${receipt.json().payment.id}/file`, undefined, { headers: { "accept-encoding": chromeAcceptEncoding } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.headers["content-length"]).toBe(String(pdf.length));
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it("a text file handed in as student work downloads byte for byte, uncompressed, with its Content-Length", async () => {
    const teacher = await signedIn(platform, "teacher");
    const student = await signedIn(platform, "student", { tribe: "Tribu 1" });
    const moduleId = await createModule(platform.db, teacher.id, { tribe: "Tribu 1" });
    await assignModule(platform.db, student.id, moduleId);
    const text = Buffer.from("Mi cuento del mar. Había una vez un pez que quería volar.\n".repeat(60));
    const handedIn = await upload(student, "POST", "/api/student-work-submissions", { moduleId: String(moduleId) }, { name: "cuento.txt", content: text, type: "text/plain" });
    expect(handedIn.statusCode).toBe(201);
    const file = await rest(teacher, "GET", `/api/student-work-submissions/${handedIn.json().submission.id}/file`, undefined, {
      headers: { "accept-encoding": chromeAcceptEncoding },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/^text\/plain/);
    expect(file.headers["content-encoding"]).toBeUndefined();
    expect(file.headers["content-length"]).toBe(String(text.length));
    expect(file.rawPayload.equals(text)).toBe(true);
  });
});
