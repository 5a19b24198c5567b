import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPng } from "../fakes/png.js";
import { attendanceMessages as m, maxSupportsPerExcuse } from "../../common/attendance/attendance.schema.js";
import { setStudentSex } from "../../server/domains/users/student-file.repo.js";
import { trpcMutation } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { linkParent } from "./people-helpers.js";

/**
 * Issue 34, on both engines: "Agregar soporte" (the family adds the doctor's note to a pending
 * excuse instead of being told "Ya hay una excusa…"), and the absence alert's words agree with the
 * sex on the student's file, with the day in words, and say when an excuse was sent or accepted.
 * Every day below is a fixed school day of 2026, in the past.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor; // Tribu 1 is their own tribe
let parentA: Actor; // Ana's
let parentB: Actor; // Beto's
const kids = { ana: 0, beto: 0, cata: 0 };

const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const sendExcuse = async (as: Actor, studentId: number, date: string) => {
  const sent = await rest(as, "POST", "/api/attendance/excuses", { studentId, date, text: "Tuvo fiebre." });
  expect(sent.statusCode).toBe(201);
  return sent.json().excuse.id as number;
};
const supportPath = (excuseId: number) => `/api/attendance/excuses/${excuseId}/support`;
const fileCount = async () => (await platform.db.selectFrom("files").select("id").execute()).length;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  parentA = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Ríos" });
  parentB = await signedIn(platform, "parent", { firstName: "Pedro", lastName: "Lara" });
  kids.ana = (await signedIn(platform, "student", { firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
  kids.beto = (await signedIn(platform, "student", { firstName: "Beto", lastName: "Lara", tribe: "Tribu 1" })).id;
  kids.cata = (await signedIn(platform, "student", { firstName: "Cata", lastName: "Mar", tribe: "Tribu 1" })).id;
  await linkParent(platform.db, parentA.id, kids.ana);
  await linkParent(platform.db, parentB.id, kids.beto);
  await setStudentSex(platform.db, kids.ana, "F", admin.id);
  await setStudentSex(platform.db, kids.beto, "M", admin.id);
  const calendar = await rest(admin, "PUT", "/api/attendance/calendar", {
    year: 2026,
    schoolDays: [1, 2, 3, 4, 5],
    holidays: [],
    periods: [{ name: "Primer semestre", start: "2026-02-02", end: "2026-06-12" }],
  });
  expect(calendar.statusCode).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe("attendance: 'Agregar soporte' on a pending excuse", () => {
  it("the family adds the doctor's note (PDF) and a note; stored 0600, the teacher sees it where excuses are reviewed and reads the file", async () => {
    const excuseId = await sendExcuse(parentA, kids.ana, "2026-03-02");
    // Sending a second excuse for that day is still refused: the way is the support.
    expect((await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date: "2026-03-02", text: "Otra" })).statusCode).toBe(409);

    const added = await upload(parentA, "POST", supportPath(excuseId), { note: "Adjunto la constancia médica." }, { name: "constancia.pdf", content: pdf(), type: "application/pdf" });
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe("Soporte agregado a la excusa");
    const [support] = added.json().excuse.supports;
    expect(support).toMatchObject({ note: "Adjunto la constancia médica.", addedBy: { id: parentA.id, name: "Carolina Ríos" } });
    expect(support.file).toEqual({ name: "constancia.pdf", size: pdf().length, mimeType: "application/pdf", url: `/api/attendance/excuses/${excuseId}/supports/${support.id}/file` });

    const stored = await platform.db.selectFrom("files").select(["storageName", "purpose"]).where("originalName", "=", "constancia.pdf").executeTakeFirstOrThrow();
    expect(stored.storageName).not.toContain("constancia");
    expect(statSync(join(platform.dataDir, "uploads", stored.storageName)).mode & 0o777).toBe(0o600);

    const pending = (await rest(teacher, "GET", "/api/attendance/excuses?status=pending")).json().excuses.find((e: Json) => e.id === excuseId);
    expect(pending.supports.map((s: Json) => [s.note, s.file?.name])).toEqual([["Adjunto la constancia médica.", "constancia.pdf"]]);
    for (const as of [teacher, admin, parentA]) {
      const file = await rest(as, "GET", support.file.url);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
    }
    const refused = await rest(parentB, "GET", support.file.url);
    expect([refused.statusCode, refused.json().message]).toEqual([403, m.supportFileForbidden]);
    expect((await rest(platform, "GET", support.file.url)).statusCode).toBe(401);

    // The teacher is told on the bell.
    const bell = (await rest(teacher, "GET", "/api/notifications")).json().notifications;
    expect(bell.some((n: Json) => n.title === "Soporte nuevo en la excusa de Ana Ríos" && n.body === "La familia agregó un soporte a la excusa del lunes 2 de marzo.")).toBe(true);
  });

  it("a note alone goes by tRPC too; nothing at all is a 400 in Spanish", async () => {
    const excuseId = await sendExcuse(parentA, kids.ana, "2026-03-03");
    const viaTrpc = await trpcMutation(platform.app, "attendance.addExcuseSupport", { id: excuseId, note: "La constancia la llevo mañana." }, bearer(parentA.token));
    expect(viaTrpc.statusCode).toBe(200);
    const empty = await rest(parentA, "POST", supportPath(excuseId), { note: "   " });
    expect([empty.statusCode, empty.json().message]).toEqual([400, m.supportEmpty]);
    const excuses = (await rest(parentA, "GET", "/api/attendance/excuses")).json().excuses;
    expect(excuses.find((e: Json) => e.id === excuseId).supports.map((s: Json) => [s.note, s.file])).toEqual([["La constancia la llevo mañana.", null]]);
  });

  it("another family's excuse is refused before the file is read; a teacher does not add supports", async () => {
    const excuseId = await sendExcuse(parentA, kids.ana, "2026-03-04");
    const before = await fileCount();
    const other = await upload(parentB, "POST", supportPath(excuseId), { note: "Mío" }, { name: "foto.png", content: validPng(), type: "image/png" });
    expect([other.statusCode, other.json().message]).toEqual([403, m.supportNotYourChild]);
    expect((await rest(teacher, "POST", supportPath(excuseId), { note: "Hola" })).statusCode).toBe(403);
    expect((await rest(parentA, "POST", supportPath(999999), { note: "Hola" })).statusCode).toBe(404);
    expect(await fileCount()).toBe(before);
    expect((await rest(admin, "GET", "/api/attendance/excuses")).json().excuses.find((e: Json) => e.id === excuseId).supports).toEqual([]);
  });

  it("once the excuse is accepted a support is refused (409, in Spanish) and no file is kept", async () => {
    const excuseId = await sendExcuse(parentA, kids.ana, "2026-03-05");
    expect((await rest(teacher, "POST", `/api/attendance/excuses/${excuseId}/accept`)).statusCode).toBe(200);
    const before = await fileCount();
    const late = await upload(parentA, "POST", supportPath(excuseId), { note: "Tarde" }, { name: "constancia.pdf", content: pdf(), type: "application/pdf" });
    expect([late.statusCode, late.json().message]).toEqual([409, m.supportDecided]);
    expect((await trpcMutation(platform.app, "attendance.addExcuseSupport", { id: excuseId, note: "Tarde" }, bearer(parentA.token))).statusCode).toBe(409);
    expect(await fileCount()).toBe(before);
  });

  it("50 supports sent at once stop at the limit, with a Spanish 409 for the rest and no file kept for them", async () => {
    const excuseId = await sendExcuse(parentA, kids.ana, "2026-03-09");
    const before = await fileCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => upload(parentA, "POST", supportPath(excuseId), { note: `Soporte ${i}` }, { name: `s${i}.pdf`, content: pdf(), type: "application/pdf" })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(maxSupportsPerExcuse);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().message}`))).toEqual(new Set([`409 ${m.supportsFull}`]));
    expect(await fileCount()).toBe(before + maxSupportsPerExcuse);
    const excuses = (await rest(parentA, "GET", "/api/attendance/excuses")).json().excuses;
    expect(excuses.find((e: Json) => e.id === excuseId).supports).toHaveLength(maxSupportsPerExcuse);
  });

  it("a fake or huge file is refused in Spanish (415, 413), keeping nothing", async () => {
    const excuseId = await sendExcuse(parentA, kids.ana, "2026-03-06");
    const before = await fileCount();
    const fake = await upload(parentA, "POST", supportPath(excuseId), {}, { name: "constancia.pdf", content: Buffer.from("MZ\x90\x00\x03\x00\x00\x00binario"), type: "application/pdf" });
    expect([fake.statusCode, fake.json().message]).toEqual([415, m.excuseFileKind]);
    const huge = await upload(parentA, "POST", supportPath(excuseId), {}, { name: "constancia.pdf", content: Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]), type: "application/pdf" });
    expect([huge.statusCode, huge.json().message]).toEqual([413, "El archivo no puede ser mayor a 10MB"]);
    expect(await fileCount()).toBe(before);
    expect((await rest(parentA, "GET", "/api/attendance/excuses")).json().excuses.find((e: Json) => e.id === excuseId).supports).toEqual([]);
  });
});

describe("attendance: the absence alert's words", () => {
  it("agree with the sex on the student's file in the app and the notification; unknown needs no agreement; the day in words", async () => {
    const date = "2026-03-10";
    const saved = await rest(teacher, "PUT", "/api/attendance/register", {
      tribe: "Tribu 1",
      date,
      marks: [
        { studentId: kids.ana, mark: "absent" },
        { studentId: kids.beto, mark: "absent" },
        { studentId: kids.cata, mark: "absent" },
      ],
    });
    expect(saved.json().alerts).toEqual({ absent: 3, corrected: 0 });
    const alertOf = async (as: Actor, studentId: number) =>
      (await rest(as, "GET", "/api/attendance/alerts")).json().alerts.find((a: Json) => a.studentId === studentId && a.date === date);
    expect((await alertOf(parentA, kids.ana)).message).toBe("Ana Ríos fue marcada como Ausente el martes 10 de marzo.");
    expect((await alertOf(parentB, kids.beto)).message).toBe("Beto Lara fue marcado como Ausente el martes 10 de marzo.");
    expect((await alertOf(admin, kids.cata)).message).toBe("Cata Mar: Ausente el martes 10 de marzo.");
    const bellOf = async (as: Actor) => (await rest(as, "GET", "/api/notifications")).json().notifications.find((n: Json) => n.kind === "absence");
    expect((await bellOf(parentA)).body).toBe("Ana Ríos fue marcada como Ausente el martes 10 de marzo.");
    expect((await bellOf(parentB)).body).toBe("Beto Lara fue marcado como Ausente el martes 10 de marzo.");
  });

  it("say when the family sent an excuse for that day, and when it was accepted", async () => {
    const date = "2026-03-11";
    await rest(teacher, "PUT", "/api/attendance/register", { tribe: "Tribu 1", date, marks: [{ studentId: kids.ana, mark: "absent" }] });
    const statusOf = async () => (await rest(parentA, "GET", "/api/attendance/alerts")).json().alerts.find((a: Json) => a.date === date).excuseStatus;
    expect(await statusOf()).toBeNull();
    const excuseId = await sendExcuse(parentA, kids.ana, date);
    expect(await statusOf()).toBe("pending");
    await rest(teacher, "POST", `/api/attendance/excuses/${excuseId}/accept`);
    expect(await statusOf()).toBe("accepted");
  });
});
