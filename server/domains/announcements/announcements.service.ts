import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, type FileRow, findFile, pdfOrImageKinds, storeUpload } from "../../lib/files.js";
import type { Upload } from "../../rest/multipart.js";
import { canManageAnnouncement, isPending, readScope, writeReach } from "../../../common/announcements/announcements.policy.js";
import {
  type Announcement,
  type AnnouncementList,
  type AnnouncementScope,
  announcementMessages as m,
  announcementScopes,
  audienceLabel,
  type CreateAnnouncementInput,
  type ListAnnouncementsInput,
  type Readers,
  type ReadAnnouncementInput,
  type Reminder,
  reminderIntervalMinutes,
  reminderTooSoonMessage,
} from "../../../common/announcements/announcements.schema.js";
import {
  type AnnouncementRow,
  audienceOf,
  childrenInAudience,
  claimReminderSlot,
  findAnnouncement,
  findClasses,
  insertAnnouncement,
  insertReminder,
  isVisible,
  listVisible,
  markRead,
  readsBy,
  readsOf,
  remindersOf,
  targetsOf,
  type VisibilityScope,
} from "./announcements.repo.js";
import { teachesTribe } from "../attendance/attendance.repo.js";
import { notifyAnnouncement } from "../notifications/notifications.producers.js";
import { placementOf } from "../users/users.repo.js";
import { isPlaced, notPlacedMessage } from "../../../common/users/placement.js";

const byName = (x: string, y: string) => x.localeCompare(y, "es", { sensitivity: "base" });
const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();
const person = (id: number | null, first: string | null, last: string | null) => (id === null || first === null ? null : { id, name: fullName(first, last) });
const asScope = (value: string): AnnouncementScope => ((announcementScopes as readonly string[]).includes(value) ? (value as AnnouncementScope) : "school");
const reminderIntervalMs = reminderIntervalMinutes * 60_000;

function refused(code: "BAD_REQUEST" | "FORBIDDEN", message: string, field: string): AppError {
  return new AppError(code, message, { fields: { [field]: message } });
}

/** The list scope of a caller the policy lets read; null for the others (coordinator, user). */
function visibilityOf(actor: Actor): VisibilityScope | null {
  switch (readScope(actor)) {
    case "all":
      return { kind: "all" };
    case "authored":
      return { kind: "authored", userId: actor.id };
    case "families":
      return { kind: "families", parentId: actor.id };
    case "students":
      return { kind: "students", studentId: actor.id };
    default:
      return null;
  }
}

type Targets = Awaited<ReturnType<typeof targetsOf>>;
type Mine = { readAt: string | null; confirmedAt: string | null };

function toAnnouncement(row: AnnouncementRow, targets: Targets, mine: Mine | null, reader: Actor): Announcement {
  const own = targets.filter((t) => t.announcementId === row.id);
  const scope = asScope(row.scope);
  const tribes = own.flatMap((t) => (t.tribe === null ? [] : [t.tribe]));
  const classes = own.flatMap((t) => (t.classId === null ? [] : [{ id: t.classId, title: t.classTitle ?? "" }]));
  const families = row.forFamilies === 1;
  const students = row.forStudents === 1;
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    author: person(row.authorId, row.authorFirstName, row.authorLastName),
    audience: { scope, tribes, classes, families, students, label: audienceLabel({ scope, tribes, classes, families, students }) },
    requiresConfirmation: row.requiresConfirmation === 1,
    attachment:
      row.fileId !== null && row.fileName !== null
        ? { name: row.fileName, size: row.fileSize ?? 0, mimeType: row.fileMimeType ?? "application/octet-stream", url: `/api/announcements/${row.id}/attachment` }
        : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    mine,
    canManage: canManageAnnouncement(reader, row),
  };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;

/**
 * Announcements (issue 25). Admins write to the whole school, tribes or classes; a teacher to their
 * own tribe (users.tribe) and the classes they teach (classes.teacher_id), the same links the
 * attendance register uses. Families and students read those addressed to them and mark them read
 * (confirming "Leído" where asked); the author and the admins see who has and has not, and send
 * a reminder to those still pending, at most once an hour per announcement.
 *
 * A reminder is stored as one in-app notice per person (announcement_reminder_notices) for the
 * notification centre to show; sending it by email or WhatsApp is left to that centre. `now` is
 * injected so the hour between reminders can be tested.
 */
export function createAnnouncementsService(deps: { db: Db; dataDir: string; now?: () => Date }) {
  const { db, dataDir } = deps;
  const instant = () => deps.now?.() ?? new Date();

  function requireReader(actor: Actor | null): { reader: Actor; scope: VisibilityScope } {
    const reader = requireActor(actor);
    const scope = visibilityOf(reader);
    assertAllowed(scope !== null, m.membersOnly);
    return { reader, scope };
  }

  function requireWriter(actor: Actor | null): { writer: Actor; reach: "anywhere" | "own" } {
    const writer = requireActor(actor);
    const reach = writeReach(writer);
    assertAllowed(reach !== false, m.staffOnly);
    return { writer, reach };
  }

  /** Whether the reader is not yet placed by an admin (a self-registered account): they read nothing of the school. */
  async function awaitsPlacement(reader: Actor): Promise<boolean> {
    return !isPlaced(reader, await placementOf(db, reader.id));
  }

  /** The announcement when the caller gets it: 404 when there is none, 403 when it is someone else's (or the caller is not placed yet). */
  async function readable(actor: Actor | null, id: number): Promise<{ reader: Actor; scope: VisibilityScope; row: AnnouncementRow }> {
    const { reader, scope } = requireReader(actor);
    if (await awaitsPlacement(reader)) throw new AppError("FORBIDDEN", notPlacedMessage);
    const row = await findAnnouncement(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.notFound);
    assertAllowed(await isVisible(db, id, scope), m.forbidden);
    return { reader, scope, row };
  }

  /** The announcement its author or an admin manages: 404 when there is none, 403 for anyone else. */
  async function managed(actor: Actor | null, id: number): Promise<{ manager: Actor; row: AnnouncementRow }> {
    const manager = requireActor(actor);
    const row = await findAnnouncement(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.notFound);
    assertAllowed(canManageAnnouncement(manager, row), m.managersOnly);
    return { manager, row };
  }

  /** Families and students are the audience of what they see; they have a reading of their own. */
  const isAudience = (scope: VisibilityScope) => scope.kind === "families" || scope.kind === "students";

  async function shown(rows: AnnouncementRow[], reader: Actor, scope: VisibilityScope): Promise<Announcement[]> {
    const ids = rows.map((row) => row.id);
    const [targets, reads] = await Promise.all([targetsOf(db, ids), isAudience(scope) ? readsBy(db, reader.id, ids) : Promise.resolve([])]);
    const readOf = new Map(reads.map((r) => [r.announcementId, r]));
    return rows.map((row) => {
      const read = readOf.get(row.id);
      const mine = isAudience(scope) ? { readAt: read?.readAt ?? null, confirmedAt: read?.confirmedAt ?? null } : null;
      return toAnnouncement(row, targets, mine, reader);
    });
  }

  async function shownOne(id: number, reader: Actor, scope: VisibilityScope): Promise<Announcement> {
    const row = await findAnnouncement(db, id);
    if (!row) throw new AppError("NOT_FOUND", m.notFound);
    const [announcement] = await shown([row], reader, scope);
    return announcement as Announcement;
  }

  /** Who the announcement is for and how far each one is; pending first, then by name. */
  async function readersView(row: AnnouncementRow): Promise<Readers> {
    const requiresConfirmation = row.requiresConfirmation === 1;
    const [members, reads, reminders] = await Promise.all([audienceOf(db, row), readsOf(db, row.id), remindersOf(db, row.id)]);
    const parentIds = members.filter((member) => member.role === "parent").map((member) => member.id);
    const childrenOf = new Map<number, Array<{ id: number; name: string; tribe: string | null }>>();
    for (const child of await childrenInAudience(db, row, parentIds)) {
      const list = childrenOf.get(child.parentId) ?? [];
      list.push({ id: child.id, name: fullName(child.firstName, child.lastName), tribe: child.tribe });
      childrenOf.set(child.parentId, list);
    }
    const readOf = new Map(reads.map((r) => [r.userId, r]));
    const readers = members.map((member) => {
      const read = readOf.get(member.id);
      const state = { readAt: read?.readAt ?? null, confirmedAt: read?.confirmedAt ?? null };
      const name = fullName(member.firstName, member.lastName);
      const children = member.role === "parent" ? (childrenOf.get(member.id) ?? []).sort((x, y) => byName(x.name, y.name)) : [];
      return { id: member.id, name, role: member.role, children, ...state, pending: isPending(state, requiresConfirmation) };
    });
    // A teacher knows the children: each family is found by its child's name (a student by their own).
    const childName = (reader: (typeof readers)[number]) => reader.children[0]?.name ?? reader.name;
    readers.sort((x, y) => Number(y.pending) - Number(x.pending) || byName(childName(x), childName(y)) || byName(x.name, y.name));
    const next = row.lastRemindedAt ? new Date(Date.parse(row.lastRemindedAt) + reminderIntervalMs) : null;
    return {
      announcementId: row.id,
      requiresConfirmation,
      counts: {
        audience: readers.length,
        read: readers.filter((r) => r.readAt !== null).length,
        confirmed: readers.filter((r) => r.confirmedAt !== null).length,
        pending: readers.filter((r) => r.pending).length,
      },
      readers,
      reminders: reminders.map((r): Reminder => ({ sentAt: r.sentAt, sentBy: person(r.sentById, r.firstName, r.lastName), recipients: r.recipients })),
      nextReminderAt: next && next > instant() ? next.toISOString() : null,
    };
  }

  /** 400/403 unless the writer may address these tribes and classes; the classes' ids as stored. */
  async function checkAudience(writer: Actor, reach: "anywhere" | "own", input: CreateAnnouncementInput): Promise<{ tribes: string[]; classIds: number[] }> {
    if (input.scope === "school") {
      if (reach !== "anywhere") throw refused("FORBIDDEN", m.schoolAdminsOnly, "scope");
      return { tribes: [], classIds: [] };
    }
    if (input.scope === "tribes") {
      if (reach === "own") {
        // A teacher addresses only the tribe she leads, by the attendance register's own rule.
        for (const tribe of input.tribes) if (!(await teachesTribe(db, writer.id, tribe))) throw refused("FORBIDDEN", m.notYourTribe, "tribes");
      }
      return { tribes: input.tribes, classIds: [] };
    }
    const found = await findClasses(db, input.classIds);
    if (found.length !== input.classIds.length) throw refused("BAD_REQUEST", m.unknownClass, "classIds");
    if (reach === "own" && found.some((c) => c.teacherId !== writer.id)) throw refused("FORBIDDEN", m.notYourTribe, "classIds");
    return { tribes: [], classIds: input.classIds };
  }

  return {
    /** Refuses early, before the body (and its file) is read, when the caller cannot write at all. */
    assertCanWrite(actor: Actor | null): void {
      requireWriter(actor);
    },

    /** What the caller gets, newest first: their audience's (families, students), their own (teachers), all (admins). */
    async list(actor: Actor | null, input: ListAnnouncementsInput): Promise<AnnouncementList> {
      const { reader, scope } = requireReader(actor);
      if (await awaitsPlacement(reader)) return { announcements: [], total: 0, page: input.page, pageSize: input.pageSize, awaitingPlacement: true };
      const { rows, total } = await listVisible(db, scope, input);
      return { announcements: await shown(rows, reader, scope), total, page: input.page, pageSize: input.pageSize, awaitingPlacement: false };
    },

    async get(actor: Actor | null, id: number): Promise<{ announcement: Announcement }> {
      const { reader, scope, row } = await readable(actor, id);
      return { announcement: (await shown([row], reader, scope))[0] as Announcement };
    },

    /**
     * "Publicar". The audience is checked before the attachment is read, so a refused announcement
     * stores nothing; the attachment is then kept only when it is a PDF or a picture of at most 10 MB
     * (by its content), and removed again if the announcement cannot be saved.
     */
    async create(actor: Actor | null, input: CreateAnnouncementInput, file?: Upload): Promise<{ announcement: Announcement }> {
      const { writer, reach } = requireWriter(actor);
      const { tribes, classIds } = await checkAudience(writer, reach, input);
      const stored: FileRow | null = file
        ? await storeUpload(db, file.source, {
            dataDir,
            allowedKinds: pdfOrImageKinds,
            wrongKindMessage: m.wrongAttachment,
            originalName: file.name,
            purpose: "announcement",
            ownerId: writer.id,
          })
        : null;
      let id: number;
      try {
        id = await db.transaction().execute((trx) =>
          insertAnnouncement(trx, {
            authorId: writer.id,
            scope: input.scope,
            forFamilies: input.forFamilies,
            forStudents: input.forStudents,
            title: input.title,
            text: input.text,
            fileId: stored?.id ?? null,
            requiresConfirmation: input.requiresConfirmation,
            tribes,
            classIds,
            at: instant().toISOString(),
          }),
        );
      } catch (error) {
        if (stored) await deleteStoredFile(db, dataDir, stored.id);
        throw error;
      }
      await notifyAnnouncement(db, id);
      const scope = visibilityOf(writer) ?? { kind: "authored", userId: writer.id };
      return { announcement: await shownOne(id, writer, scope) };
    },

    /** One of its audience opened it; `confirm` also confirms "Leído" (only where it asks for that). Repeats keep the first times. */
    async markRead(actor: Actor | null, id: number, input: ReadAnnouncementInput): Promise<{ announcement: Announcement }> {
      const { reader, scope, row } = await readable(actor, id);
      assertAllowed(isAudience(scope), m.notAudience);
      if (input.confirm && row.requiresConfirmation !== 1) throw refused("BAD_REQUEST", m.noConfirmation, "confirm");
      await markRead(db, { announcementId: id, userId: reader.id, at: instant().toISOString(), confirm: input.confirm });
      return { announcement: await shownOne(id, reader, scope) };
    },

    /** Its author or an admin: everyone it is for, who has read and confirmed it, and the reminders sent. */
    async readers(actor: Actor | null, id: number): Promise<Readers> {
      const { row } = await managed(actor, id);
      return readersView(row);
    },

    /**
     * "Recordar": an in-app notice to each person still pending (not confirmed where "Leído" is
     * asked, not read otherwise). 409 when nobody is pending; 429 within the hour after the last one.
     */
    async remind(actor: Actor | null, id: number): Promise<{ reminder: Reminder; readers: Readers }> {
      const { manager, row } = await managed(actor, id);
      const pending = (await readersView(row)).readers.filter((r) => r.pending);
      if (pending.length === 0) throw new AppError("CONFLICT", row.requiresConfirmation === 1 ? m.nobodyPendingConfirmation : m.nobodyPending);
      const now = instant();
      const at = now.toISOString();
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await claimReminderSlot(trx, id, at, new Date(now.getTime() - reminderIntervalMs).toISOString()))) return false;
        await insertReminder(trx, { announcementId: id, sentById: manager.id, at, userIds: pending.map((r) => r.id) });
        return true;
      });
      if (!claimed) {
        const last = (await findAnnouncement(db, id))?.lastRemindedAt ?? at;
        const next = new Date(Date.parse(last) + reminderIntervalMs);
        throw new AppError("TOO_MANY_REQUESTS", reminderTooSoonMessage(next.toISOString()), {
          retryAfterSeconds: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000)),
        });
      }
      await notifyAnnouncement(db, id, { userIds: pending.map((r) => r.id) });
      const readers = await readersView((await findAnnouncement(db, id)) ?? row);
      // The newest reminder is the one just sent (the slot keeps any other an hour away).
      const reminder = readers.reminders[0] ?? { sentAt: at, sentBy: null, recipients: pending.length };
      return { reminder, readers };
    },

    /** The attached file, for those who get the announcement (its audience, its author, the admins). */
    async attachment(actor: Actor | null, id: number): Promise<FileRow> {
      const { row } = await readable(actor, id);
      const file = row.fileId === null ? undefined : await findFile(db, row.fileId);
      if (!file) throw new AppError("NOT_FOUND", m.noAttachment);
      return file;
    },

    dataDir,
  };
}
