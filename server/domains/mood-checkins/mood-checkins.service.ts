import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { schoolToday } from "../../../common/format.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { teachesStudent, teachesTribe, isParentOf, findStudent } from "../attendance/attendance.repo.js";
import { isMoodCheckInOn } from "../settings/settings.service.js";
import { studentSex, studentSexes } from "../users/student-file.repo.js";
import { notifyMoodStreak } from "../notifications/notifications.producers.js";
import { answersCheckIn, childWeekAccess, classTodayAccess } from "../../../common/mood-checkins/mood-checkins.policy.js";
import {
  type AnswerInput,
  type ChildWeek,
  type ClassToday,
  type Feeling,
  feelingPicture,
  feelings,
  feelingSentence,
  feelingWord,
  isDistressed,
  isFeeling,
  type MoodToday,
  moodMessages as m,
} from "../../../common/mood-checkins/mood-checkins.schema.js";
import { findCheckIn, insertSkip, latestAnswers, markNoticed, studentDays, tribeDay, upsertAnswer } from "./mood-checkins.repo.js";

export type MoodCheckInsService = ReturnType<typeof createMoodCheckInsService>;

/** Two answers are "in a row" when no other answer lies between them and they are at most a week apart (a weekend or a long weekend, not a vacation). */
const streakGapDays = 7;
const weekDays = 7;

const asFeeling = (value: string | null): Feeling | null => (isFeeling(value) ? value : null);

/**
 * Whether today's answer makes a second distressed check-in in a row (and not a third: the streak
 * was told about at its second day). The rows are the child's latest answers, newest first.
 */
export function startsDistressedStreak(rows: ReadonlyArray<{ day: string; feeling: string | null }>, today: string): boolean {
  const [latest, previous, before] = rows;
  if (!latest || latest.day !== today || !isDistressed(latest.feeling)) return false;
  if (!previous || !isDistressed(previous.feeling) || previous.day < addDays(today, -streakGapDays)) return false;
  const continued = before !== undefined && isDistressed(before.feeling) && before.day >= addDays(previous.day, -streakGapDays);
  return !continued;
}

export function createMoodCheckInsService(deps: { db: Db }) {
  const { db } = deps;

  function child(actor: Actor | null): Actor {
    const signedIn = requireActor(actor);
    assertAllowed(answersCheckIn(signedIn), m.studentsOnly);
    return signedIn;
  }

  async function assertOn(trx: DbOrTrx) {
    if (!(await isMoodCheckInOn(trx))) throw new AppError("CONFLICT", m.off);
  }

  return {
    /** The child's own today: is the check-in on, has she answered or skipped, and her five choices in her words. */
    async today(actor: Actor | null): Promise<MoodToday> {
      const student = child(actor);
      const day = schoolToday();
      const [enabled, row, sex] = await Promise.all([isMoodCheckInOn(db), findCheckIn(db, student.id, day), studentSex(db, student.id)]);
      return {
        enabled,
        day,
        done: row !== undefined,
        feeling: asFeeling(row?.feeling ?? null),
        choices: feelings.map((feeling) => ({ feeling, word: feelingWord(feeling, sex), sentence: feelingSentence(feeling, sex), picture: feelingPicture(feeling) })),
      };
    },

    /** One tap: the day's answer, set or changed; a second distressed day in a row quietly tells her tribe's teachers, once. */
    async answer(actor: Actor | null, input: AnswerInput): Promise<{ day: string; feeling: Feeling }> {
      const student = child(actor);
      const day = schoolToday();
      await db.transaction().execute(async (trx) => {
        await assertOn(trx);
        await upsertAnswer(trx, student.id, day, input.feeling, new Date().toISOString());
        const rows = await latestAnswers(trx, student.id, day, 3);
        const latest = rows[0];
        if (latest && startsDistressedStreak(rows, day) && (await markNoticed(trx, latest.id))) await notifyMoodStreak(trx, student.id);
      });
      return { day, feeling: input.feeling };
    },

    /** "Ahora no": not asked again today; an answer already given stays. */
    async skip(actor: Actor | null): Promise<{ day: string }> {
      const student = child(actor);
      const day = schoolToday();
      await assertOn(db);
      await insertSkip(db, student.id, day, new Date().toISOString());
      return { day };
    },

    /** A tribe today: who answered what. Its teachers (their own tribe) and admins. */
    async classToday(actor: Actor | null, tribe: string): Promise<ClassToday> {
      const caller = requireActor(actor);
      const access = classTodayAccess(caller);
      assertAllowed(access === "tribeTeacher" ? await teachesTribe(db, caller.id, tribe) : access, m.notYourTribe);
      const day = schoolToday();
      const [enabled, rows] = await Promise.all([isMoodCheckInOn(db), tribeDay(db, tribe, day)]);
      const answered = rows.flatMap((row) => {
        const feeling = asFeeling(row.feeling);
        return feeling ? [{ studentId: row.studentId, firstName: row.firstName, lastName: row.lastName, feeling }] : [];
      });
      const sexes = await studentSexes(
        db,
        answered.map((row) => row.studentId),
      );
      return { tribe, day, enabled, total: rows.length, children: answered.map((row) => ({ ...row, word: feelingWord(row.feeling, sexes.get(row.studentId)) })) };
    },

    /** One child's last seven days (today included): her parents, her teachers, admins. */
    async childWeek(actor: Actor | null, studentId: number): Promise<ChildWeek> {
      const caller = requireActor(actor);
      const access = childWeekAccess(caller);
      const allowed =
        access === "child" ? (await isParentOf(db, caller.id, studentId)) !== undefined : access === "pupil" ? await teachesStudent(db, caller.id, studentId) : access;
      assertAllowed(allowed, m.notYourChild);
      const student = await findStudent(db, studentId);
      if (student?.role !== "student") throw new AppError("NOT_FOUND", m.badStudent);
      const today = schoolToday();
      const from = addDays(today, -(weekDays - 1));
      const [enabled, rows, sex] = await Promise.all([isMoodCheckInOn(db), studentDays(db, studentId, from, today), studentSex(db, studentId)]);
      const byDay = new Map(rows.map((row) => [row.day, row]));
      const days = Array.from({ length: weekDays }, (_, i) => {
        const day = addDays(from, i);
        const row = byDay.get(day);
        const feeling = asFeeling(row?.feeling ?? null);
        return { day, feeling, word: feeling ? feelingWord(feeling, sex) : null, skipped: row !== undefined && feeling === null };
      });
      return { studentId, firstName: student.firstName, enabled, days };
    },
  };
}
