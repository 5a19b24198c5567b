import { randomInt } from "node:crypto";
import type { Db } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import type { Throttles } from "../../lib/throttles.js";
import type { TokenService } from "../../lib/tokens.js";
import { findUserById, isChildOf } from "../users/users.repo.js";
import { toPublicUser } from "../users/users.mapper.js";
import { classCardMessages } from "../../../common/class-sign-in/class-card.js";
import { classSignInAccess, picturesAccess } from "../../../common/class-sign-in/class-sign-in.policy.js";
import {
  type ChildPictures,
  type ClassCards,
  type ClassSession,
  type ClassSettings,
  type ClassSignInInput,
  type ClassStudent,
  classSignInMessages as m,
  type SetPicturesInput,
} from "../../../common/class-sign-in/class-sign-in.schema.js";
import {
  cardLockMinutes,
  classCodeAlphabet,
  classCodeLength,
  classSessionHours,
  guessingAddressesForCardLock,
  maxPictureAttempts,
  pictureLockMinutes,
} from "../../../common/class-sign-in/pictures.js";
import {
  type CardRow,
  addressLocks,
  clearAddressAttempts,
  clearAttempts,
  countAttempt,
  endChildSessions,
  findCard,
  findClassCode,
  findTribeByCode,
  guessingAddresses,
  listTribeCards,
  lockCard,
  lockCardForAddress,
  saveClassCode,
  savePictures,
} from "./class-sign-in.repo.js";
import { teachesStudent, teachesTribe } from "../attendance/attendance.repo.js";

function newCode(): string {
  return Array.from({ length: classCodeLength }, () => classCodeAlphabet[randomInt(classCodeAlphabet.length)]).join("");
}

const picturesOf = (row: CardRow): string[] | null => (row.pictures ? row.pictures.split(",") : null);
const isLocked = (row: CardRow, now: string): boolean => row.lockedUntil !== null && row.lockedUntil > now;

/** A card as the teacher's page shows it: paused while the card, or any address's try at it, is locked (the later of the two). */
function toClassStudent(row: CardRow, now: string, addressLock?: string): ClassStudent {
  const cardLock = isLocked(row, now) ? row.lockedUntil : null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    cardPicture: row.cardPicture,
    pictures: picturesOf(row),
    lockedUntil: addressLock && (!cardLock || addressLock > cardLock) ? addressLock : cardLock,
  };
}

export type ClassSignInService = ReturnType<typeof createClassSignInService>;

export function createClassSignInService(deps: { db: Db; tokens: TokenService; throttles: Throttles }) {
  const { db, tokens, throttles } = deps;

  /** The tribe's code and cards: an admin, or the tribe's own teacher (the attendance register's rule). */
  async function assertRunsTribe(actor: Actor, tribe: string, message: string): Promise<void> {
    const access = classSignInAccess(actor);
    const allowed = access === "tribeTeacher" ? await teachesTribe(db, actor.id, tribe) : access;
    assertAllowed(allowed, message);
  }

  /** A child's pictures: an admin, or a teacher of the child (the PIAR's rule: their tribe's or their class's). */
  async function assertTeachesChild(actor: Actor, studentId: number, message: string): Promise<void> {
    const access = classSignInAccess(actor);
    const allowed = access === "tribeTeacher" ? await teachesStudent(db, actor.id, studentId) : access;
    assertAllowed(allowed, message);
  }

  /** A student's card, for an admin or a teacher of the student. */
  async function managedCard(actor: Actor | null, studentId: number): Promise<{ caller: Actor; card: CardRow }> {
    const caller = requireActor(actor);
    assertAllowed(classSignInAccess(caller) !== false, m.forbiddenStudent);
    const card = await findCard(db, studentId);
    if (card?.role !== "student") throw new AppError("NOT_FOUND", m.notAStudent);
    if (!card.tribe) throw new AppError("BAD_REQUEST", m.studentWithoutTribe);
    await assertTeachesChild(caller, card.id, m.forbiddenStudent);
    return { caller, card };
  }

  async function settingsOf(tribe: string): Promise<ClassSettings> {
    const now = new Date().toISOString();
    const [code, cards] = await Promise.all([findClassCode(db, tribe), listTribeCards(db, tribe)]);
    const locks = await addressLocks(
      db,
      cards.map((row) => row.id),
      now,
    );
    return { tribe, enabled: code?.enabled === 1, code: code?.code ?? "", students: cards.map((row) => toClassStudent(row, now, locks.get(row.id))) };
  }

  /** Saves the tribe's code; a new code that happens to be another tribe's is drawn again. */
  async function storeCode(tribe: string, enabled: boolean, code: string | undefined, actor: Actor): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await saveClassCode(db, { tribe, code: code ?? newCode(), enabled: enabled ? 1 : 0, updatedById: actor.id, updatedAt: new Date().toISOString() });
        return;
      } catch (error) {
        if (code !== undefined || attempt >= 5) throw error;
      }
    }
  }

  return {
    async settings(actor: Actor | null, tribe: string): Promise<ClassSettings> {
      const caller = requireActor(actor);
      await assertRunsTribe(caller, tribe, m.forbiddenTribe);
      return settingsOf(tribe);
    },

    /** Turns class sign-in on or off; the first time on, the tribe gets its code. */
    async setEnabled(actor: Actor | null, tribe: string, enabled: boolean): Promise<ClassSettings> {
      const caller = requireActor(actor);
      await assertRunsTribe(caller, tribe, m.forbiddenTribe);
      const current = await findClassCode(db, tribe);
      await storeCode(tribe, enabled, current?.code, caller);
      await recordAudit(db, { actor: caller, action: "class_sign_in.changed", details: { tribe, enabled } });
      return settingsOf(tribe);
    },

    /** What the printable class card shows: the tribe and its code, only while class sign-in is on. */
    async card(actor: Actor | null, tribe: string): Promise<{ tribe: string; code: string }> {
      const caller = requireActor(actor);
      await assertRunsTribe(caller, tribe, m.forbiddenTribe);
      const code = await findClassCode(db, tribe);
      if (code?.enabled !== 1) throw new AppError("CONFLICT", classCardMessages.needsCode);
      return { tribe, code: code.code };
    },

    /** A new code; the old one stops working with this write. */
    async rotate(actor: Actor | null, tribe: string): Promise<ClassSettings> {
      const caller = requireActor(actor);
      await assertRunsTribe(caller, tribe, m.forbiddenTribe);
      const current = await findClassCode(db, tribe);
      await storeCode(tribe, current?.enabled === 1, undefined, caller);
      // A session opened with the old code (a lost tablet's, say) ends with it.
      await endChildSessions(db, { tribe });
      await recordAudit(db, { actor: caller, action: "class_sign_in.changed", details: { tribe, rotated: true } });
      return settingsOf(tribe);
    },

    async setPictures(actor: Actor | null, input: SetPicturesInput): Promise<ClassStudent> {
      const { caller, card } = await managedCard(actor, input.studentId);
      const cardPicture = input.cardPicture === undefined ? card.cardPicture : input.cardPicture;
      await db.transaction().execute(async (trx) => {
        await savePictures(trx, { studentId: card.id, pictures: input.pictures.join(","), cardPicture, updatedById: caller.id, updatedAt: new Date().toISOString() });
        await clearAttempts(trx, card.id);
        // New pictures are a new password: the child's open sessions end, as with a password change.
        await endChildSessions(trx, { studentId: card.id });
      });
      await recordAudit(db, { actor: caller, action: "class_sign_in.pictures_set", object: { type: "user", id: card.id } });
      const saved = await findCard(db, card.id);
      if (!saved) throw new AppError("NOT_FOUND", m.notAStudent);
      return toClassStudent(saved, new Date().toISOString());
    },

    async unlock(actor: Actor | null, studentId: number): Promise<ClassStudent> {
      const { caller, card } = await managedCard(actor, studentId);
      await clearAttempts(db, card.id);
      await recordAudit(db, { actor: caller, action: "class_sign_in.unlocked", object: { type: "user", id: card.id } });
      return toClassStudent({ ...card, failedAttempts: 0, lockedUntil: null }, new Date().toISOString());
    },

    /** For a parent (or the child's staff): the pictures to practise at home. */
    async childPictures(actor: Actor | null, studentId: number): Promise<ChildPictures> {
      const caller = requireActor(actor);
      const access = picturesAccess(caller);
      assertAllowed(access !== false, m.forbiddenStudent);
      if (access === "child") assertAllowed(await isChildOf(db, caller.id, studentId), m.forbiddenStudent);
      const card = await findCard(db, studentId);
      if (card?.role !== "student") throw new AppError("NOT_FOUND", m.notAStudent);
      if (access === "child") {
        // their own child: nothing more to check
      } else await assertTeachesChild(caller, card.id, m.forbiddenStudent);
      const code = card.tribe ? await findClassCode(db, card.tribe) : undefined;
      return { studentId, tribe: card.tribe, cardPicture: card.cardPicture, pictures: picturesOf(card), classSignInOn: code?.enabled === 1 };
    },

    /**
     * The cards a class code opens: the tribe's active students who have pictures. A wrong code is a
     * failed secret check of the address, so codes cannot be tried by the thousand.
     */
    async cards(code: string, address: string): Promise<ClassCards> {
      const check = await throttles.beginCodeCheck(address);
      const tribe = await findTribeByCode(db, code);
      if (!tribe) {
        await check.failed();
        throw new AppError("NOT_FOUND", m.unknownCode);
      }
      await check.passed();
      const cards = (await listTribeCards(db, tribe)).filter((row) => row.pictures !== null);
      return {
        tribe,
        cards: cards.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName.slice(0, 1)}.`.trim(), cardPicture: row.cardPicture, avatar: row.avatar })),
      };
    },

    /** A child's sign-in: the class code, their card and their two pictures, in order. */
    async signIn(input: ClassSignInInput, address: string): Promise<ClassSession> {
      const check = await throttles.beginCodeCheck(address);
      const tribe = await findTribeByCode(db, input.code);
      if (!tribe) {
        await check.failed();
        throw new AppError("NOT_FOUND", m.unknownCode);
      }
      await check.passed();
      const card = await findCard(db, input.studentId);
      // A suspended student, a student of another tribe or a teacher's id: the same answer as a missing card.
      if (card?.role !== "student" || card.status !== "active" || card.tribe !== tribe) throw new AppError("NOT_FOUND", m.unknownCard);
      if (!card.pictures) throw new AppError("BAD_REQUEST", m.noPictures);
      const failed = (reason: string) =>
        recordAudit(db, { actor: null, action: "auth.class_login_failed", object: { type: "user", id: card.id }, address, details: { tribe, reason } });
      const now = new Date();
      const at = now.toISOString();
      const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
      // One attempt at a card at a time (every instance): a burst from many addresses meets the card's pause.
      const outcome = await withInstanceLock(db, `class-card:${card.id}`, async (trx) => {
        // The card's own pause (several addresses guessed within the hour), then this address's count.
        const current = await findCard(trx, card.id);
        if (current && isLocked(current, at)) return "pausedEverywhere";
        const counted = await countAttempt(trx, card.id, address, at, maxPictureAttempts);
        if (counted === null) return "paused";
        if (input.pictures.join(",") === current?.pictures) {
          await clearAddressAttempts(trx, card.id, address);
          return "right";
        }
        if (counted >= maxPictureAttempts) await lockCardForAddress(trx, card.id, address, minutesFromNow(pictureLockMinutes));
        if ((await guessingAddresses(trx, card.id, minutesFromNow(-cardLockMinutes))) >= guessingAddressesForCardLock) {
          await lockCard(trx, card.id, minutesFromNow(cardLockMinutes));
          return "wrongPausedEverywhere";
        }
        return counted >= maxPictureAttempts ? "wrongPaused" : "wrong";
      });
      if (outcome === "pausedEverywhere" || outcome === "paused") {
        await failed("card_locked");
        const everywhere = outcome === "pausedEverywhere";
        throw new AppError("TOO_MANY_REQUESTS", everywhere ? m.cardLockedEverywhere : m.cardLocked, { retryAfterSeconds: (everywhere ? cardLockMinutes : pictureLockMinutes) * 60 });
      }
      if (outcome !== "right") {
        await failed("wrong_pictures");
        throw new AppError("UNAUTHORIZED", { wrong: m.wrongPictures, wrongPaused: m.cardLocked, wrongPausedEverywhere: m.cardLockedEverywhere }[outcome]);
      }
      const user = await findUserById(db, card.id);
      if (!user) throw new AppError("NOT_FOUND", m.unknownCard);
      const endsAt = Math.floor(now.getTime() / 1000) + classSessionHours * 3600;
      const token = await tokens.sign({ userId: user.id, role: "student", sessionVersion: user.sessionVersion, endsAt });
      await recordAudit(db, { actor: { id: user.id, role: user.role }, action: "auth.class_login", object: { type: "user", id: user.id }, address, details: { tribe } });
      return { user: toPublicUser(user, user), token, expiresAt: new Date(endsAt * 1000).toISOString() };
    },
  };
}
