import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { isAdmin } from "../../../common/school.policy.js";
import { enrolledFrom, eventsForYear, firstEnrolledIn } from "../../../common/enrolment-reports/enrolment-year.js";
import { enrolmentReportMessages as m, type ReportYearInput, type SimatCheck } from "../../../common/enrolment-reports/enrolment-reports.schema.js";
import { simatHeaders, simatLayoutVersion, simatRow } from "../../../common/enrolment-reports/simat-layout.js";
import { defaultSimatSettings, type SimatSettings, simatSettingsKey, simatSettingsProblems, simatSettingsSchema } from "../../../common/enrolment-reports/simat-settings.js";
import { defaultReportCardSettings, reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { readSettingRow, writeSettingRow } from "../settings/settings.repo.js";
import { allRecords, type EnrolmentEventRow, eventsOf, type GuardianRow, guardiansOf, type RecordRow } from "../student-records/student-records.repo.js";

/** A student of the year: the file, its guardians and novedades, and the day the year's matrícula took effect. */
export type YearStudent = { record: RecordRow; guardians: GuardianRow[]; events: EnrolmentEventRow[]; enrolledFrom: string };

const fullName = (r: RecordRow) => `${r.firstNames ?? ""} ${r.lastNames ?? ""}`.trim() || "(sin nombre)";

/**
 * The reports the school files or keeps about its students (issue 36): the SIMAT report (Anexo 6A)
 * and the Libro de matrícula. Admins only; each download is audited. Which students a year holds:
 * common/enrolment-reports/enrolment-year.ts. The renderers load with the first download.
 */
export function createEnrolmentReportsService(deps: { db: Db; company: () => Promise<CompanyForDocuments> }) {
  const { db } = deps;

  function admin(actor: Actor | null): Actor {
    const who = requireActor(actor);
    assertAllowed(isAdmin(who), m.forbidden);
    return who;
  }

  async function settings(): Promise<SimatSettings> {
    const stored = await readSettingRow(db, simatSettingsKey);
    if (!stored) return defaultSimatSettings;
    try {
      const parsed = simatSettingsSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : defaultSimatSettings;
    } catch {
      return defaultSimatSettings;
    }
  }

  /** The year's students in enrolment order (the day their matrícula took effect, then surname). */
  async function yearStudents(year: number): Promise<YearStudent[]> {
    const records = await allRecords(db);
    const ids = records.map((r) => r.id);
    const [events, guardians] = await Promise.all([eventsOf(db, ids), guardiansOf(db, ids)]);
    const students: YearStudent[] = [];
    for (const record of records) {
      const own = events.get(record.id) ?? [];
      const from = enrolledFrom(own, year, { status: record.status, enrolledOn: record.enrolledOn });
      if (from !== null) students.push({ record, guardians: guardians.get(record.id) ?? [], events: own, enrolledFrom: from });
    }
    return students.sort((a, b) => a.enrolledFrom.localeCompare(b.enrolledFrom) || (a.record.lastNames ?? "").localeCompare(b.record.lastNames ?? "", "es") || a.record.id - b.record.id);
  }

  /** Every row of the year with its problems; the refused ones first (then by name). */
  async function simatRows(year: number) {
    const simat = await settings();
    const rows = (await yearStudents(year)).map((s) => {
      const r = s.record;
      const { cells, problems } = simatRow(
        {
          documentType: r.documentType,
          documentNumber: r.documentNumber,
          firstNames: r.firstNames,
          lastNames: r.lastNames,
          birthDate: r.birthDate,
          birthPlace: r.birthPlace,
          sex: r.sex,
          grade: r.grade,
          address: r.address,
          municipality: r.municipality,
          zone: r.zone,
          stratum: r.stratum,
          supportCategory: r.supportCategory,
          guardianPhone: s.guardians.find((g) => g.phone)?.phone ?? null,
        },
        { year, settings: simat, newThisYear: firstEnrolledIn(s.events, year, r.enrolledOn) },
      );
      return { student: s, cells, problems };
    });
    const refused = rows.filter((row) => row.problems.length > 0);
    const accepted = rows.filter((row) => row.problems.length === 0);
    return { rows: [...refused, ...accepted], refused, settingsProblems: simatSettingsProblems(simat) };
  }

  return {
    async simatSettings(actor: Actor | null): Promise<SimatSettings> {
      admin(actor);
      return settings();
    },

    async saveSimatSettings(actor: Actor | null, input: SimatSettings): Promise<SimatSettings> {
      const who = admin(actor);
      await db.transaction().execute(async (trx) => {
        await writeSettingRow(trx, simatSettingsKey, JSON.stringify(input), who.id);
        await recordAudit(trx, { actor: who, action: "settings.changed", details: { setting: simatSettingsKey, value: JSON.stringify(input) } });
      });
      return input;
    },

    async simatCheck(actor: Actor | null, { year }: ReportYearInput): Promise<SimatCheck> {
      admin(actor);
      const { rows, refused, settingsProblems } = await simatRows(year);
      return {
        year,
        rows: rows.length,
        problems: refused.map((row) => ({ studentId: row.student.record.studentId, recordId: row.student.record.id, name: fullName(row.student.record), problems: row.problems })),
        settingsProblems,
        layoutVersion: simatLayoutVersion,
      };
    },

    /** The spreadsheet: "Revisar" (what to fix, per refused row) then "Anexo 6A" (headers, the refused rows first). An empty year: headers only. */
    async simatXlsx(actor: Actor | null, { year }: ReportYearInput): Promise<{ buffer: Buffer; fileName: string }> {
      const who = admin(actor);
      const { rows, refused, settingsProblems } = await simatRows(year);
      const { default: writeXlsxFile } = await import("write-excel-file/node");
      const text = (value: string) => ({ value, type: String });
      const review = [
        ["Estudiante", "Documento", "Qué corregir"].map((value) => ({ value, fontWeight: "bold" as const })),
        ...settingsProblems.map((problem) => [text("Datos de la escuela"), text(""), text(problem)]),
        ...refused.map((row) => [text(fullName(row.student.record)), text(`${row.cells.TIPO_DOCUMENTO ? `${row.student.record.documentType} ` : ""}${row.cells.NRO_DOCUMENTO}`.trim()), text(row.problems.join(". "))]),
      ];
      if (review.length === 1) review.push([text(""), text(""), text(rows.length === 0 ? `No hay estudiantes matriculados en ${year}.` : "Ninguna fila tiene problemas conocidos.")]);
      const sheet = [simatHeaders.map((header) => ({ value: header, fontWeight: "bold" as const })), ...rows.map((row) => simatHeaders.map((header) => text(row.cells[header])))];
      const buffer = await writeXlsxFile([
        { data: review, sheet: "Revisar", columns: [{ width: 36 }, { width: 18 }, { width: 100 }] },
        { data: sheet, sheet: "Anexo 6A", stickyRowsCount: 1 },
      ]).toBuffer();
      await recordAudit(db, { actor: who, action: "enrolment_report.simat_downloaded", details: { year, rows: rows.length, refused: refused.length } });
      return { buffer, fileName: `simat-anexo-6a-${year}.xlsx` };
    },

    /** The Libro de matrícula of the year (PDF); 404 when nobody was enrolled that year. */
    async book(actor: Actor | null, { year }: ReportYearInput): Promise<{ buffer: Buffer; fileName: string }> {
      const who = admin(actor);
      const students = await yearStudents(year);
      if (students.length === 0) throw new AppError("NOT_FOUND", m.noStudents(year));
      const storedCards = await readSettingRow(db, "reportCards");
      let cards = defaultReportCardSettings;
      try {
        const parsed = storedCards ? reportCardSettingsInput.safeParse(JSON.parse(storedCards)) : null;
        if (parsed?.success) cards = parsed.data;
      } catch {
        // The defaults: a blank name to sign by hand, "Rector(a)".
      }
      const { renderEnrolmentBookPdf } = await import("./enrolment-book.pdf.js");
      const buffer = await renderEnrolmentBookPdf({
        year,
        company: await deps.company(),
        director: { name: cards.directorName, title: cards.headTitle },
        entries: students.map((s, index) => ({ number: index + 1, ...s, events: eventsForYear(s.events, year) })),
      });
      await recordAudit(db, { actor: who, action: "enrolment_report.book_downloaded", details: { year, entries: students.length } });
      return { buffer, fileName: `libro-de-matricula-${year}.pdf` };
    },
  };
}
