import type { Db } from "../../db/connection.js";
import { roles } from "../../../common/school.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin, isSchoolMember } from "../../../common/school.policy.js";
import { systemCounts, usersByRole } from "./reports.repo.js";
import type { SystemReport } from "../../../common/reports/reports.schema.js";

export type ReportsService = ReturnType<typeof createReportsService>;

/** System reports (admin): counters computed from the data, never sample figures. */
export function createReportsService(deps: { db: Db }) {
  return {
    async system(actor: Actor | null): Promise<SystemReport> {
      assertAllowed(isAdmin(requireActor(actor)));
      const [counts, byRole] = await Promise.all([systemCounts(deps.db), usersByRole(deps.db)]);
      const found = new Map(byRole.map((row) => [row.role, row.count]));
      return {
        users: counts.users,
        classes: counts.classes,
        enrolments: counts.studentClasses,
        assignments: counts.assignments,
        completedAssignments: counts.completedAssignments,
        modules: counts.modules,
        materials: counts.materials,
        exams: counts.exams,
        quizzes: counts.quizzes,
        usersByRole: roles.map((role) => ({ role, count: found.get(role) ?? 0 })).filter((row) => row.count > 0 || isSchoolMember(row)),
      };
    },
  };
}
