import { addDays, isoWeekday, yearOf } from "../../../common/attendance/attendance.calendar.js";
import { schoolDayStart } from "../../../common/format.js";
import { guardianSchema, type RecordInputRaw, recordInputSchema } from "../../../common/student-records/record.schema.js";
import { ageOn, usualAge } from "../../../common/student-records/record-checks.js";
import type { DocumentType } from "../../../common/student-records/record-codes.js";
import { insertEvent, replaceGuardians, saveRecord } from "../../domains/student-records/student-records.repo.js";
import { simatSettingsKey, simatSettingsSchema } from "../../../common/enrolment-reports/simat-settings.js";
import type { DemoSeed } from "./context.js";
import { admin, type DemoPerson, families, isNewcomer } from "./people.js";
import { type ChildFile, childFiles, type ExtraGuardian, formerStudents, mothers, parentPpt } from "./records-data.js";

type RawGuardian = NonNullable<RecordInputRaw["guardians"]>[number];

/** Daniela's Permiso por Protección Temporal (records-data.ts: the migrant child). */
const migrantPermit = "6132478";
/** Renata joined this month: prematriculada, her file still to fill (no document, birth date nor sex yet). */
const pendingFile = "renata.bermudez@demo.tribu";
const pendingGrade = "jardin";

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** A child's NUIP (the number of the registro civil, kept on the tarjeta de identidad): ten digits, unique per child. */
const childNumber = (index: number) => `10${pad(((index + 1) * 48_271_393) % 100_000_000, 8)}`;
/** A parent's cédula: eight digits, 52… for women and 79… for men, as Bogotá's were issued. */
const parentNumber = (index: number, mother: boolean) => `${mother ? 52 : 79}${pad(((index + 7) * 104_729) % 1_000_000, 6)}`;

/** The birth date that gives the grade's usual age (plus the extraedad) on 1 February of `year`. */
function birthDateOf(file: ChildFile, year: number): string {
  const age = usualAge(file.grade) + (file.extraYears ?? 0);
  return `${file.born > "02-01" ? year - age - 1 : year - age}-${file.born}`;
}

/**
 * Issue 36's demo: every child's ficha de matrícula (documents coherent with the age, a migrant child
 * with a PPT, a child without a document yet, guardians of record linked to the family accounts),
 * a year of novedades (prematrícula in late November, matrícula in January), two former students
 * (one retirado in June, one trasladado in September), Renata prematriculada this month with her
 * file to complete, and two correction requests from families (one pending, one accepted).
 */
export async function seedRecords(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const adminId = seed.user(admin.email);
  const adminJoined = (await trx.selectFrom("users").select("createdAt").where("id", "=", adminId).executeTakeFirstOrThrow()).createdAt;
  const year = yearOf(clock.today);
  const schema = recordInputSchema(clock.today);
  // The school's SIMAT data (a made-up DANE code of a private school in Bogotá, 3 + 11001 + 6 digits)
  // so the reports page shows only what the files themselves still lack.
  const simat = simatSettingsSchema.parse({ daneCode: "311001099999", sedeDaneCode: "311001099999", sedeConsecutive: "31100109999901", municipalityCode: "11001", jornada: "1", calendario: "A" });
  await trx.insertInto("schoolSettings").values({ key: simatSettingsKey, value: JSON.stringify(simat), updatedById: adminId, updatedAt: clock.at(-60, 9, 0) }).execute();
  const weekday = (date: string): string => (isoWeekday(date) > 5 ? weekday(addDays(date, -1)) : date);
  const notAfterToday = (date: string) => (date < clock.today ? date : clock.today);
  // The instant a novedad was written down: that day at the school, never after now, and not before
  // the school began using Tribu (the admin's account): older ones were typed from the spreadsheet.
  const recorded = (date: string, hour: number, minute = 0) => {
    const at = Math.min(Date.parse(schoolDayStart(date)) + (hour * 60 + minute) * 60_000, clock.now.getTime() - 60_000);
    return clock.later(new Date(at).toISOString(), adminJoined);
  };
  const novedad = (recordId: number, status: "prematriculado" | "matriculado" | "retirado" | "trasladado", effectiveOn: string, forYear: number, grade: string, at: string, extra: { reason?: string; destinationSchool?: string | null } = {}) =>
    insertEvent(trx, { recordId, status, effectiveOn, year: forYear, reason: extra.reason ?? "", destinationSchool: extra.destinationSchool ?? null, grade, byId: adminId }, at);
  const other = (g: ExtraGuardian): RawGuardian => ({
    name: g.name,
    documentType: g.documentType ?? "CC",
    documentNumber: g.documentNumber,
    relationship: g.relationship,
    phone: g.phone,
    canPickUp: g.canPickUp,
  });
  const parentGuardian = (parent: DemoPerson, index: number) => {
    const name = `${parent.firstName} ${parent.lastName}`;
    const mother = mothers.has(parent.firstName);
    const permit = parentPpt[name];
    return {
      name,
      documentType: permit ? ("PPT" as const) : ("CC" as const),
      documentNumber: permit ?? parentNumber(index, mother),
      relationship: mother ? "Madre" : "Padre",
      phone: parent.phone ?? null,
      canPickUp: true,
      userId: seed.user(parent.email),
    };
  };
  const documentOf = (file: ChildFile, birthDate: string, on: string, index: number): { documentType: DocumentType; documentNumber: string | null } => {
    if (file.document === "SD") return { documentType: "SD", documentNumber: null };
    if (file.document === "PPT") return { documentType: "PPT", documentNumber: migrantPermit };
    return { documentType: ageOn(birthDate, on) >= 7 ? "TI" : index % 3 === 0 ? "RC" : "NUIP", documentNumber: childNumber(index) };
  };
  const fileInput = (file: ChildFile, names: { firstNames: string; lastNames: string; sex: "F" | "M" }, birthDate: string, document: ReturnType<typeof documentOf>, guardians: RecordInputRaw["guardians"], enrolledOn: string) =>
    schema.parse({
      ...document,
      ...names,
      birthDate,
      birthPlace: file.birthPlace,
      birthCountry: file.birthCountry ?? "Colombia",
      grade: file.grade,
      address: file.address,
      municipality: file.municipality,
      zone: file.zone ?? "urbana",
      stratum: file.stratum,
      eps: file.eps,
      bloodType: file.bloodType,
      supportCategory: file.supportCategory ?? null,
      guardians,
      previousSchool: file.previousSchool ?? null,
      enrolledOn,
    } satisfies RecordInputRaw);

  const recordIds = new Map<string, number>();
  let index = 0;
  for (const [familyIndex, family] of families.entries()) {
    for (const kid of family.children) {
      const parent = parentGuardian(family.parent, familyIndex);
      if (kid.email === pendingFile) {
        const at = clock.hoursAgo(0.5);
        const row = await trx
          .insertInto("studentRecords")
          .values({ studentId: seed.user(kid.email), firstNames: kid.firstName, lastNames: kid.lastName, grade: pendingGrade, createdAt: at, updatedAt: at, updatedById: adminId })
          .returning("id")
          .executeTakeFirstOrThrow();
        await replaceGuardians(trx, row.id, [guardianSchema.parse(parent)]);
        await novedad(row.id, "prematriculado", clock.today, year, pendingGrade, at);
        recordIds.set(kid.email, row.id);
        continue;
      }
      const name = `${kid.firstName} ${kid.lastName}`;
      const file = childFiles[name];
      if (!file || !kid.sex) throw new Error(`demo seed: no file for ${name}`);
      const i = index++;
      const birthDate = birthDateOf(file, year);
      const newcomer = isNewcomer(kid);
      // A newcomer enrolled this month; the others were prematriculados in late November and matriculados in January.
      const prematricula = newcomer ? clock.day(-1) : weekday(`${year - 1}-11-${pad(20 + (i % 8), 2)}`);
      const matricula = newcomer ? clock.today : notAfterToday(weekday(`${year}-01-${pad(12 + (i % 10), 2)}`));
      const enrolledOn = file.since === 0 ? matricula : weekday(`${year - file.since}-01-${pad(12 + (i % 10), 2)}`);
      const input = fileInput(
        file,
        { firstNames: file.secondName ? `${kid.firstName} ${file.secondName}` : kid.firstName, lastNames: `${kid.lastName} ${file.secondSurname}`, sex: kid.sex },
        birthDate,
        documentOf(file, birthDate, clock.today, i),
        [parent, ...(file.others ?? []).map(other)],
        enrolledOn,
      );
      const opened = recorded(prematricula, 9, i);
      const id = await saveRecord(trx, { studentId: seed.user(kid.email) }, input, adminId, opened);
      await novedad(id, "prematriculado", prematricula, year, file.grade, opened);
      await novedad(id, "matriculado", matricula, year, file.grade, recorded(matricula, 10, i));
      recordIds.set(kid.email, id);
    }
  }

  // The former students: their last school year is the one in which they left (already past).
  for (const [n, former] of formerStudents.entries()) {
    let leftYear = year;
    while (`${leftYear}-${former.leaves.monthDay}` > clock.day(-21)) leftYear -= 1;
    const left = weekday(`${leftYear}-${former.leaves.monthDay}`);
    const prematricula = weekday(`${leftYear - 1}-11-${pad(24 + n, 2)}`);
    const matricula = weekday(`${leftYear}-01-${pad(19 + n, 2)}`);
    const birthDate = birthDateOf(former, leftYear);
    const input = fileInput(former, former, birthDate, documentOf(former, birthDate, left, 100 + n), [other(former.guardian)], weekday(`${leftYear - former.since}-01-${pad(19 + n, 2)}`));
    const opened = recorded(prematricula, 11, n);
    const id = await saveRecord(trx, { studentId: null }, input, adminId, opened);
    await novedad(id, "prematriculado", prematricula, leftYear, former.grade, opened);
    await novedad(id, "matriculado", matricula, leftYear, former.grade, recorded(matricula, 11, n));
    await novedad(id, former.leaves.status, left, leftYear, former.grade, recorded(left, 15, n), { reason: former.leaves.reason, destinationSchool: former.leaves.destinationSchool });
  }

  // Families' corrections: Carolina's waits for the admin; Jorge's new EPS was accepted (the file says Compensar).
  const record = (email: string) => recordIds.get(email) as number;
  const asked = clock.at(-15, 20, 5);
  const accepted = clock.at(-14, 9, 30);
  await trx
    .insertInto("recordChangeRequests")
    .values([
      {
        recordId: record("mateo@demo.tribu"),
        requestedById: seed.user("familia@demo.tribu"),
        message: "El segundo apellido de Mateo es Gutiérrez, con tilde: en la ficha dice «Gutierrez».",
        status: "pending",
        resolution: "",
        createdAt: clock.at(-2, 19, 10),
        resolvedAt: null,
        resolvedById: null,
      },
      {
        recordId: record("valentina@demo.tribu"),
        requestedById: seed.user("familia.castro@demo.tribu"),
        message: "La EPS de Valentina cambió: desde este mes es Compensar EPS.",
        status: "accepted",
        resolution: "Actualizada la EPS en la ficha: Compensar EPS.",
        createdAt: asked,
        resolvedAt: accepted,
        resolvedById: adminId,
      },
    ])
    .execute();
  const valentina = await trx.selectFrom("studentRecords").select("updatedAt").where("id", "=", record("valentina@demo.tribu")).executeTakeFirstOrThrow();
  await trx.updateTable("studentRecords").set({ updatedAt: clock.later(valentina.updatedAt, accepted) }).where("id", "=", record("valentina@demo.tribu")).execute();
}
