import { randomUUID } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Db, DbOrTrx } from "../../db/connection.js";
import type { UserRow } from "../../db/schema.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { uploadsDir } from "../../lib/files.js";
import { childrenOf, findUserById, settleStudentAccess } from "../users/users.repo.js";
import { canManagePrivacy, consentAccess, exportAccess } from "../../../common/privacy/privacy.policy.js";
import { followsOwnChildren, readsStaffNotes } from "../../../common/users/users.policy.js";
import { privacyNoticeVersion } from "./privacy-notice.js";
import { isExported, ruleOf } from "./family-export.js";
import { PostgresAdapter, sql } from "kysely";
import type { CompanyForDocuments } from "../settings/company.js";
import { studentSex } from "../users/student-file.repo.js";
import {
  type ArchivedDocument,
  type ArchivedRecord,
  type ArchiveKind,
  archiveKinds,
  archiveMessages,
  type ArchiveSettings,
  archiveSettingsSchema,
  pastKeeping,
} from "../../../common/privacy/academic-archive.js";
import { schoolToday } from "../../../common/format.js";
import { readSettingRow, writeSettingRow } from "../settings/settings.repo.js";
import { sensitiveMessages } from "../../../common/privacy/sensitive-data.js";
import { academicRecordOf } from "./academic-archive.js";
import { archivedRecord, archivedRecords, deleteArchivedRecords, insertArchiveEntries } from "./academic-archive.repo.js";
import { clearSupportCategory, keepRecordOnErasure } from "../student-records/record-files.repo.js";
import { clearSensitivePiarText, currentSensitiveConsent, insertSensitiveConsent, revokeSensitiveConsents, sensitiveConsentHistory } from "./sensitive-consent.repo.js";
import {
  activeConsents,
  anonymiseAuditEntries,
  consentHistory,
  deleteWhere,
  type ForeignKey,
  foreignKeys,
  insertConsent,
  nullWhere,
  revokeConsents,
  studentsEverConsented,
  type Row,
  rowsWhere,
  studentsWithParents,
} from "./privacy.repo.js";
import { type ChildConsent, type EraseInput, type Erasure, type MissingConsents, privacyMessages } from "../../../common/privacy/privacy.schema.js";

/** Columns that make a row the student's own: the row goes with the student, even when the column is nullable. */
const subjectColumns = new Set(["student_id", "user_id", "contact_id", "owner_id"]);
/** Never exported: hashes, tokens and secrets, whatever table they sit in. */
const secretKey = /password|token|secret/i;

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const fullName = (user: Pick<UserRow, "firstName" | "lastName">) => `${user.firstName} ${user.lastName}`.trim();
const normalise = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("es");

/**
 * Whoever downloads it (the family, or the admin for the family), the export is what the family
 * takes home: it is read as the family reads the screens.
 */
const exportReader = { role: "parent" } as const;

/** The student's own account as the family reads it: no secrets, and no staff notes (readsStaffNotes). */
function ownAccount(row: UserRow): Row {
  const { notes, ...account } = redact(row as unknown as Row);
  return readsStaffNotes(exportReader) ? { ...account, notes } : account;
}

function redact(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !secretKey.test(key)));
}

function numbers(values: unknown[]): number[] {
  return [...new Set(values.map(Number).filter((v) => Number.isInteger(v)))];
}

/** Rows gathered per table, each row once however many links lead to it. */
function rowsByTable(): { tables: Record<string, Row[]>; add(table: string, rows: Row[]): void } {
  const tables: Record<string, Row[]> = {};
  const add = (table: string, rows: Row[]) => {
    if (rows.length === 0) return;
    tables[table] ??= [];
    const list = tables[table];
    const seen = new Set(list.map((r) => JSON.stringify(r)));
    for (const row of rows) if (!seen.has(JSON.stringify(row))) list.push(row);
  };
  return { tables, add };
}

/**
 * Everything that refers to one student, found from the database's own foreign keys: rows that
 * point at the student (level 1), rows that point at those rows (level 2, e.g. the reviews of
 * their work), and the stored files those rows or the student own.
 */
async function collectStudentData(db: DbOrTrx, studentId: number) {
  const fks = await foreignKeys(db);
  const userRefs = fks.filter((fk) => fk.references === "users" && fk.table !== "users");
  const fileRefs = fks.filter((fk) => fk.references === "files");
  const { tables, add } = rowsByTable();
  for (const ref of userRefs) add(ref.table, await rowsWhere(db, ref.table, ref.column, [studentId]));
  for (const [table, rows] of Object.entries({ ...tables })) {
    const ids = numbers(rows.map((r) => r.id));
    if (ids.length === 0) continue;
    for (const child of fks.filter((fk) => fk.references === table && fk.table !== table && fk.table !== "files")) {
      add(child.table, await rowsWhere(db, child.table, child.column, ids));
    }
  }
  const fileIds = new Set<number>();
  for (const ref of fileRefs) for (const row of tables[ref.table] ?? []) for (const id of numbers([row[camel(ref.column)]])) fileIds.add(id);
  for (const row of tables.files ?? []) for (const id of numbers([row.id])) fileIds.add(id);
  const files = await rowsWhere(db, "files", "id", [...fileIds]);
  delete tables.files;
  return { fks, tables, files };
}

/**
 * What the family takes home (family-export.ts): the rows the family reads on the screens, found by
 * the listed links only (level 1 from the student, level 2 from the rows kept), with each screen's
 * own filter, and the stored files those rows or the student own.
 */
async function collectFamilyExport(db: DbOrTrx, studentId: number) {
  const fks = await foreignKeys(db);
  const { tables, add } = rowsByTable();
  const follow = async (fk: ForeignKey, ids: number[]) => {
    const rule = ruleOf(fk.table, fk.column);
    if (!isExported(rule)) return;
    const rows = await rowsWhere(db, fk.table, fk.column, ids);
    add(fk.table, rule.keep ? rows.filter(rule.keep) : rows);
  };
  for (const fk of fks.filter((f) => f.references === "users" && f.table !== "users")) await follow(fk, [studentId]);
  for (const [table, rows] of Object.entries({ ...tables })) {
    const ids = numbers(rows.map((r) => r.id));
    if (ids.length === 0 || table === "files") continue;
    for (const child of fks.filter((fk) => fk.references === table && fk.table !== table && fk.table !== "files")) await follow(child, ids);
  }
  const fileIds = new Set<number>();
  for (const ref of fks.filter((fk) => fk.references === "files")) for (const row of tables[ref.table] ?? []) for (const id of numbers([row[camel(ref.column)]])) fileIds.add(id);
  for (const row of tables.files ?? []) for (const id of numbers([row.id])) fileIds.add(id);
  const files = await rowsWhere(db, "files", "id", [...fileIds]);
  delete tables.files;
  return { tables, files };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

export function createPrivacyService(deps: { db: Db; dataDir: string; company?: () => Promise<CompanyForDocuments> }) {
  const { db, dataDir } = deps;

  async function student(id: number): Promise<UserRow> {
    const row = await findUserById(db, id);
    if (!row) throw new AppError("NOT_FOUND", privacyMessages.notFound);
    if (row.role !== "student") throw new AppError("BAD_REQUEST", privacyMessages.notAStudent);
    return row;
  }

  async function requireOwnChild(actor: Actor | null, studentId: number): Promise<Actor> {
    const parent = requireActor(actor);
    assertAllowed(await settleStudentAccess(db, parent.id, studentId, consentAccess(parent)), privacyMessages.notYourChild);
    return parent;
  }

  async function childConsent(parentId: number, child: UserRow): Promise<ChildConsent> {
    const active = (await activeConsents(db, [child.id])).find((c) => c.parentId === parentId && c.noticeVersion === privacyNoticeVersion);
    const history = await consentHistory(db, child.id);
    const sensitive = await currentSensitiveConsent(db, child.id, parentId);
    const sensitiveHistory = await sensitiveConsentHistory(db, child.id);
    const entry = (h: (typeof history)[number]) => ({
      id: h.id,
      noticeVersion: h.noticeVersion,
      givenAt: h.givenAt,
      revokedAt: h.revokedAt,
      givenBy: `${h.firstName} ${h.lastName}`.trim(),
    });
    return {
      studentId: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      consent: active ? { id: active.id, noticeVersion: active.noticeVersion, givenAt: active.givenAt } : null,
      history: history.map(entry),
      sensitiveConsent: sensitive ? { id: sensitive.id, noticeVersion: sensitive.noticeVersion, givenAt: sensitive.givenAt } : null,
      sensitiveHistory: sensitiveHistory.map(entry),
    };
  }

  async function archiveRow(actor: Actor | null, id: number) {
    assertAllowed(canManagePrivacy(requireActor(actor)), archiveMessages.forbidden);
    const row = await archivedRecord(db, id);
    if (!row) throw new AppError("NOT_FOUND", archiveMessages.notFound);
    return row;
  }

  const archiveSettingKey = "academicArchive";
  async function archiveSettings(): Promise<ArchiveSettings> {
    const stored = await readSettingRow(db, archiveSettingKey);
    const parsed = stored ? archiveSettingsSchema.safeParse(JSON.parse(stored)) : undefined;
    return parsed?.success ? parsed.data : { keepYears: null };
  }

  const kindOf = (kind: string): ArchiveKind => ((archiveKinds as readonly string[]).includes(kind) ? (kind as ArchiveKind) : "report_card");
  const listed = (row: Awaited<ReturnType<typeof archivedRecords>>[number], keepYears: number | null = null): ArchivedRecord => ({
    id: row.id,
    kind: kindOf(row.kind),
    formerStudentId: row.formerStudentId,
    studentName: row.studentName,
    tribe: row.tribe,
    year: row.year,
    period: row.period,
    version: row.version,
    publishedAt: row.publishedAt,
    archivedAt: row.archivedAt,
    erasedBy: row.erasedByName,
    expired: pastKeeping(row.archivedAt, keepYears, schoolToday()),
  });

  return {
    noticeVersion: privacyNoticeVersion,

    /** 'Mis Hijos': the parent's children with the consent each has (or lacks) for the current notice. */
    async myChildren(actorOrNull: Actor | null): Promise<ChildConsent[]> {
      const parent = requireActor(actorOrNull);
      assertAllowed(followsOwnChildren(parent));
      const children = await childrenOf(db, parent.id);
      return Promise.all(children.map((child) => childConsent(parent.id, child)));
    },

    /** The linked parent accepts the current notice for one child; giving it twice keeps the first. */
    async giveConsent(actorOrNull: Actor | null, studentId: number): Promise<{ child: ChildConsent }> {
      const parent = await requireOwnChild(actorOrNull, studentId);
      const child = await student(studentId);
      await db.transaction().execute(async (trx) => {
        const current = (await activeConsents(trx, [studentId])).find(
          (c) => c.parentId === parent.id && c.noticeVersion === privacyNoticeVersion,
        );
        if (current) return;
        const row = await insertConsent(trx, { studentId, parentId: parent.id, noticeVersion: privacyNoticeVersion, givenAt: new Date().toISOString() });
        await recordAudit(trx, { actor: parent, action: "consent.given", object: { type: "student", id: studentId }, details: { consentId: row.id, noticeVersion: privacyNoticeVersion } });
      });
      return { child: await childConsent(parent.id, child) };
    },

    /** Withdraws the parent's consent: the row keeps its date and gets revokedAt; nothing is deleted. */
    async revokeConsent(actorOrNull: Actor | null, studentId: number): Promise<{ child: ChildConsent }> {
      const parent = await requireOwnChild(actorOrNull, studentId);
      const child = await student(studentId);
      await db.transaction().execute(async (trx) => {
        const revoked = await revokeConsents(trx, studentId, parent.id, new Date().toISOString());
        if (revoked.length === 0) throw new AppError("CONFLICT", privacyMessages.noActiveConsent);
        await recordAudit(trx, { actor: parent, action: "consent.revoked", object: { type: "student", id: studentId }, details: { consents: revoked.length } });
      });
      return { child: await childConsent(parent.id, child) };
    },

    /**
     * The linked parent's explicit, optional consent to record the child's sensitive data (health,
     * diagnosis, home context in the PIAR), to the current notice; asked apart from the general one
     * (Ley 1581 art. 6, Decreto 1377 art. 6). Giving it twice keeps the first.
     */
    async giveSensitiveConsent(actorOrNull: Actor | null, studentId: number): Promise<{ child: ChildConsent }> {
      const parent = await requireOwnChild(actorOrNull, studentId);
      const child = await student(studentId);
      await db.transaction().execute(async (trx) => {
        if (await currentSensitiveConsent(trx, studentId, parent.id)) return;
        const row = await insertSensitiveConsent(trx, { studentId, parentId: parent.id, at: new Date().toISOString() });
        await recordAudit(trx, { actor: parent, action: "consent.sensitive_given", object: { type: "student", id: studentId }, details: { consentId: row.id, noticeVersion: privacyNoticeVersion } });
      });
      return { child: await childConsent(parent.id, child) };
    },

    /**
     * Withdraws it: the rows keep their dates, and the PIAR's sensitive fields are emptied in the same
     * transaction (what the consent screen says happens); the rest of the plan stays (Decreto 1421).
     */
    async revokeSensitiveConsent(actorOrNull: Actor | null, studentId: number): Promise<{ child: ChildConsent }> {
      const parent = await requireOwnChild(actorOrNull, studentId);
      const child = await student(studentId);
      await db.transaction().execute(async (trx) => {
        const revoked = await revokeSensitiveConsents(trx, studentId, parent.id, new Date().toISOString());
        if (revoked.length === 0) throw new AppError("CONFLICT", sensitiveMessages.noActive);
        const cleared = await clearSensitivePiarText(trx, studentId);
        // The file's support category is sensitive too (issue 36): it goes with the consent.
        const category = await clearSupportCategory(trx, studentId);
        await recordAudit(trx, { actor: parent, action: "consent.sensitive_revoked", object: { type: "student", id: studentId }, details: { consents: revoked.length, piarCleared: cleared ? 1 : 0, supportCategoryCleared: category ? 1 : 0 } });
      });
      return { child: await childConsent(parent.id, child) };
    },

    /** 'Archivo académico' (admin only): the kept records of erased students, without their content. */
    async archive(actorOrNull: Actor | null, input: { search?: string }): Promise<{ records: ArchivedRecord[]; keepYears: number | null; expiredTotal: number }> {
      assertAllowed(canManagePrivacy(requireActor(actorOrNull)), archiveMessages.forbidden);
      const wanted = input.search ? normalise(input.search) : "";
      const rows = await archivedRecords(db);
      const { keepYears } = await archiveSettings();
      const today = schoolToday();
      const expiredTotal = rows.filter((row) => pastKeeping(row.archivedAt, keepYears, today)).length;
      return { records: rows.filter((row) => wanted === "" || normalise(row.studentName).includes(wanted)).map((row) => listed(row, keepYears)), keepYears, expiredTotal };
    },

    /** The school's keeping period for the archive (admin): years from the erasure, or null for none. */
    async saveArchiveSettings(actorOrNull: Actor | null, input: ArchiveSettings): Promise<ArchiveSettings> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManagePrivacy(admin), archiveMessages.forbidden);
      await writeSettingRow(db, archiveSettingKey, JSON.stringify(input), admin.id);
      await recordAudit(db, { actor: admin, action: "settings.changed", details: { setting: archiveSettingKey, value: JSON.stringify(input) } });
      return input;
    },

    /** Deletes the documents past the school's keeping period (admin); 409 when the school keeps without end. */
    async purgeArchive(actorOrNull: Actor | null): Promise<{ deleted: number }> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManagePrivacy(admin), archiveMessages.forbidden);
      const { keepYears } = await archiveSettings();
      if (keepYears === null) throw new AppError("CONFLICT", archiveMessages.noKeepYears);
      const today = schoolToday();
      const expired = (await archivedRecords(db)).filter((row) => pastKeeping(row.archivedAt, keepYears, today)).map((row) => row.id);
      const deleted = await deleteArchivedRecords(db, expired);
      await recordAudit(db, { actor: admin, action: "archive.purged", details: { deleted, keepYears } });
      return { deleted };
    },

    /** One archived document with its content as it was published (admin only). */
    async archivedDocument(actorOrNull: Actor | null, id: number): Promise<ArchivedDocument> {
      const row = await archiveRow(actorOrNull, id);
      let content: unknown = row.content;
      try {
        content = JSON.parse(row.content);
      } catch {
        // Kept as text.
      }
      return { ...listed(row, (await archiveSettings()).keepYears), content };
    },

    /**
     * The document to download (admin only): a report card as the PDF the family printed, rendered
     * from the stored content; any other kind as its JSON.
     */
    async archivedDownload(actorOrNull: Actor | null, id: number): Promise<{ body: Uint8Array | Buffer; fileName: string; contentType: string }> {
      const row = await archiveRow(actorOrNull, id);
      await recordAudit(db, { actor: requireActor(actorOrNull), action: "archive.downloaded", object: { type: "academic_archive", id }, details: { kind: row.kind } });
      const slug = fullName({ firstName: row.studentName, lastName: "" }).normalize("NFD").replace(/[^\w]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "estudiante";
      if (row.kind === "report_card" && deps.company) {
        const { renderReportCardPdf, reportCardFileName } = await import("../report-cards/report-card.pdf.js");
        const card = JSON.parse(row.content) as Parameters<typeof renderReportCardPdf>[0]["card"];
        const sex = row.studentSex === "F" || row.studentSex === "M" ? row.studentSex : null;
        const buffer = await renderReportCardPdf({ card, version: row.version, publishedAt: row.publishedAt }, await deps.company(), sex);
        return { body: buffer, fileName: reportCardFileName(card, row.version), contentType: "application/pdf" };
      }
      const { strToU8 } = await import("fflate");
      const body = strToU8(JSON.stringify({ ...listed(row), content: JSON.parse(row.content) as unknown }, null, 2));
      return { body, fileName: `archivo-${row.kind.replace(/_/g, "-")}-${slug}-${row.year}-v${row.version}.json`, contentType: "application/json" };
    },

    /** Admin: the students without a guardian's consent to the current notice, and why. */
    async missingConsents(actorOrNull: Actor | null): Promise<MissingConsents> {
      assertAllowed(canManagePrivacy(requireActor(actorOrNull)));
      const rows = await studentsWithParents(db);
      const byStudent = new Map<number, { row: (typeof rows)[number]; parents: string[] }>();
      for (const row of rows) {
        const entry = byStudent.get(row.id) ?? { row, parents: [] };
        if (row.parentFirstName) entry.parents.push(`${row.parentFirstName} ${row.parentLastName ?? ""}`.trim());
        byStudent.set(row.id, entry);
      }
      const ids = [...byStudent.keys()];
      const active = await activeConsents(db, ids);
      const current = new Set(active.filter((c) => c.noticeVersion === privacyNoticeVersion).map((c) => c.studentId));
      const outdated = new Set(active.map((c) => c.studentId));
      const everGiven = await studentsEverConsented(db, ids);
      const students = [...byStudent.values()]
        .filter(({ row }) => !current.has(row.id))
        .map(({ row, parents }) => ({
          id: row.id,
          name: fullName(row),
          email: row.email,
          tribe: row.tribe,
          parentName: parents.length > 0 ? parents.join(", ") : null,
          reason: outdated.has(row.id) ? ("outdated" as const) : everGiven.has(row.id) ? ("revoked" as const) : ("none" as const),
        }));
      return { students, totalStudents: byStudent.size, withConsent: current.size, noticeVersion: privacyNoticeVersion };
    },

    /**
     * The student's data as a zip: datos.json (what the family reads about them on the screens, by the
     * links and filters of family-export.ts; no secrets, nothing staff-only) and their stored files
     * under archivos/. The admin and the student's linked parent only; both get the family's copy.
     */
    async exportStudent(actorOrNull: Actor | null, studentId: number): Promise<{ fileName: string; zip: Uint8Array }> {
      const actor = requireActor(actorOrNull);
      assertAllowed(await settleStudentAccess(db, actor.id, studentId, exportAccess(actor)), privacyMessages.exportForbidden);
      const row = await student(studentId);
      const { tables, files } = await collectFamilyExport(db, studentId);
      const entries: Record<string, Uint8Array> = {};
      const fileList: Row[] = [];
      for (const file of files) {
        const name = `archivos/${file.id}-${String(file.originalName).replace(/[\\/:*?"<>|\p{Cc}]/gu, "_")}`;
        try {
          entries[name] = new Uint8Array(await readFile(join(uploadsDir(dataDir), String(file.storageName))));
          fileList.push({ ...redact(file), archivo: name });
        } catch {
          fileList.push({ ...redact(file), archivo: null, nota: "El archivo ya no está en el servidor" });
        }
      }
      const exportedAt = new Date().toISOString();
      const data = {
        exportadoEl: exportedAt,
        versionAvisoPrivacidad: privacyNoticeVersion,
        estudiante: ownAccount(row),
        tablas: Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.map(redact)])),
        archivos: fileList,
      };
      // fflate loads with the first archive, not with the server (docs/perf/small-machine.md).
      const { strToU8, zipSync } = await import("fflate");
      entries["datos.json"] = strToU8(JSON.stringify(data, null, 2));
      entries["LEEME.txt"] = strToU8(
        [
          `Datos de ${fullName(row)} guardados en Tribu, exportados el ${exportedAt}.`,
          "",
          "datos.json: la cuenta del estudiante y lo que la familia puede leer sobre él o ella en Tribu, tabla por tabla",
          "(módulos, clases, tareas, trabajos con su revisión vigente, cuestionarios, asistencia con sus excusas y avisos,",
          "boletines publicados, PIAR, consentimientos, perfil de accesibilidad...).",
          "Las contraseñas y claves no se incluyen, ni lo que es solo del personal (borradores de boletines,",
          "historia de revisiones, notas internas).",
          "archivos/: los archivos que el estudiante entregó y los que la familia adjuntó a sus excusas.",
          "",
          "Para pedir una corrección o el borrado de estos datos, escribe a la escuela (ver /privacidad).",
        ].join("\n"),
      );
      const zip = zipSync(entries, { level: 6, mtime: new Date() });
      await recordAudit(db, { actor, action: "student.exported", object: { type: "student", id: studentId }, details: { files: files.length } });
      const slug = fullName(row).normalize("NFD").replace(/[^\w]+/g, "-").replace(/^-|-$/g, "").toLowerCase() || "estudiante";
      return { fileName: `datos-${slug}-${exportedAt.slice(0, 10)}.zip`, zip };
    },

    /**
     * Erases a student (admin, confirmed by typing the student's full name): in one transaction, every
     * row that refers to them is deleted (or, for someone else's record they only acted on, the
     * reference is set to null), their audit entries are anonymised and a tombstone entry is written.
     * Stored files are removed from disk after the commit.
     */
    async eraseStudent(actorOrNull: Actor | null, { studentId, confirmation }: EraseInput): Promise<Erasure> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManagePrivacy(admin));
      const row = await student(studentId);
      if (normalise(confirmation) !== normalise(fullName(row))) {
        throw new AppError("BAD_REQUEST", privacyMessages.confirmationMismatch, { fields: { confirmation: privacyMessages.confirmationMismatch } });
      }
      const result = await db.transaction().execute(async (trx) => {
        // Two erasures of the same student at once: the second waits for the first here, then finds
        // no one (404), so the record is archived once (SQLite runs one write transaction at a time).
        if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select id from users where id = ${studentId} for update`.execute(trx);
        const fresh = await findUserById(trx, studentId);
        if (!fresh) throw new AppError("NOT_FOUND", privacyMessages.notFound);
        // The academic record the school must keep goes to the archive first, in this transaction
        // (common/privacy/academic-archive.ts, docs/decisions/retention.md); then the rest is removed.
        const erasureId = randomUUID();
        const eraser = await findUserById(trx, admin.id);
        const archived = await insertArchiveEntries(trx, await academicRecordOf(trx, studentId), {
          formerStudentId: studentId,
          studentName: fullName(fresh),
          studentSex: await studentSex(trx, studentId),
          archivedAt: new Date().toISOString(),
          erasedById: admin.id,
          erasedByName: eraser ? fullName(eraser) : "Administración",
          erasure: erasureId,
        });
        const { fks, tables, files } = await collectStudentData(trx, studentId);
        const userRefs = fks.filter((fk) => fk.references === "users" && fk.table !== "users");
        // Table by table, for the report: notifications and WhatsApp messages about the child are
        // found by their student_id (issue 33) and go with the rest.
        const tally = new Map<string, { deleted: number; anonymised: number }>();
        const count = (table: string, kind: "deleted" | "anonymised", rows: number) => {
          if (rows === 0) return;
          const entry = tally.get(table) ?? { deleted: 0, anonymised: 0 };
          entry[kind] += rows;
          tally.set(table, entry);
        };
        const remove = async (table: string, column: string, ids: number[]) => count(table, "deleted", await deleteWhere(trx, table, column, ids));
        const unlink = async (table: string, column: string, ids: number[]) => count(table, "anonymised", await nullWhere(trx, table, column, ids));
        const objects: { type: string; ids: number[] }[] = [
          { type: "work_submission", ids: numbers((tables.work_submissions ?? []).map((r) => r.id)) },
          { type: "payment", ids: numbers((tables.payments ?? []).map((r) => r.id)) },
        ];
        // The student's file outlives the account (issue 36; docs/decisions/retention.md): unlinked and
        // emptied of what the school need not keep, before the scan below would delete it with its
        // guardians, novedades and certificates.
        const kept = await keepRecordOnErasure(trx, studentId, new Date().toISOString());
        count("student_records", "anonymised", kept.records);
        count("student_guardians", "anonymised", kept.guardians);
        count("record_change_requests", "deleted", kept.requests);
        // Level 2 first (rows hanging from the student's rows), then level 1, then the files, then the account.
        const ownRows = (ref: ForeignKey) => !ref.nullable || subjectColumns.has(ref.column);
        for (const ref of userRefs.filter((r) => r.table !== "files" && ownRows(r))) {
          const ids = numbers((await rowsWhere(trx, ref.table, ref.column, [studentId])).map((r) => r.id));
          if (ids.length === 0) continue;
          for (const child of fks.filter((fk) => fk.references === ref.table && fk.table !== ref.table)) {
            if (child.nullable) await unlink(child.table, child.column, ids);
            else await remove(child.table, child.column, ids);
          }
        }
        for (const ref of userRefs.filter((r) => r.table !== "files")) {
          if (ownRows(ref)) await remove(ref.table, ref.column, [studentId]);
          else await unlink(ref.table, ref.column, [studentId]);
        }
        const fileIds = numbers(files.map((f) => f.id));
        for (const child of fks.filter((fk) => fk.references === "files" && fk.table !== "files")) {
          if (child.nullable) await unlink(child.table, child.column, fileIds);
          else await remove(child.table, child.column, fileIds);
        }
        await remove("files", "id", fileIds);
        count("audit_log", "anonymised", await anonymiseAuditEntries(trx, { studentId, email: fresh.email, objects }));
        await remove("users", "id", [studentId]);
        const removed = [...tally].map(([table, rows]) => ({ table, ...rows })).sort((x, y) => x.table.localeCompare(y.table));
        const deletedRows = removed.reduce((sum, r) => sum + r.deleted, 0);
        const anonymisedRows = removed.reduce((sum, r) => sum + r.anonymised, 0);
        // The tombstone names no one: it says that a student was erased, when, by whom and how much.
        await recordAudit(trx, {
          actor: admin,
          action: "student.erased",
          object: { type: "student", id: null },
          details: { erasure: erasureId, deletedRows, anonymisedRows, files: fileIds.length, archived },
        });
        return { deletedRows, anonymisedRows, removed, archived, storageNames: files.map((f) => String(f.storageName)) };
      });
      await Promise.all(result.storageNames.map((name) => rm(join(uploadsDir(dataDir), name), { force: true })));
      return {
        studentName: fullName(row),
        deletedRows: result.deletedRows,
        anonymisedRows: result.anonymisedRows,
        deletedFiles: result.storageNames.length,
        archived: result.archived,
        removed: result.removed,
      };
    },
  };
}
