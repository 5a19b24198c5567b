import { existsSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connection.js";
import { colombianHolidays } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { foreignKeys } from "../../server/domains/privacy/privacy.repo.js";
import { pdfText } from "../setup/pdf-text.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

/**
 * Issue 35: erasing a student keeps the academic record the school must keep (Decreto 1290 art. 16-17;
 * Decreto 1377 art. 9), apart from everything else, readable by admins only; the rest goes.
 */
let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let mother: Actor;
let julia: Actor;
let tomas: Actor;
let lengua: number;
let actaId: number;
let storageName: string;
const year = Number(schoolToday().slice(0, 4));
const period = `${year}-01-02`;
const now = () => new Date().toISOString();
const pdfBytes = Buffer.from("%PDF-1.4\n% trabajo de Julia\n%%EOF\n");

const finalContent = (name: string) => JSON.stringify({ student: { name }, tribe: "Tribu 3", year, subjects: [{ name: "Lenguaje", level: "alto" }] });

/** A student with everything a year leaves: two published versions of a card, a final report, a decision, support activities, a file. */
async function seedYear(db: Db, student: Actor, parentId: number) {
  const name = `${student.user.firstName} ${student.user.lastName}`;
  await db.insertInto("parentChildren").values({ parentId, studentId: student.id, createdAt: now() }).execute();
  await db.updateTable("users").set({ tribe: "Tribu 3" }).where("id", "=", student.id).execute();
  const entry = (strengths: string) => rest(admin, "PUT", "/api/report-cards/entries", { studentId: student.id, period, subject: `materia:${lengua}`, level: "alto", overrideReason: "Valoración de la lectura en clase.", strengths });
  expect((await entry(`${name} lee en voz alta.`)).statusCode).toBe(200);
  return name;
}

async function publishTribe() {
  const published = await rest(admin, "POST", "/api/report-cards/publish", { tribe: "Tribu 3", period, beforePeriodEnd: true });
  expect(published.statusCode, published.body).toBe(200);
}

async function seedRecords(db: Db, student: Actor, name: string) {
  await db.insertInto("finalReportVersions").values({ studentId: student.id, year, version: 1, content: finalContent(name), publishedById: admin.id, publishedAt: now() }).execute();
  await db.insertInto("promotionDecisions").values({ actaId, studentId: student.id, decision: "promovido", reason: `${name} alcanzó los logros del grado.`, decidedAt: now() }).execute();
  const activity = (result: "passed" | null) => ({
    studentId: student.id,
    year,
    subject: `materia:${lengua}`,
    subjectName: "Lenguaje",
    plan: `Lectura guiada con ${name}`,
    startsOn: `${year}-11-01`,
    endsOn: `${year}-11-20`,
    levelBefore: "bajo" as const,
    result,
    levelAfter: result ? ("basico" as const) : null,
    resultOn: result ? `${year}-11-20` : null,
    resultNote: result ? "Superó la actividad" : null,
    createdById: teacher.id,
    createdAt: now(),
    resultById: result ? teacher.id : null,
    resultAt: result ? now() : null,
  });
  await db.insertInto("supportActivities").values([activity("passed"), activity(null)]).execute();
}

function erase(student: Actor, confirmation: string) {
  return rest(admin, "POST", `/api/students/${student.id}/erase`, { confirmation });
}

type Listed = { id: number; kind: string; studentName: string; formerStudentId: number; version: number; year: number; period: string | null; erasedBy: string };

async function archiveOf(name: string): Promise<Listed[]> {
  const response = await rest(admin, "GET", `/api/academic-archive?search=${encodeURIComponent(name)}`);
  expect(response.statusCode).toBe(200);
  return response.json().records;
}

/** Rows of any table (but the archive) that still point at the student: by foreign key to users or by a student_id/user_id column. */
async function rowsReferring(db: Db, studentId: number): Promise<string[]> {
  const found: string[] = [];
  const fks = await foreignKeys(db);
  const checks = new Set(fks.filter((fk) => fk.references === "users").map((fk) => `${fk.table}.${fk.column}`));
  const tables =
    platform.dbKind === "postgres"
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows.map((r) => r.name)
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((r) => r.name);
  for (const table of tables) for (const column of ["student_id", "user_id"]) checks.add(`${table}.${column}`);
  for (const check of checks) {
    const [table, column] = check.split(".") as [string, string];
    if (table === "academic_archive") continue;
    try {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${studentId}`.execute(db);
      if (Number(rows[0]?.n ?? 0) > 0) found.push(check);
    } catch {
      // The table has no such column.
    }
  }
  return found;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform, { firstName: "Laura", lastName: "Rectora" });
  teacher = await signedIn(platform, "teacher", { firstName: "Teresa", lastName: "Docente", tribe: "Tribu 3" });
  mother = await signedIn(platform, "parent", { firstName: "Marina", lastName: "Archivo" });
  julia = await signedIn(platform, "student", { firstName: "Julia", lastName: "Archivada" });
  tomas = await signedIn(platform, "student", { firstName: "Tomás", lastName: "Simultáneo" });
  await platform.services.attendance.saveCalendar(
    { id: admin.id, role: "admin" },
    { year, schoolDays: [1, 2, 3, 4, 5], holidays: colombianHolidays(year), periods: [{ name: "Periodo del año", start: period, end: `${year}-12-30` }] },
  );
  lengua = (await rest(admin, "POST", "/api/materias", { name: "Lenguaje" })).json().materia.id;
  await rest(admin, "POST", "/api/tribe-materias", { tribeName: "Tribu 3", materiaName: "Lenguaje" });
  const acta = await platform.db
    .insertInto("promotionActas")
    .values({ tribe: "Tribu 3", year, version: 1, metOn: `${year}-11-25`, members: JSON.stringify([{ name: "Laura Rectora", role: "Rectora" }]), notes: "", closedAt: now(), closedById: admin.id, createdById: admin.id, createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  actaId = acta.id;
  const juliaName = await seedYear(platform.db, julia, mother.id);
  const tomasName = await seedYear(platform.db, tomas, mother.id);
  await publishTribe();
  // A correction after publishing, published again: version 2 of the same card.
  expect((await rest(admin, "PUT", "/api/report-cards/entries", { studentId: julia.id, period, subject: `materia:${lengua}`, level: "alto", overrideReason: "Valoración de la lectura en clase.", strengths: `${juliaName} lee en voz alta y con fluidez.` })).statusCode).toBe(200);
  await publishTribe();
  // A draft the family never read: the entry changed again, not published.
  expect((await rest(admin, "PUT", "/api/report-cards/entries", { studentId: julia.id, period, subject: `materia:${lengua}`, strengths: "Borrador del docente sin publicar" })).statusCode).toBe(200);
  await seedRecords(platform.db, julia, juliaName);
  await seedRecords(platform.db, tomas, tomasName);
  const moduleId = await createModule(platform.db, teacher.id, { title: "Lectura" });
  await platform.db.insertInto("userModules").values({ userId: julia.id, moduleId, assignedAt: now() }).execute();
  const submit = await upload(julia, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Mi lectura" }, { name: "lectura.pdf", content: pdfBytes });
  expect(submit.statusCode).toBe(201);
  storageName = (await platform.db.selectFrom("files").select("storageName").where("ownerId", "=", julia.id).executeTakeFirstOrThrow()).storageName;
  expect(existsSync(join(platform.dataDir, "uploads", storageName))).toBe(true);
});

afterAll(async () => {
  await platform.close();
});

describe("before the erasure", () => {
  it("the family's export holds what the family reads: published cards, the final report, the decision, the support activities; no draft", async () => {
    const response = await rest(mother, "GET", `/api/students/${julia.id}/export`);
    expect(response.statusCode).toBe(200);
    const text = strFromU8(unzipSync(new Uint8Array(response.rawPayload))["datos.json"] as Uint8Array);
    const data = JSON.parse(text);
    expect(data.tablas.report_card_versions).toHaveLength(2);
    expect(data.tablas.final_report_versions).toHaveLength(1);
    expect(data.tablas.promotion_decisions).toEqual([expect.objectContaining({ decision: "promovido" })]);
    expect(data.tablas.support_activities).toHaveLength(2);
    expect(data.tablas.report_card_entries).toBeUndefined();
    expect(text).not.toContain("Borrador del docente sin publicar");
    expect(data.tablas.academic_archive).toBeUndefined();
  });

  it("the archive holds nothing of a student not erased", async () => {
    expect(await archiveOf("Julia")).toEqual([]);
  });
});

describe("erasing a student with a published academic record", () => {
  it("keeps her record in the archive, in the erasure's transaction, and says how many documents it kept", async () => {
    const response = await erase(julia, "Julia Archivada");
    expect(response.statusCode).toBe(200);
    // Two card versions, one final report, one decision of a closed acta, one support activity with its result.
    expect(response.json()).toMatchObject({ message: "Se borraron los datos de Julia Archivada.", archived: 5, deletedFiles: 1 });
    const records = await archiveOf("julia archivada");
    expect(records.map((r) => `${r.kind} v${r.version}`).sort()).toEqual(["final_report v1", "promotion_decision v1", "report_card v1", "report_card v2", "support_activity v1"]);
    for (const record of records) expect(record).toMatchObject({ studentName: "Julia Archivada", formerStudentId: julia.id, year, erasedBy: "Laura Rectora" });
    expect(records.find((r) => r.kind === "report_card")?.period).toBe(period);
    const audit = (await rest(admin, "GET", "/api/audit?action=student.erased")).json();
    expect(audit.entries[0].details).toMatchObject({ archived: 5 });
  });

  it("the admin opens each document as it was published; a card downloads as its PDF, other kinds as JSON", async () => {
    const records = await archiveOf("Julia");
    const cards = records.filter((r) => r.kind === "report_card").sort((a, b) => a.version - b.version);
    const second = await rest(admin, "GET", `/api/academic-archive/${cards[1]?.id}`);
    expect(second.statusCode).toBe(200);
    expect(JSON.stringify(second.json().content)).toContain("Julia Archivada lee en voz alta y con fluidez.");
    const first = await rest(admin, "GET", `/api/academic-archive/${cards[0]?.id}`);
    expect(JSON.stringify(first.json().content)).toContain("Julia Archivada lee en voz alta.");
    expect(JSON.stringify(first.json().content)).not.toContain("Borrador del docente sin publicar");
    const pdf = await rest(admin, "GET", `/api/academic-archive/${cards[1]?.id}/download`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const printed = await pdfText(Buffer.from(pdf.rawPayload));
    expect(printed).toContain("Julia Archivada");
    expect(printed).toContain("con fluidez");
    const decision = records.find((r) => r.kind === "promotion_decision");
    const json = await rest(admin, "GET", `/api/academic-archive/${decision?.id}/download`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(json.body).content).toMatchObject({ decision: "promovido", acta: { tribe: "Tribu 3", year, metOn: `${year}-11-25` } });
    const activity = records.find((r) => r.kind === "support_activity");
    expect((await rest(admin, "GET", `/api/academic-archive/${activity?.id}`)).json().content).toMatchObject({ levelBefore: "bajo", result: "passed", levelAfter: "basico" });
  });

  it("nothing else is left: no row of any other table refers to her id, her file is gone, the acta stays for the tribe", async () => {
    expect(await rowsReferring(platform.db, julia.id)).toEqual([]);
    const files = await platform.db.selectFrom("files").select("storageName").where("ownerId", "=", julia.id).execute();
    expect(files).toEqual([]);
    const left = await sql<{ n: number }>`select count(*) as n from report_card_versions v join report_cards c on c.id = v.report_card_id where c.student_id = ${julia.id}`.execute(platform.db);
    expect(Number(left.rows[0]?.n)).toBe(0);
    expect(await platform.db.selectFrom("promotionActas").select("id").where("id", "=", actaId).execute()).toHaveLength(1);
    const stored = (await platform.db.selectFrom("academicArchive").select("content").where("formerStudentId", "=", julia.id).execute()).map((r) => r.content).join("\n");
    expect(stored).not.toContain("Borrador del docente sin publicar");
    expect(existsSync(join(platform.dataDir, "uploads", storageName))).toBe(false);
  });

  it("teachers, her former family, students and other parents get 403 on the archive; no session is a 401", async () => {
    const record = (await archiveOf("Julia"))[0] as Listed;
    const otherParent = await signedIn(platform, "parent", { firstName: "Otra", lastName: "Familia" });
    for (const who of [teacher, mother, otherParent, tomas]) {
      for (const path of ["/api/academic-archive", `/api/academic-archive/${record.id}`, `/api/academic-archive/${record.id}/download`]) {
        const response = await rest(who, "GET", path);
        expect(response.statusCode, `${who.role} ${path}`).toBe(403);
      }
      expect((await trpcQuery(platform.app, "privacy.archive", {}, bearer(who.token))).statusCode).toBe(403);
      expect((await trpcQuery(platform.app, "privacy.archivedDocument", { id: record.id }, bearer(who.token))).statusCode).toBe(403);
    }
    expect((await rest(platform, "GET", "/api/academic-archive")).statusCode).toBe(401);
    expect((await rest(admin, "GET", "/api/academic-archive/999999")).statusCode).toBe(404);
  });
});

describe("two erasures of the same student at once", () => {
  it("one erases, the other finds no one (404); the record is archived once", async () => {
    const answers = await Promise.all([erase(tomas, "Tomás Simultáneo"), erase(tomas, "Tomás Simultáneo")]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const rows = await platform.db.selectFrom("academicArchive").select(["kind", "sourceId"]).where("formerStudentId", "=", tomas.id).execute();
    expect(rows).toHaveLength(4); // one card version, the final report, the decision, one support activity with its result
    expect(new Set(rows.map((r) => `${r.kind}:${r.sourceId}`)).size).toBe(4);
    expect(await rowsReferring(platform.db, tomas.id)).toEqual([]);
  });
});

describe("the school's keeping period (a setting: no national period was found)", () => {
  it("keeps without end by default: nothing is past its period and purging is refused (409)", async () => {
    const list = (await rest(admin, "GET", "/api/academic-archive")).json();
    expect(list.keepYears).toBeNull();
    expect(list.records.every((r: { expired: boolean }) => !r.expired)).toBe(true);
    const purge = await rest(admin, "POST", "/api/academic-archive/purge");
    expect(purge.statusCode).toBe(409);
    expect(purge.json().message).toBe("El archivo se conserva sin plazo: fija primero los años que la escuela lo conserva.");
  });

  it("only an admin sets it or purges (403), and a bad number is a 400 in Spanish", async () => {
    for (const who of [teacher, mother]) {
      expect((await rest(who, "PUT", "/api/academic-archive/settings", { keepYears: 1 })).statusCode).toBe(403);
      expect((await rest(who, "POST", "/api/academic-archive/purge")).statusCode).toBe(403);
    }
    const bad = await rest(admin, "PUT", "/api/academic-archive/settings", { keepYears: 0 });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain("Escribe un número entero de años entre 1 y 100");
  });

  it("with a period set, only the documents archived longer ago than it are marked and purged", async () => {
    expect((await rest(admin, "PUT", "/api/academic-archive/settings", { keepYears: 5 })).statusCode).toBe(200);
    const tomasRows = await platform.db.selectFrom("academicArchive").select("id").where("formerStudentId", "=", tomas.id).execute();
    const old = `${year - 6}-06-01T15:00:00.000Z`;
    await platform.db.updateTable("academicArchive").set({ archivedAt: old }).where("formerStudentId", "=", tomas.id).execute();
    const list = (await rest(admin, "GET", "/api/academic-archive")).json();
    expect(list.keepYears).toBe(5);
    expect(list.expiredTotal).toBe(4);
    const expired = list.records.filter((r: { expired: boolean }) => r.expired).map((r: { id: number }) => r.id).sort();
    expect(expired).toEqual(tomasRows.map((r) => r.id).sort());
    const purge = await rest(admin, "POST", "/api/academic-archive/purge");
    expect(purge.statusCode).toBe(200);
    expect(purge.json()).toMatchObject({ deleted: 4, message: "Se eliminaron 4 documentos con el plazo cumplido." });
    expect(await archiveOf("Tomás")).toEqual([]);
    expect(await archiveOf("Julia")).toHaveLength(5);
  });
});
