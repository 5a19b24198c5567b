import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { isAdmin, isStaff } from "../../../common/school.policy.js";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { levelFor, periodAverage } from "../../../common/report-cards/performance-scale.js";
import {
  defaultReportCardSettings,
  type LevelsInput,
  type ReportCardSettings,
  reportCardMessages as m,
  reportCardSettingsInput,
  type SubjectLevel,
  type TribeLevels,
} from "../../../common/report-cards/report-card-settings.schema.js";
import { listRoster } from "../attendance/attendance.repo.js";
import { listTribeMaterias } from "../materias/materias.repo.js";
import { readSettingRow, writeSettingRow } from "../settings/settings.repo.js";
import { existingPeriodStarts, findPeriodByStart, gradesBetween, userTribe } from "./report-cards.repo.js";

const settingsKey = "reportCards";

/**
 * A school day's first instant: Colombia keeps UTC-5 all year (no daylight saving since 1993), so a
 * day of the school's calendar starts at 05:00 UTC. A review at 23:30 of a period's last day in Bogotá
 * is that period's, though it is already the next day in UTC.
 */
const dayStartsAt = (day: string) => `${day}T05:00:00.000Z`;

export type ReportCardsService = ReturnType<typeof createReportCardsService>;

export function createReportCardsService(deps: { db: Db }) {
  const { db } = deps;

  async function currentSettings(): Promise<ReportCardSettings> {
    const stored = await readSettingRow(db, settingsKey);
    if (!stored) return defaultReportCardSettings;
    const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : defaultReportCardSettings;
  }

  /** A teacher reaches the tribe they belong to, or their students of it; an admin every tribe. */
  async function rosterFor(actor: Actor, tribe: string) {
    if (isAdmin(actor)) return listRoster(db, tribe, { kind: "all" });
    const roster = await listRoster(db, tribe, { kind: "teacher", teacherId: actor.id });
    assertAllowed(roster.length > 0 || (await userTribe(db, actor.id)) === tribe);
    return roster;
  }

  return {
    async settings(actor: Actor | null): Promise<ReportCardSettings> {
      assertAllowed(isStaff(requireActor(actor)));
      return currentSettings();
    },

    async saveSettings(actor: Actor | null, input: ReportCardSettings): Promise<ReportCardSettings> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const starts = input.periodWeights.map((w) => w.periodStart);
      const known = await existingPeriodStarts(db, starts);
      if (starts.some((start) => !known.has(start))) throw new AppError("BAD_REQUEST", m.badPeriod, { fields: { periodWeights: m.badPeriod } });
      await writeSettingRow(db, settingsKey, JSON.stringify(input), admin.id);
      await recordAudit(db, { actor: admin, action: "settings.changed", details: { setting: settingsKey, value: JSON.stringify(input) } });
      return input;
    },

    /** Each student's subjects with the period's average and level; a preschool tribe gets no numbers. */
    async levels(actor: Actor | null, input: LevelsInput): Promise<TribeLevels> {
      const who = requireActor(actor);
      assertAllowed(isStaff(who));
      const period = await findPeriodByStart(db, input.period);
      if (!period) throw new AppError("NOT_FOUND", m.badPeriod);
      const roster = await rosterFor(who, input.tribe);
      const settings = await currentSettings();
      const preschool = settings.preschoolTribes.includes(input.tribe as (typeof settings.preschoolTribes)[number]);
      const base = { tribe: input.tribe, period: { name: period.name, start: period.startDate, end: period.endDate }, preschool };
      const name = (s: { firstName: string; lastName: string }) => `${s.firstName} ${s.lastName}`.trim();
      if (preschool) return { ...base, dimensions: settings.dimensions, students: roster.map((s) => ({ id: s.id, name: name(s), subjects: [] })) };

      const materias = await listTribeMaterias(db, input.tribe);
      const grades = await gradesBetween(
        db,
        roster.map((s) => s.id),
        dayStartsAt(period.startDate),
        dayStartsAt(addDays(period.endDate, 1)),
      );
      const byKey = new Map<string, number[]>();
      for (const row of grades) {
        const key = `${row.studentId}:${row.materiaId}`;
        byKey.set(key, [...(byKey.get(key) ?? []), Number(row.grade)]);
      }
      const students = roster.map((student) => ({
        id: student.id,
        name: name(student),
        subjects: materias.map((materia): SubjectLevel => {
          const list = byKey.get(`${student.id}:${materia.id}`) ?? [];
          const average = periodAverage(list);
          return { materiaId: materia.id, materia: materia.name, average, level: levelFor(average, settings.scale), grades: list.length };
        }),
      }));
      return { ...base, dimensions: [], students };
    },
  };
}
