import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { schoolToday } from "../../../common/format.js";
import { isAdmin } from "../../../common/school.policy.js";
import { tribes } from "../../../common/school.js";
import {
  bloodTypeOf,
  dayOf,
  documentTypeOf,
  gradeOf,
  guardianDocumentTypeOf,
  type ImportField,
  type ImportRow,
  importFields,
  importFieldLabels,
  importMessages as m,
  requiredImportFields,
  sexOf,
  suggestMapping,
} from "../../../common/enrolment/import-columns.js";
import { placeholderEmail } from "../../../common/users/placeholder-email.js";
import { type RecordInput, recordInputSchema, recordMessages, recordWarnings } from "../../../common/student-records/record.schema.js";
import { guardiansOf, insertEvent, readRecordSettings, recordByDocument, type RecordRow, recordById, saveRecord } from "../student-records/student-records.repo.js";
import { emailsTaken, insertStudentAccount, recordByNamesAndBirth, setStudentTribe } from "./enrolment.repo.js";
import { mappedRows, maxImportRows, readImportFile } from "./enrolment-import.js";

export type ImportAction = "create" | "update";
export type PreviewRow = {
  /** The line of the file (1 is the headers), or the row's position + 1 for JSON rows. */
  line: number;
  values: ImportRow;
  errors: Record<string, string>;
  warnings: Record<string, string>;
  action: ImportAction;
  matchedBy: "document" | "names" | null;
  recordId: number | null;
};
export type ImportPreview = {
  headers: string[];
  mapping: Record<string, ImportField | null>;
  missing: ImportField[];
  rows: PreviewRow[];
  summary: { total: number; create: number; update: number; withErrors: number };
};

const mappingSchema = z.record(z.string().max(200), z.union([z.enum(importFields), z.literal(""), z.null()]).transform((v) => v || null));
const rowSchema = z.partialRecord(z.enum(importFields), z.union([z.string().max(500), z.number()]).transform(String));
export const importRowsInput = z.object({ rows: z.array(rowSchema, { error: m.noRows }).min(1, m.noRows).max(maxImportRows, m.tooManyRows(maxImportRows)) });

/** The mapping a form sent (JSON text in the `mapping` field), refused in Spanish when it is not one. */
export function parseMapping(text: unknown): Record<string, ImportField | null> | undefined {
  if (text === undefined || text === "") return undefined;
  let value: unknown;
  try {
    value = typeof text === "string" ? JSON.parse(text) : text;
  } catch {
    throw new AppError("BAD_REQUEST", m.badMapping, { fields: { mapping: m.badMapping } });
  }
  const parsed = mappingSchema.safeParse(value);
  if (!parsed.success) throw new AppError("BAD_REQUEST", m.badMapping, { fields: { mapping: m.badMapping } });
  return parsed.data;
}

/** Where a schema path's message goes in the row: the guardian's fields have columns of their own. */
const guardianColumns: Record<string, ImportField> = {
  name: "guardianName",
  documentType: "guardianDocumentType",
  documentNumber: "guardianDocumentNumber",
  relationship: "guardianRelationship",
  phone: "guardianPhone",
};
function columnOf(path: readonly PropertyKey[]): string {
  if (path[0] === "guardians") return path.length >= 3 ? (guardianColumns[String(path[2])] ?? "guardianName") : "guardianName";
  return path.map(String).join(".") || "_";
}

const present = (text: string | undefined) => (text === undefined || text.trim() === "" ? null : text.trim());

function tribeOf(text: string): string | null {
  const digit = /^(?:tribu\s*)?([1-9])$/i.exec(text.trim())?.[1];
  const tribe = digit ? `Tribu ${digit}` : text.trim();
  return (tribes as readonly string[]).includes(tribe) ? tribe : null;
}

type ExistingFile = RecordRow & { guardians: Awaited<ReturnType<typeof guardiansOf>> extends Map<number, infer G> ? G : never };

/** The row's file: the imported cells over the existing file's values (an update keeps what the sheet leaves empty). */
function rawFileOf(v: ImportRow, existing: ExistingFile | null, dateErrors: Record<string, string>) {
  const keep = <T>(imported: T | null, stored: T | null | undefined): T | null => imported ?? stored ?? null;
  const day = (field: "birthDate" | "enrolledOn") => {
    const text = present(v[field]);
    if (text === null) return null;
    const parsed = dayOf(text);
    if (parsed.error) dateErrors[field] = parsed.error;
    return parsed.value;
  };
  const stratumText = present(v.stratum);
  const stratum = stratumText === null ? null : /^\d+$/.test(stratumText) ? Number(stratumText) : (stratumText as unknown as number);
  const guardianName = present(v.guardianName);
  const guardianNumber = present(v.guardianDocumentNumber)?.replace(/[\s.]/g, "") ?? null;
  const stored = (existing?.guardians ?? []).map((g) => ({
    name: g.name,
    documentType: g.documentType,
    documentNumber: g.documentNumber,
    relationship: g.relationship,
    phone: g.phone,
    canPickUp: g.canPickUp === 1,
    userId: g.userId,
  }));
  const imported = guardianName
    ? {
        name: guardianName,
        documentType: guardianDocumentTypeOf(present(v.guardianDocumentType) ?? (guardianNumber ? "CC" : "SD")),
        documentNumber: guardianNumber,
        relationship: present(v.guardianRelationship) ?? "",
        phone: present(v.guardianPhone),
        canPickUp: stored.find((g) => g.name.toLowerCase() === guardianName.toLowerCase())?.canPickUp ?? false,
        userId: stored.find((g) => g.name.toLowerCase() === guardianName.toLowerCase())?.userId ?? null,
      }
    : null;
  const documentType = present(v.documentType);
  return {
    documentType: documentType === null ? (existing?.documentType ?? "") : documentTypeOf(documentType),
    documentNumber: keep(present(v.documentNumber)?.replace(/[\s.-]/g, "") ?? null, existing?.documentNumber),
    firstNames: keep(present(v.firstNames), existing?.firstNames) ?? "",
    lastNames: keep(present(v.lastNames), existing?.lastNames) ?? "",
    birthDate: keep(day("birthDate"), existing?.birthDate) ?? "",
    birthPlace: keep(present(v.birthPlace), existing?.birthPlace),
    birthCountry: existing?.birthCountry ?? null,
    sex: present(v.sex) === null ? (existing?.sex ?? "") : sexOf(v.sex as string),
    grade: present(v.grade) === null ? (existing?.grade ?? "") : gradeOf(v.grade as string),
    address: keep(present(v.address), existing?.address),
    municipality: keep(present(v.municipality), existing?.municipality),
    zone: keep(present(v.zone)?.toLowerCase() ?? null, existing?.zone),
    stratum: keep(stratum, existing?.stratum),
    eps: keep(present(v.eps), existing?.eps),
    bloodType: keep(present(v.bloodType) === null ? null : bloodTypeOf(v.bloodType as string), existing?.bloodType),
    supportCategory: existing?.supportCategory ?? null,
    guardians: imported ? [imported, ...stored.filter((g) => g.name.toLowerCase() !== imported.name.toLowerCase())].slice(0, 6) : stored,
    previousSchool: keep(present(v.previousSchool), existing?.previousSchool),
    enrolledOn: keep(day("enrolledOn"), existing?.enrolledOn),
  };
}

type Analysed = PreviewRow & { input: RecordInput | null; tribe: string | null; email: string | null; studentId: number | null };

/**
 * Every row checked as the file's form checks it (recordInputSchema: the messages are the form's),
 * plus what only an import knows: a document twice in the file, an email taken, a tribe that does
 * not exist, and whether the row creates a file or updates the one with its document (or, without a
 * document, the one with its names and birth date).
 */
async function analyse(db: DbOrTrx, rows: readonly { line: number; values: ImportRow }[], now: Date): Promise<Analysed[]> {
  const today = schoolToday(now);
  const schema = recordInputSchema(today);
  const settings = await readRecordSettings(db);
  const schoolYear = Number(today.slice(0, 4));
  const seenDocuments = new Map<string, number>();
  const seenEmails = new Map<string, number>();
  const emails = rows.map((r) => present(r.values.email)?.toLowerCase()).filter((e): e is string => !!e);
  const taken = await emailsTaken(db, emails);
  const out: Analysed[] = [];
  for (const { line, values } of rows) {
    const errors: Record<string, string> = {};
    const warnings: Record<string, string> = {};
    // Which file the row is: by document, else (sin documento) by names and birth date.
    const typeText = present(values.documentType);
    const type = typeText === null ? null : documentTypeOf(typeText);
    const number = present(values.documentNumber)?.replace(/[\s.-]/g, "") ?? null;
    let existing: RecordRow | undefined;
    let matchedBy: PreviewRow["matchedBy"] = null;
    if (type && type !== "SD" && number) {
      existing = await recordByDocument(db, type as never, number);
      if (existing) matchedBy = "document";
    }
    const dateErrors: Record<string, string> = {};
    if (!existing && (type === "SD" || (type !== null && !number))) {
      const birth = present(values.birthDate) ? dayOf(values.birthDate as string).value : "";
      const match = birth && present(values.firstNames) && present(values.lastNames) ? await recordByNamesAndBirth(db, values.firstNames as string, values.lastNames as string, birth) : undefined;
      if (match) {
        existing = await recordById(db, match.id);
        matchedBy = "names";
      }
    }
    const guardians = existing ? ((await guardiansOf(db, [existing.id])).get(existing.id) ?? []) : [];
    const raw = rawFileOf(values, existing ? { ...existing, guardians } : null, dateErrors);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) for (const issue of parsed.error.issues) errors[columnOf(issue.path)] ??= issue.message;
    Object.assign(errors, dateErrors);
    const input = parsed.success ? parsed.data : null;
    if (input && !settings.offeredGrades.includes(input.grade)) errors.grade = recordMessages.gradeNotOffered;
    if (input) Object.assign(warnings, recordWarnings(input, schoolYear));
    if (type === "SD") warnings.documentType = existing ? m.matchedByNames : m.newWithoutDocument;

    // The same child twice in one file: the second row is the mistake.
    const key = type && type !== "SD" && number ? `${type}:${number}` : `SD:${(values.firstNames ?? "").toLowerCase()}|${(values.lastNames ?? "").toLowerCase()}|${raw.birthDate}`;
    const first = seenDocuments.get(key);
    if (first !== undefined) errors[type === "SD" ? "firstNames" : "documentNumber"] ??= m.repeatedDocument(first);
    else seenDocuments.set(key, line);

    let tribe: string | null = null;
    const tribeText = present(values.tribe);
    if (tribeText !== null) {
      tribe = tribeOf(tribeText);
      if (!tribe) errors.tribe = m.tribeInvalid;
    }
    let email: string | null = null;
    const emailText = present(values.email)?.toLowerCase() ?? null;
    if (emailText !== null && !existing) {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(emailText) || emailText.length > 254) errors.email = m.emailInvalid;
      else if (taken.has(emailText)) errors.email = m.emailTaken;
      else if (seenEmails.has(emailText)) errors.email = m.repeatedDocument(seenEmails.get(emailText) as number);
      else {
        seenEmails.set(emailText, line);
        email = emailText;
      }
    }
    if (!existing && emailText === null) warnings.email = m.noEmail;
    out.push({
      line,
      values,
      errors,
      warnings,
      action: existing ? "update" : "create",
      matchedBy,
      recordId: existing?.id ?? null,
      studentId: existing?.studentId ?? null,
      input: Object.keys(errors).length === 0 ? input : null,
      tribe,
      email,
    });
  }
  return out;
}

const publicRow = ({ input: _i, tribe: _t, email: _e, studentId: _s, ...row }: Analysed): PreviewRow => row;

/** A password nobody can type: argon2 cannot read it, so verifyPassword is false (the child signs in with the class code). */
const unusablePasswordHash = () => `!sin-clave!${randomBytes(24).toString("hex")}`;

export type ImportSource = { file: Buffer | undefined; mapping?: Record<string, ImportField | null> } | { rows: ImportRow[] };

export function createEnrolmentImport(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function rowsOf(source: ImportSource) {
    if ("rows" in source) {
      const headers = importFields.filter((f) => source.rows.some((r) => r[f] !== undefined)).map((f) => importFieldLabels[f]);
      const mapping = Object.fromEntries(importFields.filter((f) => source.rows.some((r) => r[f] !== undefined)).map((f) => [importFieldLabels[f], f]));
      return { headers, mapping: mapping as Record<string, ImportField | null>, rows: source.rows.map((values, i) => ({ line: i + 2, values })) };
    }
    const sheet = await readImportFile(source.file);
    const mapping = source.mapping ?? suggestMapping(sheet.headers);
    return { headers: sheet.headers, mapping, rows: mappedRows(sheet, mapping) };
  }

  function summaryOf(rows: readonly PreviewRow[]) {
    return {
      total: rows.length,
      create: rows.filter((r) => r.action === "create").length,
      update: rows.filter((r) => r.action === "update").length,
      withErrors: rows.filter((r) => Object.keys(r.errors).length > 0).length,
    };
  }

  return {
    /** The dry run: what the file holds and what confirming would do; nothing is written. */
    async importPreview(actor: Actor | null, source: ImportSource): Promise<ImportPreview> {
      assertAllowed(isAdmin(requireActor(actor)));
      const { headers, mapping, rows } = await rowsOf(source);
      const mapped = new Set(Object.values(mapping).filter((f): f is ImportField => f !== null));
      const analysed = (await analyse(db, rows, now())).map(publicRow);
      return { headers, mapping, missing: requiredImportFields.filter((f) => !mapped.has(f)), rows: analysed, summary: summaryOf(analysed) };
    },

    /**
     * Writes every row or none (one transaction, one import at a time): refused with each row's
     * errors (`fields`: "rows.<index>.<field>") while any remains. A new row is a student account
     * (active, its tribe, a placeholder address when the sheet has no email) and a file 'matriculado'
     * with its novedad dated the enrolment day; a known one is updated, never duplicated.
     */
    async importConfirm(actor: Actor | null, source: ImportSource): Promise<{ created: number; updated: number }> {
      const who = requireActor(actor);
      assertAllowed(isAdmin(who));
      const { rows } = await rowsOf(source);
      const at = now();
      const stamp = at.toISOString();
      const result = await withInstanceLock(db, "enrolment-import", async (trx) => {
        const analysed = await analyse(trx, rows, at);
        const fields: Record<string, string> = {};
        analysed.forEach((row, i) => {
          for (const [field, message] of Object.entries(row.errors)) fields[`rows.${i}.${field}`] = message;
        });
        const bad = analysed.filter((r) => Object.keys(r.errors).length > 0).length;
        if (bad > 0) throw new AppError("BAD_REQUEST", m.hasErrors(bad), { fields });
        let created = 0;
        let updated = 0;
        const today = schoolToday(at);
        for (const row of analysed) {
          const input = row.input as RecordInput;
          if (row.action === "update" && row.recordId !== null) {
            await saveRecord(trx, { studentId: row.studentId, recordId: row.recordId }, input, who.id, stamp);
            if (row.tribe && row.studentId !== null) await setStudentTribe(trx, row.studentId, row.tribe, stamp);
            updated++;
            continue;
          }
          const studentId = await insertStudentAccount(
            trx,
            { email: row.email ?? placeholderEmail(randomBytes(9).toString("hex")), passwordHash: unusablePasswordHash(), firstName: input.firstNames, lastName: input.lastNames, tribe: row.tribe },
            stamp,
          );
          const recordId = await saveRecord(trx, { studentId }, input, who.id, stamp);
          const day = input.enrolledOn ?? today;
          await insertEvent(trx, { recordId, status: "matriculado", effectiveOn: day, year: Number(day.slice(0, 4)), reason: "Importación de la hoja de matrícula", destinationSchool: null, grade: input.grade, byId: who.id }, stamp);
          created++;
        }
        await recordAudit(trx, { actor: who, action: "enrolment.imported", details: { created, updated, rows: analysed.length } });
        return { created, updated };
      });
      return result;
    },
  };
}
