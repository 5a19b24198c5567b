import type { Db, DbOrTrx } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import type { UserRow, UserUpdate } from "../../db/schema.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError, messages } from "../../lib/errors.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import type { Throttles } from "../../lib/throttles.js";
import type { TokenService } from "../../lib/tokens.js";
import { toPublicUser } from "./users.mapper.js";
import {
  assignModuleToTribe,
  childrenOf,
  findOtherActiveAdmin,
  findUserByEmail,
  findUserById,
  insertUser,
  linkChild,
  listUsers,
  moduleExists,
  otherParentWithPhone,
  ownsRecords,
  parentsWithChildren,
  reassignAndDelete,
  settleStudentAccess,
  studentHasParent,
  studentsWithoutParent,
  tribesInScope,
  unlinkChild,
  updateUserRow,
  usersInTribe,
} from "./users.repo.js";
import type { z } from "zod";
import {
  type assignTribeModuleInput,
  type changeRoleInput,
  type createUserInput,
  type ListUsersQuery,
  noUsersInTribe,
  type ParentWithChildren,
  type PublicUser,
  type UpdateUserFields,
  type UserList,
  userMessages,
} from "../../../common/users/users.schema.js";
import { setStudentSex, studentSex } from "./student-file.repo.js";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { uploadsDir } from "../../lib/files.js";
import { takeVoicesRecordedBy } from "../teacher-voices/teacher-voices.repo.js";
import type { StudentFile } from "../../../common/users/users.schema.js";
import { canEditUser, canManageUsers, canSeeChildrenOf, studentAccess, userScope } from "../../../common/users/users.policy.js";

export type UsersService = ReturnType<typeof createUsersService>;

/** The lock under which a family account's phone is checked and written. */
const familyPhoneLock = "family-phone";

/** Admin-only fields of PUT /api/users/{id}: the table's status, tribe, notes and hours. */
const adminFields = ["status", "tribe", "notes", "hours", "sex"] as const;

export function createUsersService(deps: { db: Db; throttles: Throttles; tokens: TokenService; dataDir?: string }) {
  const { db, throttles, tokens } = deps;

  /** The caller's current password, checked under the same throttle as a sign-in (issue 19). */
  async function requireCurrentPassword(actor: Actor, row: UserRow, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword) {
      throw new AppError("BAD_REQUEST", userMessages.currentPasswordRequired, {
        fields: { currentPassword: userMessages.currentPasswordRequired },
      });
    }
    const check = await throttles.beginSecretCheck("password", String(row.id), actor.address ?? "unknown");
    if (!(await verifyPassword(row.passwordHash, currentPassword))) {
      await check.failed();
      throw new AppError("BAD_REQUEST", userMessages.currentPasswordWrong, {
        fields: { currentPassword: userMessages.currentPasswordWrong },
      });
    }
    await check.passed();
  }

  /**
   * Inbound WhatsApp messages are filed under the family account with the sender's number (issue
   * 33): two families with one number would see one family's messages filed under the other.
   */
  async function assertPhoneFree(trx: DbOrTrx, phone: string, id: number): Promise<void> {
    if (await otherParentWithPhone(trx, phone, id)) {
      throw new AppError("CONFLICT", userMessages.phoneTaken, { fields: { phone: userMessages.phoneTaken } });
    }
  }

  async function existing(id: number): Promise<UserRow> {
    const row = await findUserById(db, id);
    if (!row) throw new AppError("NOT_FOUND", userMessages.notFound);
    return row;
  }

  return {
    /** GET /api/users: the caller's scope (admin all, teacher their tribe students, parent children, others none). */
    async list(actorOrNull: Actor | null, query: ListUsersQuery): Promise<UserList> {
      const actor = requireActor(actorOrNull);
      const { rows, total } = await listUsers(db, userScope(actor), query);
      return { users: rows.map((row) => toPublicUser(row, actor)), total, page: query.page, pageSize: query.pageSize };
    },

    /** The tribes that have people among those the caller may list (the filters' choices). */
    async tribes(actorOrNull: Actor | null): Promise<{ tribes: string[] }> {
      const actor = requireActor(actorOrNull);
      return { tribes: await tribesInScope(db, userScope(actor)) };
    },

    async get(actorOrNull: Actor | null, id: number): Promise<PublicUser> {
      const actor = requireActor(actorOrNull);
      assertAllowed(await settleStudentAccess(db, actor.id, id, studentAccess(actor, id)));
      return toPublicUser(await existing(id), actor);
    },

    async create(actorOrNull: Actor | null, input: z.output<typeof createUserInput>): Promise<PublicUser> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManageUsers(admin));
      if (await findUserByEmail(db, input.email)) throw new AppError("CONFLICT", userMessages.emailTaken);
      const now = new Date().toISOString();
      try {
        const row = await insertUser(db, {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          status: input.status,
          tribe: input.tribe ?? null,
          notes: input.notes,
          hours: input.hours,
          groupName: null,
          avatar: null,
          createdAt: now,
          updatedAt: now,
        });
        return toPublicUser(row, admin);
      } catch (error) {
        if (await findUserByEmail(db, input.email)) throw new AppError("CONFLICT", userMessages.emailTaken);
        throw error;
      }
    },

    /**
     * PUT /api/users/{id}. An admin may change another user's status, tribe, notes and hours (and
     * names and email) and reset their password; everyone may change their own names, email, avatar
     * and password, the email and password only with their current password. Nobody changes their
     * own status here, and the role never changes through this call.
     *
     * A new password, a new email or a new status ends every session of that user (the session
     * version goes up); when the caller changed their own, the answer carries a fresh token for
     * this session.
     */
    async update(actorOrNull: Actor | null, id: number, input: UpdateUserFields): Promise<{ user: PublicUser; token?: string }> {
      const actor = requireActor(actorOrNull);
      const self = actor.id === id;
      assertAllowed(canEditUser(actor, id));
      const row = await existing(id);
      const touchesAdminFields = adminFields.some((field) => input[field] !== undefined);
      assertAllowed(!touchesAdminFields || canManageUsers(actor));
      if (self && input.status !== undefined && input.status !== row.status) {
        throw new AppError("FORBIDDEN", userMessages.ownStatus);
      }
      if (input.sex !== undefined && row.role !== "student") throw new AppError("BAD_REQUEST", userMessages.sexOnlyForStudents, { fields: { sex: userMessages.sexOnlyForStudents } });
      if (input.sex !== undefined) await setStudentSex(db, id, input.sex, actor.id);
      const patch: UserUpdate = {};
      if (input.status !== undefined) patch.status = input.status;
      if (input.tribe !== undefined) patch.tribe = input.tribe;
      if (input.notes !== undefined) patch.notes = input.notes;
      if (input.hours !== undefined) patch.hours = input.hours;
      if (input.firstName !== undefined) patch.firstName = input.firstName;
      if (input.lastName !== undefined) patch.lastName = input.lastName;
      if (input.avatar !== undefined) patch.avatar = input.avatar === "" ? null : input.avatar;
      if (input.phone !== undefined) patch.phone = input.phone;
      const changesEmail = input.email !== undefined && input.email !== row.email;
      if (changesEmail && input.email !== undefined) {
        const other = await findUserByEmail(db, input.email);
        if (other && other.id !== id) throw new AppError("CONFLICT", userMessages.emailTaken);
        patch.email = input.email;
      }
      // The account holder proves it is them (a stolen session cannot take the account over); an
      // admin resets another user's password without knowing it.
      if (self && (changesEmail || input.newPassword)) await requireCurrentPassword(actor, row, input.currentPassword);
      if (input.newPassword) patch.passwordHash = await hashPassword(input.newPassword);
      const endsSessions = patch.passwordHash !== undefined || patch.email !== undefined || (patch.status !== undefined && patch.status !== row.status);
      const write = (trx: DbOrTrx) => updateUserRow(trx, id, patch, { endSessions: endsSessions });
      // A family's phone is checked and written under one lock, so two families cannot take one number at once.
      const updated =
        Object.keys(patch).length === 0
          ? row
          : patch.phone && row.role === "parent"
            ? await withInstanceLock(db, familyPhoneLock, async (trx) => {
                await assertPhoneFree(trx, patch.phone as string, id);
                return write(trx);
              })
            : await write(db);
      if (!updated) throw new AppError("NOT_FOUND", userMessages.notFound);
      if (updated.status !== row.status) {
        await recordAudit(db, { actor, action: "user.status_changed", object: { type: "user", id }, details: { from: row.status, to: updated.status } });
      }
      if (!self && patch.passwordHash !== undefined) {
        await recordAudit(db, { actor, action: "user.password_reset", object: { type: "user", id } });
      }
      const token =
        self && endsSessions ? await tokens.sign({ userId: updated.id, role: updated.role, sessionVersion: updated.sessionVersion }) : undefined;
      return { user: toPublicUser(updated, actor), ...(token ? { token } : {}) };
    },

    /** The student's file as far as it goes today (issue 34): admins read it to edit it. */
    async studentFile(actorOrNull: Actor | null, id: number): Promise<StudentFile> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canManageUsers(actor));
      const row = await existing(id);
      if (row.role !== "student") throw new AppError("BAD_REQUEST", userMessages.sexOnlyForStudents);
      return { studentId: id, sex: await studentSex(db, id) };
    },

    /** POST /api/users/{id}/change-role: admins only, at once; an admin does not demote themselves. */
    async changeRole(actorOrNull: Actor | null, id: number, { newRole }: z.output<typeof changeRoleInput>): Promise<{ user: PublicUser }> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canManageUsers(actor), userMessages.onlyAdminsChangeRoles);
      if (actor.id === id) throw new AppError("BAD_REQUEST", userMessages.ownRole);
      const before = await existing(id);
      const updated = await withInstanceLock(db, familyPhoneLock, async (trx) => {
        // Becoming a family account with a phone another family already has would file that family's messages here.
        if (newRole === "parent" && before.phone) await assertPhoneFree(trx, before.phone, id);
        return updateUserRow(trx, id, { role: newRole });
      });
      if (!updated) throw new AppError("NOT_FOUND", userMessages.notFound);
      await recordAudit(db, { actor, action: "user.role_changed", object: { type: "user", id }, details: { from: before.role, to: newRole } });
      return { user: toPublicUser(updated, actor) };
    },

    /**
     * DELETE /api/users/{id}. In one transaction: the user's modules, classes and assignments go to
     * an active admin, their enrolments and links are removed and the user is deleted. With records
     * and no admin to inherit them, nothing changes (409).
     */
    async remove(actorOrNull: Actor | null, id: number): Promise<{ reassigned: boolean }> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canManageUsers(actor), userMessages.deleteForbidden);
      if (actor.id === id) throw new AppError("BAD_REQUEST", userMessages.deleteSelf);
      const gone: string[] = [];
      const result = await db.transaction().execute(async (trx) => {
        const row = await findUserById(trx, id);
        if (!row) throw new AppError("NOT_FOUND", userMessages.deleteNotFound);
        const owns = await ownsRecords(trx, id);
        let adminId: number | null = null;
        if (owns) {
          const admin = await findOtherActiveAdmin(trx, id);
          if (!admin) throw new AppError("CONFLICT", userMessages.deleteNoAdmin);
          adminId = admin.id;
        }
        // A teacher's recorded voice (issue 37) is hers: it goes with her account, not to the admin.
        gone.push(...(await takeVoicesRecordedBy(trx, id)));
        await reassignAndDelete(trx, id, adminId);
        await recordAudit(trx, { actor, action: "user.deleted", object: { type: "user", id }, details: { role: row.role, reassigned: owns } });
        return { reassigned: owns };
      });
      if (deps.dataDir) for (const name of gone) await rm(join(uploadsDir(deps.dataDir), name), { force: true });
      return result;
    },

    /** GET /api/users/{id}/children: the admin, or that parent themselves. */
    async children(actorOrNull: Actor | null, parentId: number): Promise<PublicUser[]> {
      const actor = requireActor(actorOrNull);
      assertAllowed(canSeeChildrenOf(actor, parentId));
      return (await childrenOf(db, parentId)).map((row) => toPublicUser(row, actor));
    },

    async addChild(actorOrNull: Actor | null, parentId: number, studentId: number): Promise<void> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManageUsers(admin));
      const [parent, student] = await Promise.all([existing(parentId), existing(studentId)]);
      if (parent.role !== "parent") throw new AppError("BAD_REQUEST", userMessages.notAParent);
      if (student.role !== "student") throw new AppError("BAD_REQUEST", userMessages.notAStudent);
      // The spec offers only students without a parent, so one parent account per student.
      if (await studentHasParent(db, studentId)) throw new AppError("CONFLICT", userMessages.alreadyHasParent);
      try {
        await linkChild(db, parentId, studentId);
      } catch (error) {
        if (await studentHasParent(db, studentId)) throw new AppError("CONFLICT", userMessages.alreadyHasParent);
        throw error;
      }
      await recordAudit(db, { actor: admin, action: "user.child_linked", object: { type: "student", id: studentId }, details: { parentId } });
    },

    async removeChild(actorOrNull: Actor | null, parentId: number, studentId: number): Promise<void> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManageUsers(admin));
      if (!(await unlinkChild(db, parentId, studentId))) throw new AppError("NOT_FOUND", messages.notFound);
      await recordAudit(db, { actor: admin, action: "user.child_unlinked", object: { type: "student", id: studentId }, details: { parentId } });
    },

    /** 'Gestión de Padres': every parent (optionally searched) with their children. */
    async parents(actorOrNull: Actor | null, search?: string): Promise<ParentWithChildren[]> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManageUsers(admin));
      const rows = await parentsWithChildren(db, search);
      return rows.map(({ parent, children }) => ({ ...toPublicUser(parent, admin), children: children.map((child) => toPublicUser(child, admin)) }));
    },

    async unlinkedStudents(actorOrNull: Actor | null): Promise<PublicUser[]> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManageUsers(admin));
      return (await studentsWithoutParent(db)).map((row) => toPublicUser(row, admin));
    },

    /**
     * The bulk assign-module-by-tribe dialog: adds the module to every user of the tribe in one
     * transaction (users who already have it keep their progress).
     */
    async assignModuleToTribe(actorOrNull: Actor | null, { tribe, moduleId }: z.output<typeof assignTribeModuleInput>) {
      assertAllowed(canManageUsers(requireActor(actorOrNull)));
      return db.transaction().execute(async (trx) => {
        if (!(await moduleExists(trx, moduleId))) throw new AppError("NOT_FOUND", "Módulo no encontrado");
        const { members, added } = await assignModuleToTribe(trx, tribe, moduleId);
        if (members === 0) throw new AppError("NOT_FOUND", noUsersInTribe(tribe));
        return { members, added };
      });
    },

    /** Users of one tribe, for the bulk module assignment dialog. */
    async tribeMembers(actorOrNull: Actor | null, tribe: string): Promise<{ users: PublicUser[]; total: number }> {
      const admin = requireActor(actorOrNull);
      assertAllowed(canManageUsers(admin));
      const { rows, total } = await usersInTribe(db, tribe);
      return { users: rows.map((row) => toPublicUser(row, admin)), total };
    },
  };
}
