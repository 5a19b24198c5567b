import { canManageModule } from "../modules/modules.policy.js";
import { isStaff, type PolicyActor, rolePolicy, type StudentAccess } from "../school.policy.js";

/** Whose work a caller reads, decided here and applied in SQL by the repository. */
export type WorkScope =
  | { kind: "all" }
  /** The work handed in to the modules `ownerId` created. */
  | { kind: "modulesOf"; ownerId: number }
  | { kind: "childrenOf"; parentId: number }
  | { kind: "student"; studentId: number };

/** Admins read all work, a teacher the work on the modules they manage, a parent their children's, a student their own; nobody else any. */
export function workScope(actor: PolicyActor): WorkScope | null {
  switch (actor.role) {
    case "admin":
      return { kind: "all" };
    case "teacher":
      return { kind: "modulesOf", ownerId: actor.id };
    case "parent":
      return { kind: "childrenOf", parentId: actor.id };
    case "student":
      return { kind: "student", studentId: actor.id };
    default:
      return null;
  }
}

/** Only students hand work in. */
export const canHandInWork = rolePolicy("student");
/** The review queue and a work's review history: teachers and admins. */
export const canReviewWork = isStaff;
/** The work's page of others' work: staff and parents (students follow theirs on each module). */
export const followsStudentsWork = rolePolicy("admin", "teacher", "parent");

/** A work is reviewed by whoever manages its module. */
export function canReviewSubmission(actor: PolicyActor, work: { moduleCreatedById: number }): boolean {
  return canManageModule(actor, { createdById: work.moduleCreatedById });
}

/** One work: its module's manager, the student who handed it in, and their parent. */
export function workAccess(actor: PolicyActor, work: { studentId: number; moduleCreatedById: number }): StudentAccess {
  if (canReviewSubmission(actor, work)) return true;
  if (actor.role === "student") return work.studentId === actor.id;
  return actor.role === "parent" ? "child" : false;
}

/** One student's list of work: the student and their parent; staff read it within their scope. */
export function studentWorkAccess(actor: PolicyActor, studentId: number): StudentAccess {
  if (actor.role === "student") return actor.id === studentId;
  if (actor.role === "parent") return "child";
  return true;
}
