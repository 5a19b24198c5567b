import { randomBytes } from "node:crypto";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import type { Throttles } from "../../lib/throttles.js";
import {
  type Certificate,
  type CertificateContent,
  type CertificateStudentOption,
  certificateContentSchema,
  certificateFileName,
  certificateMessages as m,
  codeAlphabet,
  codeLength,
  formatCertificateCode,
  type IssueCertificateInput,
  maskDocument,
  maskName,
  normaliseCertificateCode,
  type RevokeCertificateInput,
  type Verification,
  verifyPath,
} from "../../../common/certificates/certificates.js";
import { certificadoStatement, constanciaStatement, fullNameOf } from "../../../common/certificates/certificate-text.js";
import { schoolToday } from "../../../common/format.js";
import { decisionLine, type FinalReportContent, finalCell } from "../../../common/report-cards/final-report.js";
import { defaultReportCardSettings, type ReportCardSettings, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import { isAdmin } from "../../../common/school.policy.js";
import { certificateKindLabels, enrolmentStatusLabel, type Grade, gradeLabels } from "../../../common/student-records/record-codes.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { readSettingRow } from "../settings/settings.repo.js";
import { recordByStudent } from "../student-records/student-records.repo.js";
import { userName } from "../report-cards/report-cards.repo.js";
import {
  type CertificateRow,
  codeTaken,
  enrolmentFacts,
  findCertificate,
  insertCertificate,
  listCertificates,
  newestFinalReport,
  revokeCertificate,
  studentAccount,
  studentsWithRecords,
} from "./certificates.repo.js";

type Deps = {
  db: Db;
  company: () => Promise<CompanyForDocuments>;
  /** PUBLIC_URL; without it, links use the address the request came to (`origin`). */
  publicUrl: string | undefined;
  throttles: Throttles;
};

/** A fresh code: 12 characters of 32 (60 random bits from the system's CSPRNG; 256 is a multiple of 32, so no bias). */
export function randomCertificateCode(): string {
  const bytes = randomBytes(codeLength);
  return formatCertificateCode([...bytes].map((b) => codeAlphabet[b % codeAlphabet.length]).join(""));
}

async function reportCardSettings(db: DbOrTrx): Promise<ReportCardSettings> {
  const stored = await readSettingRow(db, "reportCards");
  if (!stored) return defaultReportCardSettings;
  const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
  return parsed.success ? parsed.data : defaultReportCardSettings;
}

const gradeLabel = (grade: string | null) => (grade && grade in gradeLabels ? gradeLabels[grade as Grade] : null);

async function uniqueCode(trx: DbOrTrx): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = randomCertificateCode();
    if (!(await codeTaken(trx, code))) return code;
  }
  throw new AppError("INTERNAL_SERVER_ERROR", "No se pudo generar un código único. Inténtalo de nuevo.");
}

type School = Pick<CompanyForDocuments, "name" | "nit" | "address" | "phone" | "email">;

/**
 * Checks the rules of a certificate, builds its content from the student's file (and, for a
 * certificado, the year's published final report) and stores it under a new unique code, in the
 * caller's transaction. A 409 says in Spanish why it cannot be issued. The demo seed uses it too.
 */
export async function writeCertificate(trx: DbOrTrx, input: IssueCertificateInput, issuer: { id: number; school: School; issuedAt: string }): Promise<{ id: number; code: string }> {
  const account = await studentAccount(trx, input.studentId);
  if (account?.role !== "student") throw new AppError("NOT_FOUND", m.studentNotFound);
  const accountName = `${account.firstName} ${account.lastName}`.trim();
  const record = await recordByStudent(trx, input.studentId);
  if (!record) throw new AppError("CONFLICT", m.noRecord(accountName));
  if (!record.firstNames || !record.lastNames || !record.documentType || (record.documentType !== "SD" && !record.documentNumber)) {
    throw new AppError("CONFLICT", m.incompleteRecord(accountName));
  }
  const student = { firstNames: record.firstNames, lastNames: record.lastNames, documentType: record.documentType, documentNumber: record.documentType === "SD" ? null : record.documentNumber, sex: record.sex };
  const name = fullNameOf(student);
  const facts = await enrolmentFacts(trx, record.id, input.year);
  const settings = await reportCardSettings(trx);
  const head = { name: settings.directorName || (await userName(trx, issuer.id)), title: settings.headTitle };
  const school = { name: issuer.school.name, nit: issuer.school.nit, address: issuer.school.address, phone: issuer.school.phone, email: issuer.school.email };

  let grade: string | null;
  let statement: string;
  let results: CertificateContent["results"] = null;
  if (input.kind === "constancia") {
    if (record.status !== "matriculado") throw new AppError("CONFLICT", m.notEnrolled(name, enrolmentStatusLabel(record.status, record.sex).toLocaleLowerCase("es-CO")));
    const enrolledYear = facts.enrolledYear ?? (record.enrolledOn ? Number(record.enrolledOn.slice(0, 4)) : null);
    if (enrolledYear !== null && enrolledYear !== input.year) throw new AppError("CONFLICT", m.otherYear(name, enrolledYear, input.year));
    grade = gradeLabel(record.grade);
    statement = constanciaStatement(school.name, student, grade, input.year);
  } else {
    const published = await newestFinalReport(trx, input.studentId, input.year);
    if (!published) throw new AppError("CONFLICT", m.noFinalReport(name, input.year));
    const report = JSON.parse(published.content) as FinalReportContent;
    grade = gradeLabel(facts.gradeOfYear ?? record.grade);
    const passed = report.decision.decision !== "no_promovido";
    statement = certificadoStatement(school.name, student, grade, input.year, passed);
    results = {
      preschool: report.preschool,
      subjects: report.preschool
        ? report.dimensions.map((d) => ({ name: d.name, result: "Valoración cualitativa (Decreto 2247 de 1997)" }))
        : report.subjects.map((s) => ({ name: s.name, result: finalCell(s) })),
      decision: decisionLine(report.decision, student.sex),
    };
  }

  const code = await uniqueCode(trx);
  const content: CertificateContent = { code, kind: input.kind, year: input.year, school, student, grade, statement, results, head, issuedOn: schoolToday(new Date(issuer.issuedAt)) };
  const id = await insertCertificate(trx, { code, recordId: record.id, kind: input.kind, year: input.year, content: JSON.stringify(content), issuedAt: issuer.issuedAt, issuedById: issuer.id });
  return { id, code };
}

/**
 * Certificates (issue 36): an admin issues a constancia de estudio (the child is enrolled now) or a
 * certificado de estudios (a year's results from the published final report); its content is a
 * snapshot stored once, the PDF is drawn from it, and anyone holding the paper can check its code
 * on the public page, which shows only what a receiving school needs. Every issue, download and
 * revocation is audited.
 */
export function createCertificatesService(deps: Deps) {
  const { db } = deps;
  const admin = (actor: Actor | null) => {
    const caller = requireActor(actor);
    assertAllowed(isAdmin(caller));
    return caller;
  };
  const urlOf = (code: string, origin?: string) => `${deps.publicUrl ?? origin ?? ""}${verifyPath(code)}`;

  const contentOf = (row: NonNullable<CertificateRow>) => certificateContentSchema.parse(JSON.parse(row.content));

  function view(row: NonNullable<CertificateRow>, origin?: string): Certificate {
    const content = contentOf(row);
    return {
      code: row.code,
      kind: row.kind,
      year: row.year,
      issuedAt: row.issuedAt,
      issuedOn: content.issuedOn,
      studentName: fullNameOf(content.student),
      studentId: row.studentId,
      grade: content.grade,
      verifyUrl: urlOf(row.code, origin),
      revokedAt: row.revokedAt,
      revokedReason: row.revokedReason,
    };
  }

  async function existing(typed: string) {
    const code = normaliseCertificateCode(typed);
    const row = code ? await findCertificate(db, code) : undefined;
    if (!row) throw new AppError("NOT_FOUND", m.notFound);
    return row;
  }

  return {
    /** The certificates issued, newest first (admins). */
    async list(actor: Actor | null, origin?: string): Promise<Certificate[]> {
      admin(actor);
      return (await listCertificates(db)).map((row) => view(row, origin));
    },

    /** The students an admin may issue for: each account with its file's grade and status (null without a file). */
    async students(actor: Actor | null): Promise<CertificateStudentOption[]> {
      admin(actor);
      return (await studentsWithRecords(db)).map((row) => ({
        studentId: row.id,
        name: row.firstNames && row.lastNames ? `${row.firstNames} ${row.lastNames}` : `${row.firstName} ${row.lastName}`.trim(),
        grade: gradeLabel(row.grade),
        status: row.status ? enrolmentStatusLabel(row.status, row.sex) : null,
      }));
    },

    /** Issues a constancia or a certificado for the student's file; a 409 says in Spanish why it cannot be. */
    async issue(actor: Actor | null, input: IssueCertificateInput, origin?: string): Promise<Certificate> {
      const caller = admin(actor);
      const company = await deps.company();
      return db.transaction().execute(async (trx) => {
        const { id, code } = await writeCertificate(trx, input, { id: caller.id, school: company, issuedAt: new Date().toISOString() });
        await recordAudit(trx, { actor: caller, action: "certificate.issued", object: { type: "certificate", id }, details: { code, kind: input.kind, year: input.year, studentId: input.studentId } });
        return view((await findCertificate(trx, code)) as NonNullable<CertificateRow>, origin);
      });
    },

    /** Revokes it (with a reason, kept for the admins); the public page then says it is revoked. */
    async revoke(actor: Actor | null, input: RevokeCertificateInput, origin?: string): Promise<Certificate> {
      const caller = admin(actor);
      const row = await existing(input.code);
      if (row.revokedAt) throw new AppError("CONFLICT", m.alreadyRevoked);
      return db.transaction().execute(async (trx) => {
        const revoked = await revokeCertificate(trx, row.code, { revokedAt: new Date().toISOString(), revokedById: caller.id, revokedReason: input.reason });
        if (!revoked) throw new AppError("CONFLICT", m.alreadyRevoked);
        await recordAudit(trx, { actor: caller, action: "certificate.revoked", object: { type: "certificate", id: row.id }, details: { code: row.code, kind: row.kind, reason: input.reason } });
        return view((await findCertificate(trx, row.code)) as NonNullable<CertificateRow>, origin);
      });
    },

    /** The PDF, drawn from the stored content only, with the QR code of its verification page. */
    async pdf(actor: Actor | null, typed: string, origin?: string): Promise<{ buffer: Buffer; fileName: string }> {
      const caller = admin(actor);
      const row = await existing(typed);
      const content = contentOf(row);
      let buffer: Buffer;
      try {
        // The PDF renderer loads with the first PDF, not with the server (issue 24).
        const { renderCertificatePdf } = await import("./certificate.pdf.js");
        buffer = await renderCertificatePdf(content, urlOf(row.code, origin), (await deps.company()).logo);
      } catch (error) {
        throw new AppError("INTERNAL_SERVER_ERROR", m.pdfFailed, { cause: error });
      }
      await recordAudit(db, { actor: caller, action: "certificate.downloaded", object: { type: "certificate", id: row.id }, details: { code: row.code, kind: row.kind } });
      return { buffer, fileName: certificateFileName(content) };
    },

    /**
     * The public check (no session): what the paper must match, nothing more. Lookups are counted
     * per address before the code is read, and a found code gives its count back, so someone
     * trying codes at random is stopped after a few misses (429) while a school checking real
     * papers never is.
     */
    async verify(address: string, typed: string): Promise<Verification> {
      const check = await deps.throttles.beginCertificateCheck(address);
      const code = normaliseCertificateCode(typed);
      const row = code ? await findCertificate(db, code) : undefined;
      if (!row) {
        await check.failed();
        throw new AppError("NOT_FOUND", m.notFound);
      }
      await check.passed();
      const content = contentOf(row);
      return {
        code: row.code,
        kind: row.kind,
        kindLabel: certificateKindLabels[row.kind],
        school: content.school.name,
        issuedOn: content.issuedOn,
        student: maskName(fullNameOf(content.student)),
        document: maskDocument(content.student.documentType, content.student.documentNumber),
        status: row.revokedAt ? "revocado" : "valido",
        revokedOn: row.revokedAt ? schoolToday(new Date(row.revokedAt)) : null,
      };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
