/**
 * The reads issue 38 judges, each as REST and as the browser asks for it: one tRPC GET in a batch
 * of one (httpBatchLink), with the headers a browser sends (it asks for compression), and the same
 * input the screen gives. scripts/bench.ts measures both; scripts/perf/sql-time.ts times their SQL.
 */
import { readFileSync } from "node:fs";

export type Who = "admin" | "teacher" | "student" | "parent";
export type BrowserRead = { name: string; who: Who; rest: string; trpc: string };

export const demoEmails: Record<Who, string> = {
  admin: "admin@demo.tribu",
  teacher: "profesora@demo.tribu",
  student: "estudiante@demo.tribu",
  parent: "familia@demo.tribu",
};

/** GET /trpc/<procedure>?batch=1&input={"0": input}, as httpBatchLink writes a batch of one. */
export function trpcGet(procedure: string, input?: unknown): string {
  const batch = input === undefined ? {} : { 0: input };
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(batch))}`;
}

const page = { page: 1, pageSize: 20 };
const pageQuery = "page=1&pageSize=20";

export const browserReads: BrowserRead[] = [
  { name: "module list", who: "admin", rest: `/api/modules?${pageQuery}`, trpc: trpcGet("modules.list", page) },
  { name: "student dashboard", who: "student", rest: "/api/dashboard/student", trpc: trpcGet("dashboards.student") },
  { name: "teacher dashboard", who: "teacher", rest: "/api/dashboard/teacher", trpc: trpcGet("dashboards.teacher") },
  { name: "parent dashboard", who: "parent", rest: "/api/dashboard/parent", trpc: trpcGet("dashboards.parent") },
  { name: "admin dashboard", who: "admin", rest: "/api/dashboard/admin", trpc: trpcGet("dashboards.admin") },
  { name: "work review list (teacher)", who: "teacher", rest: `/api/student-work-submissions?${pageQuery}`, trpc: trpcGet("studentWork.list", page) },
  { name: "attendance register", who: "teacher", rest: "/api/attendance/register?tribe=Tribu%201", trpc: trpcGet("attendance.register", { tribe: "Tribu 1", date: "" }) },
  { name: "notification list (family)", who: "parent", rest: `/api/notifications?${pageQuery}`, trpc: trpcGet("notifications.list", page) },
];

/** What Chromium sends with a fetch from the page (the server sees these, and compresses for them). */
export const browserHeaders: Record<string, string> = {
  accept: "*/*",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "es-CO,es;q=0.9,en;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "sec-fetch-dest": "empty",
  "sec-fetch-mode": "cors",
  "sec-fetch-site": "same-origin",
};

const ticksPerSecond = 100;
/** User + system CPU of a process so far, in microseconds (clock ticks of /proc/<pid>/stat). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1e6;
}

/** Keys sorted, REST's `success` envelope left out: tRPC's output check rebuilds objects in its schema's key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(([key]) => key !== "success");
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, inner]) => [key, canonical(inner)]));
}

/** Whether a REST body and a tRPC batch of one carry the same data. */
export function sameData(restBody: unknown, trpcBody: unknown): boolean {
  const [first] = trpcBody as [{ result?: { data?: unknown } }];
  return JSON.stringify(canonical(restBody)) === JSON.stringify(canonical(first?.result?.data));
}
