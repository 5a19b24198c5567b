import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawBody } from "../setup/http.js";
import { type Actor, type As, rest, signedIn, upload } from "../setup/as-role.js";
import { createFirstAdmin, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { assignModule, createModule, linkParent, submitWork } from "./people-helpers.js";
import { restRoutes, trpcProcedures } from "./route-list.js";

/**
 * Hostile input (issue 10): property-based calls to every tRPC procedure and REST route, as an
 * admin and anonymously, with valid-looking and malformed inputs; an upload corpus against every
 * upload path; and the sign-in brute-force limits. Pass: never a 5xx, never a stack trace or SQL
 * text in an answer, nothing written outside the uploads folder, and /api/health ok afterwards.
 */

// ---------- what a hostile caller sends ----------
const hostileStrings = [
  "",
  " ",
  "\u0000",
  "nombre\u0000oculto",
  "\u202Egpj.exe\u202C",
  "\u200F\u200E\u2066texto\u2069",
  "𝕋𝕣𝕚𝕓𝕦 🧒🏽‍🦱 👨‍👩‍👧",
  "\uD800",
  "\uFFFF\uFFFE",
  "Ñandú Ω≈ç√ \u0301\u0301\u0301",
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  '" UNION SELECT password_hash FROM users --',
  "1' AND sleep(5)--",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%00",
  "%2e%2e%2f",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "$" + "{7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "0x7fffffff",
  "99999999999999999999",
  "2026-02-30",
  "Tribu 1",
  "admin@tribu.test",
  "a".repeat(100_000),
  "é".repeat(20_000),
];
/** Put in every key of a schema at once, before the random runs. */
const edgeValues: unknown[] = [2 ** 31, -1, 1e308, "\u0000", "a".repeat(100_000), "' OR '1'='1", ["\u202E"], { __proto__: null, id: 1 }, null];
const hugeNumbers = [0, -1, 1.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308];

const scalar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...hugeNumbers) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom("id", "__proto__", "constructor", "role", "a"), scalar, { maxKeys: 3 }) },
);
const commonKeys = [
  "id",
  "email",
  "password",
  "firstName",
  "lastName",
  "role",
  "newRole",
  "title",
  "name",
  "description",
  "status",
  "moduleId",
  "studentId",
  "parentId",
  "classId",
  "userId",
  "tribe",
  "tribeName",
  "month",
  "year",
  "date",
  "items",
  "moduleIds",
  "profile",
  "fields",
  "q",
  "search",
  "page",
];

/** An object shaped like the schema's keys (each present or not, each of any type) plus extra keys. */
function objectFor(keys: readonly string[]) {
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 12 }), value, { maxKeys: 3 });
  return fc.tuple(known, extra, fc.boolean()).map(([a, b, proto]) => ({ body: { ...b, ...a } as Record<string, unknown>, proto }));
}

/** JSON text, with a "__proto__" key written in as an attacker would (JSON.stringify drops it). */
function jsonText(body: unknown, proto: boolean): string {
  const text = JSON.stringify(body) ?? "null";
  if (!proto || !text.startsWith("{")) return text;
  return `{"__proto__":{"role":"admin","isAdmin":true},${text.slice(1)}`.replace(",}", "}");
}

/** The keys of a zod object schema, through optional/default/pipe wrappers; [] when it is not an object. */
function schemaKeys(schema: unknown): string[] {
  let current = schema as { def?: { type?: string; innerType?: unknown; in?: unknown; shape?: Record<string, unknown> } } | undefined;
  for (let i = 0; i < 6 && current?.def; i++) {
    const def = current.def;
    if (def.type === "object") return Object.keys(def.shape ?? {});
    current = (def.innerType ?? def.in) as typeof current;
  }
  return [];
}

// ---------- what must never come back ----------
const leaks = [
  /\n\s+at\s/,
  /\.(?:ts|js|mjs|cjs):\d+:\d+/,
  /node_modules/,
  /node:internal/,
  /SQLITE_/i,
  /better-sqlite3/i,
  /kysely/i,
  /syntax error at or near/i,
  /violates .* constraint/i,
  /constraint failed/i,
  /duplicate key value/i,
  /relation "[^"]+" does not exist/i,
  /column "[^"]+"/i,
  /invalid input syntax/i,
  /out of range for type/i,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError)\b/,
  /Cannot read propert/i,
  /is not a function/i,
];

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

function problemsOf(label: string, response: Answer): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  const type = String(response.headers["content-type"] ?? "");
  // zod's English defaults must not reach a caller; every message is Spanish.
  if (response.statusCode >= 400 && /Invalid input|Too (big|small)|expected [a-z]+, received|Required|Unrecognized key/.test(response.body)) problems.push(`${label}: English message ${response.body.slice(0, 200)}`);
  if (type.includes("json") || type.startsWith("text/")) {
    for (const pattern of leaks) {
      if (pattern.test(response.body)) problems.push(`${label}: answer shows ${pattern} — ${response.body.slice(0, 200)}`);
    }
  }
  return problems;
}

/** Every file below `dir`, relative to it. */
function tree(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(dir, full));
    }
  };
  walk(dir);
  return out.sort();
}

// ---------- the upload corpus ----------
const pdfHead = Buffer.from("%PDF-1.4\n");
const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 0)]);
const gifJsPolyglot = Buffer.from("GIF89a/*\x01\x00\x01\x00\x00\xff\xff\xff,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x00;*/=1;alert(document.domain);//", "latin1");
const svgScript = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const htmlPage = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab4a35a70000000049454e44ae426082", "hex");

type CorpusFile = { label: string; name: string; content: Buffer; type: string };
const corpus: CorpusFile[] = [
  { label: "10 MB + 1 byte", name: "grande.pdf", content: Buffer.concat([pdfHead, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfHead.length, 0x20)]), type: "application/pdf" },
  { label: "an executable renamed .pdf", name: "recibo.pdf", content: elf, type: "application/pdf" },
  { label: "an executable renamed .png", name: "foto.png", content: elf, type: "image/png" },
  { label: "a GIF/JS polyglot", name: "dibujo.gif", content: gifJsPolyglot, type: "image/gif" },
  { label: "an SVG with a script", name: "dibujo.svg", content: svgScript, type: "image/svg+xml" },
  { label: "an HTML page named .pdf", name: "pagina.pdf", content: htmlPage, type: "application/pdf" },
  { label: "a name with ../", name: "../../../../tmp/tribu-escape.png", content: png, type: "image/png" },
  { label: "a name with a NUL byte", name: "foto\u0000.png.exe", content: png, type: "image/png" },
  { label: "a name with right-to-left marks", name: "foto\u202Egnp.exe", content: png, type: "image/png" },
];

describe("hostile input: every procedure and route, odd bodies, uploads, brute force", () => {
  let p: TestPlatform;
  let admin: Actor;
  let student: Actor;
  let parent: Actor;
  let teacher: Actor;
  let moduleId: number;
  const procs = trpcProcedures();

  beforeAll(async () => {
    p = await createTestPlatform();
    await createFirstAdmin(p);
    // A few people so that small ids point at real rows; the fuzzing admin comes last.
    student = await signedIn(p, "student", { tribe: "Tribu 1" });
    parent = await signedIn(p, "parent");
    teacher = await signedIn(p, "teacher");
    await linkParent(p.db, parent.id, student.id);
    moduleId = await createModule(p.db, teacher.id, { title: "Módulo" });
    await assignModule(p.db, student.id, moduleId);
    admin = await signedIn(p, "admin");
  }, 60_000);

  afterAll(async () => {
    await p?.close();
  });

  async function healthy() {
    const health = await rest(p, "GET", "/api/health");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
  }

  /** Runs `check` over all items, a few at a time, and gathers what went wrong. */
  async function each<T>(items: T[], check: (item: T) => Promise<string[]>, width = 6): Promise<string[]> {
    const problems: string[] = [];
    for (let i = 0; i < items.length; i += width) {
      for (const found of await Promise.all(items.slice(i, i + width).map(check))) problems.push(...found);
    }
    return problems;
  }

  /** A procedure called with its input exactly as written (often not JSON at all). */
  async function sendToProcedure(name: string, text: string, as: As): Promise<Answer> {
    return procs.get(name)?.type === "query"
      ? rest(as, "GET", `/trpc/${name}?input=${encodeURIComponent(text)}`, undefined, { headers: { "content-type": "application/json" } })
      : rest(as, "POST", `/trpc/${name}`, new RawBody(text));
  }

  for (const [who, runs] of [
    ["an admin", 6],
    ["anonymous", 2],
  ] as const) {
    it(`every tRPC procedure survives schema-shaped hostile input from ${who}`, async () => {
      const as = () => (who === "an admin" ? admin : p);
      const problems = await each([...procs.keys()], async (name) => {
        const keys = [...new Set(procs.get(name)?.inputs.flatMap(schemaKeys) ?? [])];
        const found: string[] = [];
        const shape = keys.length ? keys : commonKeys;
        await fc.assert(
          fc.asyncProperty(fc.oneof(objectFor(shape), value.map((v) => ({ body: v as never, proto: false }))), async ({ body, proto }) => {
            const text = jsonText(body, proto);
            const response = await sendToProcedure(name, text, as());
            found.push(...problemsOf(`trpc ${name} ${text.slice(0, 120)}`, response));
          }),
          // Every key of the schema at once with each edge value first, then random mixes.
          { numRuns: runs + edgeValues.length, seed: 4242, examples: edgeValues.map((edge) => [{ body: Object.fromEntries(shape.map((k) => [k, edge])), proto: false }]) },
        );
        // Not JSON at all, and a batch call with a broken member.
        for (const text of ["{", "'; DROP TABLE users; --", "\u0000"]) found.push(...problemsOf(`trpc ${name} raw ${JSON.stringify(text)}`, await sendToProcedure(name, text, as())));
        return found;
      });
      expect(problems).toEqual([]);
      await healthy();
    }, 180_000); // grows with every procedure (issue 36 added about thirty): 14-20 s alone, near 60 s on a loaded 2-core machine
  }

  for (const [who, runs] of [
    ["an admin", 4],
    ["anonymous", 1],
  ] as const) {
    it(`every REST route survives hostile path, query and body from ${who}`, async () => {
      const routes = restRoutes(p.app);
      const segment = fc.oneof(
        fc.constantFrom("1", "2", "0", "-1", "abc", "1.5", "2147483648", "99999999999999999999", "%00", "..%2F..%2Fetc", "%E2%80%AE", "null", "__proto__"),
        fc.constantFrom(...hostileStrings.filter((s) => s.length < 100)).map((s) => encodeURIComponent(s)),
      );
      const problems = await each(routes, async ({ method, path }) => {
        const found: string[] = [];
        await fc.assert(
          fc.asyncProperty(fc.array(segment, { minLength: 4, maxLength: 4 }), objectFor(commonKeys), fc.constantFrom(...hostileStrings.filter((s) => s.length < 100)), async (params, { body, proto }, q) => {
            let n = 0;
            const url = `${path.replace(/:[^/]+/g, () => params[n++ % params.length] ?? "1")}?q=${encodeURIComponent(q)}&page=${encodeURIComponent(q)}&pageSize=${encodeURIComponent(q)}&show=${encodeURIComponent(q)}&status=${encodeURIComponent(q)}`;
            const hasBody = method !== "GET" && method !== "DELETE";
            const text = jsonText(body, proto);
            const response = await rest(who === "an admin" ? admin : p, method as "POST", url, hasBody ? new RawBody(text) : undefined);
            found.push(...problemsOf(`${method} ${url.slice(0, 120)} ${hasBody ? text.slice(0, 80) : ""}`, response));
          }),
          {
            numRuns: runs + 2,
            seed: 4242,
            examples: [
              [["2147483648", "2147483648", "2147483648", "2147483648"], { body: Object.fromEntries(commonKeys.map((k) => [k, 2 ** 31])), proto: true }, "\u0000"],
              [["%00", "%00", "%00", "%00"], { body: Object.fromEntries(commonKeys.map((k) => [k, "\u0000"])), proto: false }, "' OR '1'='1"],
            ],
          },
        );
        return found;
      });
      expect(problems).toEqual([]);
      await healthy();
    }, 60_000);
  }

  it("wrong content types, broken multipart bodies and oversized JSON are 4xx on every route that takes a body", async () => {
    const routes = restRoutes(p.app).filter((r) => r.method !== "GET" && r.method !== "DELETE");
    const boundary = "----tribuRota";
    const bodies: { label: string; type: string; payload: string }[] = [
      { label: "text/plain", type: "text/plain", payload: "hola" },
      { label: "xml", type: "application/xml", payload: "<a>1</a>" },
      { label: "form", type: "application/x-www-form-urlencoded", payload: "a=1&__proto__[role]=admin" },
      { label: "broken JSON", type: "application/json", payload: '{"title": "sin cerrar' },
      { label: "JSON with a __proto__ key", type: "application/json", payload: '{"__proto__":{"role":"admin"},"title":"x"}' },
      { label: "JSON with a constructor.prototype key", type: "application/json", payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
      { label: "JSON, a bare string", type: "application/json", payload: '"hola"' },
      { label: "multipart without boundary", type: "multipart/form-data", payload: "--x\r\n" },
      { label: "multipart, garbage", type: `multipart/form-data; boundary=${boundary}`, payload: "\u0000\u0001no es un formulario" },
      {
        label: "multipart, cut in the middle of a file",
        type: `multipart/form-data; boundary=${boundary}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cortado`,
      },
      {
        label: "multipart, 30 fields",
        type: `multipart/form-data; boundary=${boundary}`,
        payload: `${Array.from({ length: 30 }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join("")}--${boundary}--\r\n`,
      },
      { label: "JSON over 1 MB", type: "application/json", payload: JSON.stringify({ title: "x".repeat(1024 * 1024 + 10) }) },
    ];
    const jobs = routes.flatMap((route) => bodies.map((body) => ({ route, body })));
    const problems = await each(
      jobs,
      async ({ route, body }) => {
        const url = route.path.replace(/:[^/]+/g, "1");
        const response = await rest(admin, route.method as "POST", url, new RawBody(body.payload, body.type));
        const found = problemsOf(`${route.method} ${url} with ${body.label}`, response);
        if (body.label === "JSON over 1 MB" && response.statusCode !== 413) found.push(`${route.method} ${url}: JSON over 1 MB answered ${response.statusCode}, not 413`);
        return found;
      },
      8,
    );
    expect(problems).toEqual([]);
    // tRPC: unknown procedures, batch calls and a malformed input parameter.
    for (const url of ["/trpc/nada.existe", "/trpc/users.list,users.get?batch=1&input=%7B%220%22%3A%7B%7D%7D", "/trpc/users.list?input=%7B", "/trpc/__proto__"]) {
      expect(problemsOf(url, await rest(admin, "GET", url))).toEqual([]);
    }
    await healthy();
  }, 60_000);

  it("two teachers changing one visual day at once never get a 500 (no deadlock on PostgreSQL)", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const made = await rest(admin, "POST", "/api/visual-day/steps", { tribe: "Tribu 3", label: `Paso ${i}`, time: "11:00" });
      ids.push((made.json().day.steps as { id: number; label: string }[]).find((step) => step.label === `Paso ${i}`)?.id ?? 0);
    }
    const calls = ids.flatMap((id, i) => [
      { method: "DELETE" as const, url: `/api/visual-day/steps/${id}`, as: i % 2 ? admin : teacher },
      { method: "POST" as const, url: `/api/visual-day/steps/${ids[(i + 5) % ids.length]}/move`, as: i % 2 ? teacher : admin, payload: { direction: i % 3 ? "up" : "down" } },
    ]);
    const answers = await Promise.all(calls.map((c) => rest(c.as, c.method, c.url, c.payload)));
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    // Every removal went through; a move of a step already removed is a 404.
    expect(answers.filter((_, i) => calls[i]?.method === "DELETE").map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    expect(answers.every((a, i) => calls[i]?.method === "DELETE" || [200, 404].includes(a.statusCode))).toBe(true);
  });

  it("a huge id is a 4xx on both databases (PostgreSQL integers stop at 2^31)", async () => {
    for (const url of ["/api/users/2147483648", "/api/modules/99999999999", "/api/payments/2147483648/file", "/api/whatsapp/contacts/34600000000/messages"]) {
      const response = await rest(admin, "GET", url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().message).toMatch(/[a-zá-ú]/i);
    }
  });

  describe("upload corpus", () => {
    let receiptMonth = 0;
    const uploadPaths: { path: string; method: "POST" | "PUT"; as: () => Actor; fields: () => Promise<Record<string, string>> | Record<string, string>; url?: () => Promise<string> }[] = [
      {
        path: "receipt (POST /api/payments)",
        method: "POST",
        as: () => parent,
        fields: () => ({ month: String((receiptMonth++ % 12) + 1).padStart(2, "0"), year: String(new Date().getFullYear() - 2 + Math.floor(receiptMonth / 12)) }),
        url: async () => "/api/payments",
      },
      {
        path: "handed-in work (POST /api/student-work-submissions)",
        method: "POST",
        as: () => student,
        fields: async () => {
          const fresh = await createModule(p.db, 1, { title: "Otro" });
          const studentId = (await p.db.selectFrom("users").select("id").where("role", "=", "student").executeTakeFirstOrThrow()).id;
          await assignModule(p.db, studentId, fresh);
          return { moduleId: String(fresh), workDescription: "Mi trabajo" };
        },
        url: async () => "/api/student-work-submissions",
      },
      { path: "module file (POST /api/module-files/upload)", method: "POST", as: () => teacher, fields: () => ({ moduleId: String(moduleId), type: "downloadPdf" }), url: async () => "/api/module-files/upload" },
      { path: "catalogue (POST /api/products/import)", method: "POST", as: () => admin, fields: () => ({}), url: async () => "/api/products/import" },
      { path: "visual-day picture (POST /api/visual-day/steps)", method: "POST", as: () => admin, fields: () => ({ tribe: "Tribu 1", label: "Paso", time: "09:00" }), url: async () => "/api/visual-day/steps" },
      { path: "announcement attachment (POST /api/announcements)", method: "POST", as: () => admin, fields: () => ({ title: "Circular", text: "Texto", scope: "school" }), url: async () => "/api/announcements" },
      {
        path: "changed work (PUT /api/student-work-submissions/:id)",
        method: "PUT",
        as: () => student,
        fields: () => ({ workDescription: "Cambiado" }),
        url: async () => {
          const fresh = await createModule(p.db, 1, { title: "Otro más" });
          const studentId = (await p.db.selectFrom("users").select("id").where("role", "=", "student").executeTakeFirstOrThrow()).id;
          await assignModule(p.db, studentId, fresh);
          return `/api/student-work-submissions/${await submitWork(p.db, studentId, fresh)}`;
        },
      },
      {
        path: "changed picture (PUT /api/visual-day/steps/:id)",
        method: "PUT",
        as: () => admin,
        fields: () => ({ label: "Paso", time: "10:00" }),
        url: async () => {
          const made = await rest(admin, "POST", "/api/visual-day/steps", { tribe: "Tribu 2", label: "Paso", time: "08:00" });
          const body = made.json();
          return `/api/visual-day/steps/${body.step?.id ?? body.stepId ?? body.day?.steps?.at(-1)?.id}`;
        },
      },
    ];

    it("refuses or safely stores every file on every upload path, and writes nothing outside the uploads folder", async () => {
      const before = tree(p.dataDir);
      const problems: string[] = [];
      const stored: { path: string; file: CorpusFile; body: Record<string, unknown> }[] = [];
      for (const target of uploadPaths) {
        for (const file of corpus) {
          const fields = await target.fields();
          const response = await upload(target.as(), target.method, await (target.url ?? (async () => ""))(), fields, { name: file.name, content: file.content, type: file.type });
          const label = `${target.path} with ${file.label}`;
          problems.push(...problemsOf(label, response));
          if (file.label === "10 MB + 1 byte" && response.statusCode !== 413) problems.push(`${label}: ${response.statusCode}, not 413`);
          if (["an executable renamed .pdf", "an executable renamed .png"].includes(file.label) && response.statusCode < 400) {
            problems.push(`${label}: accepted (${response.statusCode})`);
          }
          // Markup is refused, or (handed-in work takes plain text) kept as text under a .txt name.
          if (["an SVG with a script", "an HTML page named .pdf"].includes(file.label) && response.statusCode < 400) {
            const kept = (response.json() as { submission?: { workFile?: { mimeType: string; originalName: string } } }).submission?.workFile;
            if (!kept?.mimeType.startsWith("text/plain") || !kept.originalName.endsWith(".txt")) {
              problems.push(`${label}: accepted as ${JSON.stringify(kept ?? response.body.slice(0, 120))}`);
            }
          }
          if (response.statusCode < 300) stored.push({ path: target.path, file, body: response.json() });
        }
        // A real PNG (the one with odd names) is kept on every path that takes images, so the
        // refusals above are about the files, not a broken request.
        if (!target.path.startsWith("catalogue") && !stored.some((s) => s.path === target.path)) problems.push(`${target.path}: nothing was accepted`);
      }
      expect(problems).toEqual([]);

      // Every new file lies in uploads/ under a generated name; nothing else appeared.
      const added = tree(p.dataDir).filter((f) => !before.includes(f));
      for (const file of added) {
        expect(file.startsWith(`uploads${"/"}`), file).toBe(true);
        expect(file, file).toMatch(/^uploads\/[0-9a-f-]{36}\.(pdf|png|jpg|gif|webp|txt|zip|docx|doc|rar)$/);
      }
      expect(readdirSync("/tmp").filter((name) => name.startsWith("tribu-escape"))).toEqual([]);

      // What was stored keeps a clean display name (no folders, no NUL, no direction marks).
      const names = await p.db.selectFrom("files").select(["originalName", "mimeType"]).execute();
      const extensionOf: Record<string, RegExp> = {
        "application/pdf": /\.pdf$/i,
        "image/png": /\.png$/i,
        "image/jpeg": /\.jpe?g$/i,
        "image/gif": /\.gif$/i,
        "image/webp": /\.webp$/i,
        "text/plain; charset=utf-8": /\.(txt|text|csv|md)$/i,
      };
      for (const { originalName, mimeType } of names) {
        expect(originalName).not.toMatch(/[\\/\u202E\u202C\u200E\u200F]/);
        expect(originalName.includes("\u0000")).toBe(false);
        expect(mimeType).not.toMatch(/svg|html|javascript|octet/);
        // The name a download gets cannot pose as another type (an SVG kept as text ends in .txt).
        expect(originalName, `${originalName} (${mimeType})`).toMatch(extensionOf[mimeType] ?? /^$/);
      }
      // The stored polyglot, receipts and pictures come back as downloads with nosniff.
      expect(stored.length).toBeGreaterThan(0);
      await healthy();
    }, 60_000);

    it("serves stored files only as attachments with nosniff", async () => {
      const rows = await p.db.selectFrom("files").select(["id", "purpose"]).execute();
      expect(rows.length).toBeGreaterThan(0);
      const urls: string[] = [];
      const payment = await p.db.selectFrom("payments").select("id").executeTakeFirst();
      if (payment) urls.push(`/api/payments/${payment.id}/file`);
      const work = await p.db.selectFrom("workSubmissions").select("id").where("fileId", "is not", null).executeTakeFirst();
      if (work) urls.push(`/api/student-work-submissions/${work.id}/file`);
      const module = await p.db.selectFrom("modules").select("id").where("pdfFileId", "is not", null).executeTakeFirst();
      if (module) urls.push(`/api/modules/${module.id}/pdf`);
      const step = await p.db.selectFrom("visualDaySteps").select("id").where("pictureFileId", "is not", null).executeTakeFirst();
      if (step) urls.push(`/api/visual-day/steps/${step.id}/picture`);
      expect(urls.length).toBe(4);
      for (const url of urls) {
        for (const query of ["", "?download=1"]) {
          const response = await rest(admin, "GET", `${url}${query}`);
          expect(response.statusCode, url).toBe(200);
          expect(response.headers["x-content-type-options"], url).toBe("nosniff");
          expect(String(response.headers["content-disposition"]), url).toMatch(/^attachment;/);
          expect(String(response.headers["content-type"]), url).not.toMatch(/html|svg|javascript/);
        }
      }
    });
  });

  it("locks sign-in after 10 failures for one account from one address and 30 from one address, while others still sign in", async () => {
    const victim = await createUser(p, { role: "teacher" });
    const other = await createUser(p, { role: "parent" });
    const login = (email: string, password: string, remoteAddress: string) => rest(p, "POST", "/api/login", { email, password }, { remoteAddress });

    expect((await login(other.email, other.password, "198.51.100.9")).statusCode).toBe(200);

    // One account from one address: 10 failures, then 429 even with the right password.
    for (let i = 0; i < 10; i++) expect((await login(victim.email, "incorrecta-123", "203.0.113.5")).statusCode).toBe(401);
    const locked = await login(victim.email, victim.password, "203.0.113.5");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/intent/i);

    // One address against many accounts: 30 failures, then 429 for any account from there.
    for (let i = 0; i < 30; i++) expect((await login(`nadie${i}@tribu.test`, "incorrecta-123", "203.0.113.77")).statusCode).toBe(401);
    expect((await login(other.email, other.password, "203.0.113.77")).statusCode).toBe(429);

    // Meanwhile another person, from another address, signs in. (How fast is the benchmark's to say,
    // scripts/bench.ts: one timed sign-in against another failed here on a busy machine in CI.)
    const fine = await login(other.email, other.password, "198.51.100.10");
    expect(fine.statusCode).toBe(200);
    expect(fine.json().token).toEqual(expect.any(String));
    await healthy();
  });
});
