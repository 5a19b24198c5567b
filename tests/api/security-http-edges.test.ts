import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayProblem } from "../../common/attendance/attendance.calendar.js";
import type { AttendanceCalendar } from "../../common/attendance/attendance.schema.js";
import { schoolToday } from "../../common/format.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { nextAddress } from "../setup/http.js";
import { multipartBody } from "../setup/multipart.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { linkParent } from "./people-helpers.js";

// Issue 33, "The edges of the HTTP server".

const unbatched = "Esta operación se envía sola, no dentro de un lote de llamadas.";
const tooManyRequests = /Demasiadas solicitudes/;

/** One raw HTTP/1.1 request (the target exactly as written, e.g. absolute-form) and the answer's status line, headers and body. */
async function rawRequest(port: number, lines: string[], body = ""): Promise<{ status: number; headers: string; body: string }> {
  const socket = connect({ port, host: "127.0.0.1" });
  const chunks: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => chunks.push(chunk));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("error", reject);
  });
  // Written without ending our side: the server closes the connection after its answer (connection: close).
  socket.write(`${[...lines, "connection: close", `content-length: ${Buffer.byteLength(body)}`].join("\r\n")}\r\n\r\n${body}`);
  await new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const text = Buffer.concat(chunks).toString("utf8");
  const [head = "", rest = ""] = text.split("\r\n\r\n", 2);
  return { status: Number(head.split(" ")[1]), headers: head.toLowerCase(), body: rest };
}

describe("percent-encoded and absolute-form paths meet the same rules as the path the router sees", () => {
  let platform: TestPlatform;
  let port: number;

  beforeAll(async () => {
    platform = await createTestPlatform({ RATE_LIMIT_PER_MINUTE: "6" });
    await firstAdmin(platform);
    await platform.app.listen({ port: 0, host: "127.0.0.1" });
    port = (platform.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await platform.close();
  });

  const from = (remoteAddress: string) => ({ remoteAddress });

  it("the general rate limit counts /%61pi/... and /%74rpc/... like /api/... and /trpc/...", async () => {
    for (const [first, over] of [
      ["/%61pi/setup", "/%61pi/setup"],
      ["/%74rpc/setup.info", "/%74rpc/setup.info"],
      ["/%61pi/setup", "/%74rpc/setup.info"],
      ["/%61%70%69/setup", "/api/setup"],
    ] as const) {
      const address = nextAddress();
      for (let i = 0; i < 6; i++) expect((await rest(platform, "GET", first, undefined, from(address))).statusCode).toBe(200);
      const refused = await rest(platform, "GET", over, undefined, from(address));
      expect(refused.statusCode, `${first} then ${over}`).toBe(429);
      expect(refused.headers["cache-control"]).toBe("no-store");
      expect(refused.body).toMatch(tooManyRequests);
    }
  });

  it("a batch of sign-ins through /%74rpc/ is refused like through /trpc/, and runs none of them", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const logins = { 0: { email: teacher.email, password: teacher.password }, 1: { email: teacher.email, password: teacher.password } };
    for (const path of ["/trpc/auth.login,auth.login?batch=1", "/%74rpc/auth.login,auth.login?batch=1", "/%74%72%70%63/auth.%6cogin?batch=1", "/%74rpc/auth.login%2Cauth.login?batch=1"]) {
      const response = await rest(platform, "POST", path, logins, from(nextAddress()));
      expect(response.statusCode, path).toBe(400);
      expect(response.json()[0].error.message, path).toBe(unbatched);
      expect(JSON.stringify(response.json())).not.toContain("token");
    }
  });

  it("an absolute-form target (POST http://host/%74rpc/...) meets the batching rule and no-store too", async () => {
    const teacher = await createUser(platform, { role: "teacher" });
    const body = JSON.stringify({ 0: { email: teacher.email, password: teacher.password }, 1: { email: teacher.email, password: teacher.password } });
    const batch = await rawRequest(port, ["POST http://tribu.test/%74rpc/auth.login,auth.login?batch=1 HTTP/1.1", "host: tribu.test", "content-type: application/json"], body);
    expect(batch.status).toBe(400);
    expect(batch.body).toContain(unbatched);
    expect(batch.headers).toContain("cache-control: no-store");
    const setup = await rawRequest(port, ["GET http://tribu.test/api/setup HTTP/1.1", "host: tribu.test"]);
    expect(setup.status).toBe(200);
    expect(setup.headers).toContain("cache-control: no-store");
  });

  it("answers through an encoded path carry Cache-Control: no-store: REST, tRPC, an unknown route, a refused batch", async () => {
    const answers = {
      rest: await rest(platform, "GET", "/%61pi/setup", undefined, from(nextAddress())),
      restInside: await rest(platform, "GET", "/api/%73etup", undefined, from(nextAddress())),
      trpc: await rest(platform, "GET", "/%74rpc/setup.info", undefined, from(nextAddress())),
      unknown: await rest(platform, "GET", "/%61pi/no-existe", undefined, from(nextAddress())),
      batch: await rest(platform, "GET", `/%74rpc/auth.login,setup.info?batch=1&input=${encodeURIComponent("{}")}`, undefined, from(nextAddress())),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.statusCode]))).toEqual({ rest: 200, restInside: 200, trpc: 200, unknown: 404, batch: 400 });
    for (const [name, response] of Object.entries(answers)) expect(response.headers["cache-control"], name).toBe("no-store");
    expect(answers.unknown.json()).toMatchObject({ error: "NOT_FOUND", message: "Recurso no encontrado" });
  });
});

describe("an early refusal reaches a client that is still sending (Node's fetch)", () => {
  let platform: TestPlatform;
  let base: string;
  let admin: Actor;
  let parent: Actor;
  let stranger: Actor;
  let child: number;
  let schoolDay: string;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    parent = await signedIn(platform, "parent");
    stranger = await signedIn(platform, "parent");
    child = (await createUser(platform, { role: "student", tribe: "Tribu 1" })).id;
    await linkParent(platform.db, parent.id, child);
    // A day the school calendar accepts an excuse for, whatever day the suite runs on.
    const today = schoolToday();
    const calendar = (await rest(admin, "GET", `/api/attendance/calendar?year=${today.slice(0, 4)}`)).json() as AttendanceCalendar;
    const days = Array.from({ length: 121 }, (_, i) => new Date(Date.parse(`${today}T12:00:00Z`) + (i - 60) * 86_400_000).toISOString().slice(0, 10));
    const found = days.find((date) => dayProblem(date, { today, calendar, periods: calendar.periods, allowFuture: true }) === null);
    if (!found) throw new Error("no school day near today");
    schoolDay = found;
    await platform.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await platform.close();
  });

  /**
   * A request sent by Node's own fetch (undici) in two parts: `head`, then, once the server has
   * answered and ended its side of the connection, `rest` (1.5 MB here). Before issue 33 the server
   * closed the socket at that point, the rest met a reset and fetch failed with EPIPE.
   */
  async function sendInTwo(method: "POST" | "PUT", path: string, headers: Record<string, string>, head: Buffer, rest: Buffer) {
    const answered = new Promise<void>((resolve) => {
      platform.app.server.once("request", (request: { socket: { once(event: "finish", listener: () => void): void } }) =>
        request.socket.once("finish", () => setImmediate(resolve)),
      );
    });
    const parts = [head, rest];
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const part = parts.shift();
        if (!part) return controller.close();
        if (part === rest) await answered;
        controller.enqueue(part);
      },
    });
    const init = { method, headers: { ...headers, "content-length": String(head.length + rest.length) }, body, duplex: "half" };
    const response = await fetch(`${base}${path}`, init as RequestInit);
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  }

  const restOfBody = 1536 * 1024;

  /** A multipart form whose file's first `sent` bytes go with the head; the other 1.5 MB after the answer. */
  function sendForm(method: "POST" | "PUT", path: string, as: Actor, fields: Record<string, string>, sent = 20) {
    const form = multipartBody(fields, { name: "archivo.pdf", content: Buffer.alloc(sent + restOfBody, 0x25), type: "application/pdf" });
    const fileStart = form.payload.indexOf("application/pdf\r\n\r\n") + "application/pdf\r\n\r\n".length;
    const cut = fileStart + sent;
    return sendInTwo(method, path, { authorization: `Bearer ${as.token}`, "content-type": form.contentType }, form.payload.subarray(0, cut), form.payload.subarray(cut));
  }

  const sendExcuse = (as: Actor, studentId: number) => sendForm("POST", "/api/attendance/excuses", as, { studentId: String(studentId), date: schoolDay, text: "Cita médica." });

  it("403: an excuse for someone else's child, with a file", async () => {
    expect(await sendExcuse(stranger, child)).toEqual({ status: 403, message: "Solo puedes enviar excusas de tus propios hijos." });
  });

  it("409: a second excuse for the same child and day, with a file", async () => {
    const first = await rest(parent, "POST", "/api/attendance/excuses", { studentId: child, date: schoolDay, text: "Primera." });
    expect(first.statusCode, first.body).toBe(201);
    expect(await sendExcuse(parent, child)).toEqual({ status: 409, message: "Ya hay una excusa para ese estudiante y ese día." });
  });

  it("413: a school logo over its 2 MB, and a JSON body over 1 MB", async () => {
    const logo = await sendForm("PUT", "/api/settings/company/logo", admin, {}, 2 * 1024 * 1024 + 1024);
    expect(logo.status).toBe(413);
    expect(logo.message).toBe("El archivo no puede ser mayor a 2MB");
    const json = Buffer.from(JSON.stringify({ email: "a@b.co", password: "x".repeat(restOfBody) }));
    expect(await sendInTwo("POST", "/api/login", { "content-type": "application/json" }, json.subarray(0, 20), json.subarray(20))).toEqual({ status: 413, message: "La solicitud es demasiado grande." });
  });
});
