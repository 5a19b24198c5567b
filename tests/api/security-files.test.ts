import { chmodSync, existsSync, readdirSync, statSync, utimesSync, writeFileSync, mkdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../../server/ops/backup.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 19, files and the data folder: who may read them on the machine, what an anonymous 10 MB
 * upload costs, what a double tap leaves on disk, and what an interrupted upload leaves behind.
 */

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);
const mode = (path: string) => statSync(path).mode & 0o777;

let platform: TestPlatform;
let teacher: Actor;
let student: Actor;
let moduleId: number;

beforeAll(async () => {
  platform = await createTestPlatform(
    // No JWT_SECRET: the platform makes its own secret file, as an installation does.
    { JWT_SECRET: undefined },
    { sqliteOnDisk: true },
  );
  const admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher");
  student = await signedIn(platform, "student", { tribe: "Tribu 1" });
  const created = await rest(admin, "POST", "/api/modules", { title: "Módulo de archivos", description: "Para las pruebas de archivos", tribe: "Tribu 1" });
  expect(created.statusCode, created.body).toBeLessThan(300);
  moduleId = created.json().id ?? created.json().module?.id;
  await platform.db.updateTable("modules").set({ createdById: teacher.id }).where("id", "=", moduleId).execute();
});

afterAll(async () => {
  await platform?.close();
});

/** Files in DATA_DIR/uploads that are not temporary. */
function storedFiles(): string[] {
  const dir = join(platform.dataDir, "uploads");
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.startsWith(".")) : [];
}

describe("the data folder is private", () => {
  it("DATA_DIR is 0700; the database, its WAL, the secret and every upload 0600", async () => {
    const sent = await upload(student, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Mi dibujo" }, { name: "dibujo.pdf", content: pdf("a") });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(mode(platform.dataDir)).toBe(0o700);
    if (platform.dbKind === "sqlite") {
      expect(mode(join(platform.dataDir, "tribu.sqlite"))).toBe(0o600);
      expect(mode(join(platform.dataDir, "tribu.sqlite-wal"))).toBe(0o600);
    }
    expect(mode(join(platform.dataDir, "jwt-secret"))).toBe(0o600);
    expect(mode(join(platform.dataDir, "uploads"))).toBe(0o700);
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) expect(mode(join(platform.dataDir, "uploads", name))).toBe(0o600);
  });

  it("a school upgrading in place gets its older, readable folder and files tightened at start", async () => {
    const older = await createTestPlatform(
      {},
      {
        beforeOpen: async (_db, dir) => {
          chmodSync(dir, 0o755);
          mkdirSync(join(dir, "uploads"), { recursive: true, mode: 0o755 });
          chmodSync(join(dir, "uploads"), 0o755);
          writeFileSync(join(dir, "uploads", "recibo-viejo.pdf"), pdf("viejo"), { mode: 0o644 });
          chmodSync(join(dir, "uploads", "recibo-viejo.pdf"), 0o644);
        },
      },
    );
    try {
      expect(mode(older.dataDir)).toBe(0o700);
      expect(mode(join(older.dataDir, "uploads"))).toBe(0o700);
      expect(mode(join(older.dataDir, "uploads", "recibo-viejo.pdf"))).toBe(0o600);
    } finally {
      await older.close();
    }
  });

  it("a backup is 0600 in a 0700 folder: it holds the secret and the whole database", async () => {
    const outDir = join(platform.dataDir, "..", `${platform.dataDir.split("/").pop()}-copias`);
    const { archive } = await createBackup({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl }, { outDir });
    try {
      expect(mode(outDir)).toBe(0o700);
      expect(mode(archive)).toBe(0o600);
    } finally {
      const { rmSync } = await import("node:fs");
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

/** A real listening server, for what inject cannot show: a body that is never sent in full. */
async function listening(): Promise<number> {
  await platform.app.listen({ port: 0, host: "127.0.0.1" });
  const address = platform.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Sends the head of a multipart request that announces `announced` bytes, then `sent` of them. */
function partialUpload(port: number, path: string, headers: Record<string, string>, head: Buffer, announced: number, sent: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let response = "";
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("data", (chunk) => {
    response += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  const lines = [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", `Content-Length: ${announced}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), "", ""];
  socket.write(lines.join("\r\n"));
  socket.write(head);
  socket.write(Buffer.alloc(Math.max(0, sent - head.length), 0x25));
  return { socket, closed, response: () => response };
}

describe("uploads are refused before their body is read", () => {
  let port: number;
  beforeAll(async () => {
    port = await listening();
  });

  it.each([
    ["an anonymous receipt", "/api/payments", undefined, "401"],
    ["an anonymous module file, file before the fields", "/api/module-files/upload", undefined, "401"],
    ["a student's module file, file before the fields", "/api/module-files/upload", "student", "403"],
  ])("%s: the answer comes while 9 of the 10 MB are still unsent, and the connection closes", async (_label, path, who, status) => {
    const boundary = "----tribuataque";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const headers: Record<string, string> = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
    if (who === "student") headers.Authorization = `Bearer ${student.token}`;
    const started = Date.now();
    const partial = partialUpload(port, path, headers, head, 10 * 1024 * 1024, 1024 * 1024);
    await Promise.race([partial.closed, new Promise((resolve) => setTimeout(resolve, 5000))]);
    partial.socket.destroy();
    expect(partial.response()).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(partial.response().toLowerCase()).toContain("connection: close");
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("an upload abandoned half-way leaves no temporary file behind", async () => {
    const boundary = "----tribucorte";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="moduleId"\r\n\r\n${moduleId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="largo.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const partial = partialUpload(port, "/api/student-work-submissions", { "Content-Type": `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${student.token}` }, head, 5 * 1024 * 1024, 512 * 1024);
    const uploads = join(platform.dataDir, "uploads");
    const incoming = () => readdirSync(uploads).filter((name) => name.startsWith(".incoming-"));
    for (let i = 0; i < 50 && incoming().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(incoming().length).toBe(1); // being written while the body arrives
    partial.socket.destroy();
    for (let i = 0; i < 100 && incoming().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(incoming()).toEqual([]);
  });
});

describe("replacing a file twice at once leaves one stored file", () => {
  it("two simultaneous new versions of a student's work: one file on disk, the one the work names", async () => {
    const first = await upload(student, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Versión 1" }, { name: "v1.pdf", content: pdf("v1") });
    expect(first.statusCode).toBeLessThan(300);
    const id = first.json().submission.id as number;
    const before = storedFiles().length;
    const [a, b] = await Promise.all(
      ["v2", "v3"].map((v) => upload(student, "PUT", `/api/student-work-submissions/${id}`, { workDescription: v }, { name: `${v}.pdf`, content: pdf(v) })),
    );
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    const row = await platform.db.selectFrom("workSubmissions").select("fileId").where("id", "=", id).executeTakeFirstOrThrow();
    const named = await platform.db.selectFrom("files").select("storageName").where("id", "=", row.fileId as number).executeTakeFirstOrThrow();
    expect(storedFiles().length).toBe(before);
    expect(storedFiles()).toContain(named.storageName);
  });

  it("two simultaneous PDFs for one module: one file on disk", async () => {
    const count = async () => Number((await platform.db.selectFrom("files").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    await upload(teacher, "POST", "/api/module-files/upload", { moduleId: String(moduleId), type: "downloadPdf" }, { name: "guia.pdf", content: pdf("guia") });
    const rows = await count();
    const disk = storedFiles().length;
    const answers = await Promise.all(
      ["a", "b", "c"].map((v) => upload(teacher, "POST", "/api/module-files/upload", { moduleId: String(moduleId), type: "downloadPdf" }, { name: `${v}.pdf`, content: pdf(v) })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await count()).toBe(rows);
    expect(storedFiles().length).toBe(disk);
  });
});

describe("temporary files of uploads that never finished", () => {
  it("are swept at start when older than the longest request; a fresh one is left alone", async () => {
    let dir = "";
    const swept = await createTestPlatform(
      {},
      {
        beforeOpen: async (_db, dataDir) => {
          dir = join(dataDir, "uploads");
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, ".incoming-abandonada"), "x");
          const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
          utimesSync(join(dir, ".incoming-abandonada"), hourAgo, hourAgo);
          writeFileSync(join(dir, ".incoming-en-curso"), "x");
        },
      },
    );
    try {
      expect(readdirSync(dir).sort()).toEqual([".incoming-en-curso"]);
    } finally {
      await swept.close();
    }
  });
});
