import { dirname } from "node:path";
import { recordInputSchema } from "../../../common/student-records/record.schema.js";
import { type CompanyForDocuments, companyForDocuments } from "../../domains/settings/company.js";
import { writeCertificate } from "../../domains/certificates/certificates.service.js";
import { enrolmentFacts, revokeCertificate } from "../../domains/certificates/certificates.repo.js";
import { insertEvent, recordByStudent, saveRecord } from "../../domains/student-records/student-records.repo.js";
import { AppError } from "../../lib/errors.js";
import type { DemoSeed } from "./context.js";

/** Issues it, or leaves it out when the files seeded before say it cannot be (the demo still seeds). */
async function issueIfAllowed(run: () => Promise<{ code: string }>): Promise<string | null> {
  try {
    return (await run()).code;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

/**
 * Issue 36's demo: two certificates issued by the school, one constancia de estudio still valid
 * (Sofía) and one revoked with its reason (Mateo's, issued with the wrong grade); and a certificado
 * de estudios when the demo has a published final report. It runs after the student files are
 * seeded (seed-records.ts) and, to work on its own, gives a child whose file lacks its identity a
 * minimal one (enrolled this year).
 */
const minimalFiles: Record<string, Record<string, unknown>> = {
  "estudiante@demo.tribu": { documentType: "RC", documentNumber: "1098765432", firstNames: "Sofía", lastNames: "Herrera Rojas", birthDate: "2018-03-14", sex: "F", grade: "2" },
  "mateo@demo.tribu": { documentType: "TI", documentNumber: "1098123456", firstNames: "Mateo", lastNames: "Herrera Rojas", birthDate: "2016-08-02", sex: "M", grade: "4" },
};

async function ensureFile(seed: DemoSeed, email: string, admin: number): Promise<number> {
  const { trx, clock } = seed;
  const studentId = seed.user(email);
  const existing = await recordByStudent(trx, studentId);
  // A file with its identity (seed-records.ts) is kept as it is; one with the sex alone (seed-people) is completed.
  if (existing?.firstNames && existing.documentType) return existing.id;
  const input = recordInputSchema(clock.today).parse({ guardians: [], enrolledOn: `${clock.today.slice(0, 4)}-01-20`, ...minimalFiles[email] });
  const recordId = await saveRecord(trx, { studentId }, input, admin, clock.at(-300, 9));
  const year = Number(clock.today.slice(0, 4));
  await insertEvent(trx, { recordId, status: "matriculado", effectiveOn: `${year}-01-20`, year, reason: "", destinationSchool: null, grade: input.grade, byId: admin }, clock.at(-300, 9));
  return recordId;
}

/** The year of the child's matrícula in force (its newest novedad, else its date of enrolment), else this year. */
async function enrolmentYear(seed: DemoSeed, recordId: number, enrolledOn: string | null): Promise<number> {
  const today = Number(seed.clock.today.slice(0, 4));
  return (await enrolmentFacts(seed.trx, recordId, today)).enrolledYear ?? (enrolledOn ? Number(enrolledOn.slice(0, 4)) : today);
}

export async function seedCertificates(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const admin = seed.user("admin@demo.tribu");
  // The demo school prints under the configured name; without one, the default SCHOOL_NAME.
  const school: CompanyForDocuments = await companyForDocuments(trx, dirname(seed.uploads), "Tribu");

  for (const [email, revoked] of [
    ["estudiante@demo.tribu", false],
    ["mateo@demo.tribu", true],
  ] as const) {
    const recordId = await ensureFile(seed, email, admin);
    const record = await recordByStudent(trx, seed.user(email));
    if (record?.status !== "matriculado") continue;
    const year = await enrolmentYear(seed, recordId, record.enrolledOn);
    const code = await issueIfAllowed(() => writeCertificate(trx, { studentId: seed.user(email), kind: "constancia", year }, { id: admin, school, issuedAt: clock.at(revoked ? -20 : -3, 10) }));
    if (code && revoked) await revokeCertificate(trx, code, { revokedAt: clock.at(-19, 11), revokedById: admin, revokedReason: "Expedida con el grado equivocado; se expidió una nueva." });
  }

  const final = await trx.selectFrom("finalReportVersions").select(["studentId", "year"]).orderBy("year", "desc").orderBy("id").executeTakeFirst();
  if (final && (await recordByStudent(trx, final.studentId))) {
    await issueIfAllowed(() => writeCertificate(trx, { studentId: final.studentId, kind: "certificado", year: final.year }, { id: admin, school, issuedAt: clock.at(-2, 10) }));
  }
}
