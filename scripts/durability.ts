/**
 * Durability check (issue 10): the real server (server/main.ts, SQLite in its own data folder) is
 * killed with SIGKILL five times while it acknowledges a stream of writes over HTTP: modules
 * created by the admin, handed-in work (multipart, with a PDF), reviews of that work and payment
 * receipts uploaded by a parent. After each kill it is restarted on the same folder. At the end
 * every write that got a 2xx answer must be in the database (its file on disk too), and
 * `PRAGMA integrity_check` must say ok after every kill.
 * A second check sends SIGTERM while an upload is still streaming in: the upload must be answered
 * 201 and stored before the process exits with code 0.
 *
 * Run: npm run durability   (tests/unit/durability.test.ts runs the same code)
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { offeredYears } from "../common/payments/payments.schema.js";
import { demoPassword } from "../server/ops/demo-school.js";
import { login, pdfBytes, startServer, stopServer, type TribuServer, uploadForm } from "./perf/tribu-server.js";

const accounts = { admin: "admin@demo.tribu", student: "estudiante@demo.tribu", parent: "familia@demo.tribu" };
/** A parent may hand in one receipt per month of six offered years: more parents, more months. */
const receiptParents = 10;
const parentEmail = (i: number) => `familia${i}@durabilidad.test`;
/** Held to the password rule of admin-created accounts (8+ characters, not a common one). */
const parentPassword = "durabilidad-familia-1";
type Tokens = { admin: string; student: string; parents: string[] };

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

interface Acked {
  modules: { id: number; title: string }[];
  submissions: { id: number; moduleId: number; description: string }[];
  reviews: { submissionId: number; feedback: string }[];
  payments: { id: number; month: string; year: number }[];
}

export interface KillRound {
  round: number;
  acknowledged: number;
  failedInFlight: number;
  integrity: string;
}

export interface DurabilityReport {
  rounds: KillRound[];
  acknowledged: { modules: number; submissions: number; reviews: number; payments: number };
  lost: string[];
  integrity: string;
}

function integrityOf(dataDir: string): string {
  const db = new SQLite(join(dataDir, "tribu.sqlite"));
  try {
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join("; ");
  } finally {
    db.close();
  }
}

/** Streams writes until the server stops answering; returns how many requests failed. */
async function streamWrites(base: string, tokens: Tokens, acked: Acked, counter: { next: number; receipt: number }): Promise<number> {
  let failed = 0;
  let stop = false;
  const call = async (path: string, init: RequestInit, token: string): Promise<unknown> => {
    const res = await fetch(`${base}${path}`, { ...init, headers: { ...(init.headers ?? {}), authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (!res.ok) throw new Error(`${init.method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  /** A module of the demo student's tribe (Tribu 1), the student's work for it, then the admin's review: three acknowledged writes. */
  const workChain = async () => {
    while (!stop) {
      const n = counter.next++;
      try {
        const title = `Durabilidad ${n}`;
        const created = (await call(
          "/api/modules",
          { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title, description: `Módulo ${n}`, tribe: "Tribu 1" }) },
          tokens.admin,
        )) as { module?: { id: number }; id?: number };
        const moduleId = created.module?.id ?? (created.id as number);
        acked.modules.push({ id: moduleId, title });
        const description = `Trabajo ${n}`;
        const submitted = (await call(
          "/api/student-work-submissions",
          { method: "POST", body: uploadForm({ moduleId: String(moduleId), workDescription: description }, "workFile", `trabajo-${n}.pdf`, pdfBytes(4096, `trabajo ${n}`)) },
          tokens.student,
        )) as { submission: { id: number } };
        acked.submissions.push({ id: submitted.submission.id, moduleId, description });
        const feedback = `Revisado ${n}`;
        await call(
          `/api/student-work-submissions/${submitted.submission.id}/review`,
          { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ status: "APPROVED", teacherFeedback: feedback, grade: 9 }) },
          tokens.admin,
        );
        acked.reviews.push({ submissionId: submitted.submission.id, feedback });
      } catch (error) {
        if (error instanceof TypeError) {
          // fetch failed: the server is gone.
          failed++;
          stop = true;
        } else {
          throw error;
        }
      }
    }
  };
  const receipts = async () => {
    while (!stop) {
      const n = counter.receipt++;
      // Never the same parent and month twice.
      const parent = tokens.parents[Math.floor(n / 72)];
      if (!parent) return;
      const month = String((n % 12) + 1).padStart(2, "0");
      const year = (offeredYears()[0] as number) + Math.floor((n % 72) / 12);
      try {
        const body = (await call(
          "/api/payments",
          { method: "POST", body: uploadForm({ month, year: String(year) }, "file", `recibo-${n}.pdf`, pdfBytes(8192, `recibo ${n}`)) },
          parent,
        )) as { payment?: { id: number }; id?: number };
        acked.payments.push({ id: body.payment?.id ?? (body.id as number), month, year });
      } catch (error) {
        if (error instanceof TypeError) {
          failed++;
          stop = true;
        } else {
          throw error;
        }
      }
    }
  };
  await Promise.all([workChain(), workChain(), receipts(), receipts()]);
  return failed;
}

function findLost(dataDir: string, acked: Acked): string[] {
  const db = new SQLite(join(dataDir, "tribu.sqlite"), { readonly: true });
  const lost: string[] = [];
  try {
    const moduleRow = db.prepare("select title from modules where id = ?");
    const submissionRow = db.prepare(
      "select s.module_id as moduleId, s.work_description as description, f.storage_name as storageName from work_submissions s left join files f on f.id = s.file_id where s.id = ?",
    );
    const reviewRow = db.prepare("select count(*) as n from work_reviews where submission_id = ? and feedback = ?");
    const paymentRow = db.prepare("select p.month, p.year, f.storage_name as storageName from payments p join files f on f.id = p.file_id where p.id = ?");
    const uploads = join(dataDir, "uploads");
    for (const m of acked.modules) {
      const row = moduleRow.get(m.id) as { title: string } | undefined;
      if (row?.title !== m.title) lost.push(`módulo ${m.id} (${m.title})`);
    }
    for (const s of acked.submissions) {
      const row = submissionRow.get(s.id) as { moduleId: number; description: string; storageName: string | null } | undefined;
      if (!row || row.moduleId !== s.moduleId || row.description !== s.description) lost.push(`entrega ${s.id}`);
      else if (!row.storageName || !existsSync(join(uploads, row.storageName))) lost.push(`archivo de la entrega ${s.id}`);
    }
    for (const r of acked.reviews) {
      if ((reviewRow.get(r.submissionId, r.feedback) as { n: number }).n !== 1) lost.push(`revisión de la entrega ${r.submissionId}`);
    }
    for (const p of acked.payments) {
      const row = paymentRow.get(p.id) as { month: string; year: number; storageName: string } | undefined;
      if (!row || row.month !== p.month || row.year !== p.year) lost.push(`ficha de pago ${p.id}`);
      else if (!existsSync(join(uploads, row.storageName))) lost.push(`archivo de la ficha ${p.id}`);
    }
  } finally {
    db.close();
  }
  return lost;
}

async function signIn(base: string): Promise<Tokens> {
  const [admin, student] = await Promise.all([login(base, accounts.admin, demoPassword), login(base, accounts.student, demoPassword)]);
  const parents: string[] = [];
  for (let i = 0; i < receiptParents; i++) {
    try {
      parents.push(await login(base, parentEmail(i), parentPassword));
    } catch {
      const res = await fetch(`${base}/api/users/admin/create`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
        body: JSON.stringify({ email: parentEmail(i), password: parentPassword, firstName: "Familia", lastName: `Durabilidad ${i}`, role: "parent" }),
      });
      if (!res.ok) throw new Error(`crear familia ${i}: ${res.status} ${await res.text()}`);
      parents.push(await login(base, parentEmail(i), parentPassword));
    }
  }
  return { admin, student, parents };
}

type Runner = "tsx" | "bundle";

export async function runKillLoop(options: { kills?: number; dataDir?: string; runner?: Runner; log?: (line: string) => void } = {}): Promise<DurabilityReport> {
  const kills = options.kills ?? 5;
  const log = options.log ?? (() => {});
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "tribu-durability-"));
  const acked: Acked = { modules: [], submissions: [], reviews: [], payments: [] };
  const counter = { next: 0, receipt: 0 };
  const rounds: KillRound[] = [];
  const port = await freePort();
  try {
    for (let round = 1; round <= kills; round++) {
      const server = await startServer({ dataDir, port, env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0" }, runner: options.runner });
      const tokens = await signIn(server.base);
      const before = acked.modules.length + acked.submissions.length + acked.reviews.length + acked.payments.length;
      const streaming = streamWrites(server.base, tokens, acked, counter);
      // Let the stream run for a while, then pull the plug in the middle of it.
      await new Promise((r) => setTimeout(r, 600 + Math.floor(Math.random() * 900)));
      server.child.kill("SIGKILL");
      const failed = await streaming;
      await server.exited;
      const integrity = integrityOf(dataDir);
      const after = acked.modules.length + acked.submissions.length + acked.reviews.length + acked.payments.length;
      rounds.push({ round, acknowledged: after - before, failedInFlight: failed, integrity });
      log(`kill ${round}/${kills}: ${after - before} writes acknowledged, ${failed} cut off in flight, integrity_check: ${integrity}`);
    }
    // One last clean start proves the folder still opens after the fifth kill.
    const last = await startServer({ dataDir, port, env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0" }, runner: options.runner });
    await signIn(last.base);
    await stopServer(last);
    const lost = findLost(dataDir, acked);
    return {
      rounds,
      acknowledged: { modules: acked.modules.length, submissions: acked.submissions.length, reviews: acked.reviews.length, payments: acked.payments.length },
      lost,
      integrity: integrityOf(dataDir),
    };
  } finally {
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface GracefulReport {
  status: number;
  body: string;
  exitCode: number | null;
  /** Milliseconds between SIGTERM and the upload's answer. */
  answeredAfterSignalMs: number;
  stored: boolean;
  /** A new connection made after SIGTERM was refused (the server stopped listening). */
  newConnectionsRefused: boolean;
}

/**
 * Starts an upload that streams in over ~1.5 s, sends SIGTERM once the first bytes are in, and
 * keeps sending. Fastify's close() stops listening but lets requests in flight finish.
 */
export async function runGracefulShutdown(options: { dataDir?: string; runner?: Runner } = {}): Promise<GracefulReport> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "tribu-graceful-"));
  const port = await freePort();
  let server: TribuServer | undefined;
  try {
    server = await startServer({ dataDir, port, env: { DEMO_MODE: "1", RATE_LIMIT_PER_MINUTE: "0" }, runner: options.runner });
    const token = await login(server.base, accounts.parent, demoPassword);
    const boundary = `----tribu${Date.now()}`;
    const year = offeredYears()[0] as number;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="month"\r\n\r\n07\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="year"\r\n\r\n${year}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      "latin1",
    );
    const file = pdfBytes(512 * 1024, "subida lenta");
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`, "latin1");
    const running = server;
    let signalledAt = 0;
    const answer = new Promise<{ status: number; body: string; at: number }>((done, fail) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/api/payments",
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": head.length + file.length + tail.length,
          },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            body += chunk;
          });
          res.on("end", () => done({ status: res.statusCode ?? 0, body, at: performance.now() }));
        },
      );
      req.on("error", fail);
      void (async () => {
        req.write(head);
        const pieces = 16;
        const size = Math.ceil(file.length / pieces);
        for (let i = 0; i < pieces; i++) {
          req.write(file.subarray(i * size, (i + 1) * size));
          if (i === 1) {
            // The upload is in flight: ask the server to stop.
            signalledAt = performance.now();
            running.child.kill("SIGTERM");
          }
          await new Promise((r) => setTimeout(r, 100));
        }
        req.end(tail);
      })();
    });
    // While the upload is still streaming, a new connection must be refused.
    await new Promise((r) => setTimeout(r, 500));
    let newConnectionsRefused = false;
    try {
      await fetch(`${server.base}/api/health`, { headers: { connection: "close" } });
    } catch {
      newConnectionsRefused = true;
    }
    const result = await answer;
    const { code } = await server.exited;
    let stored = false;
    if (result.status === 201) {
      const db = new SQLite(join(dataDir, "tribu.sqlite"), { readonly: true });
      try {
        stored = Boolean(db.prepare("select id from payments where month = '07' and year = ?").get(year));
      } finally {
        db.close();
      }
    }
    return { status: result.status, body: result.body, exitCode: code, answeredAfterSignalMs: Math.round(result.at - signalledAt), stored, newConnectionsRefused };
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  // --bundle starts a pre-bundled server/main.ts (faster starts); by default it runs through tsx.
  const runner: Runner = process.argv.includes("--bundle") ? "bundle" : "tsx";
  const report = await runKillLoop({ runner, log: (line) => console.log(line) });
  const a = report.acknowledged;
  console.log(
    `\nacknowledged writes: ${a.modules + a.submissions + a.reviews + a.payments} (modules ${a.modules}, handed-in work ${a.submissions}, reviews ${a.reviews}, receipts ${a.payments})`,
  );
  console.log(`lost after 5 x SIGKILL: ${report.lost.length}${report.lost.length ? ` -> ${report.lost.slice(0, 20).join(", ")}` : ""}`);
  console.log(`PRAGMA integrity_check: ${report.integrity}`);
  const graceful = await runGracefulShutdown({ runner });
  console.log(
    `SIGTERM during a streaming upload: answered ${graceful.status} ${graceful.answeredAfterSignalMs} ms after the signal, stored: ${graceful.stored}, new connections refused meanwhile: ${graceful.newConnectionsRefused}, exit code ${graceful.exitCode}`,
  );
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const ok =
    report.lost.length === 0 &&
    report.integrity === "ok" &&
    report.rounds.every((r) => r.integrity === "ok" && r.acknowledged > 0) &&
    graceful.status === 201 &&
    graceful.stored &&
    graceful.exitCode === 0;
  if (!ok) {
    console.error("Durability check FAILED");
    process.exit(1);
  }
  console.log("Durability check passed.");
}
