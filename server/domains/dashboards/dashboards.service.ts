import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError, messages } from "../../lib/errors.js";
import { noReadCache, type ReadCache } from "../../lib/read-cache.js";
import { toPublicUser } from "../users/users.mapper.js";
import { findUserById, settleStudentAccess } from "../users/users.repo.js";
import { followsOwnChildren, studentAccess } from "../../../common/users/users.policy.js";
import { hasAdminDashboard, hasParentDashboard, hasStudentDashboard, hasTeacherDashboard } from "../../../common/dashboards/dashboards.policy.js";
import { schoolDayStart, schoolToday } from "../../../common/format.js";
import { adminToday } from "./admin-today.js";
import {
  assignmentsOf,
  childrenRows,
  classCount,
  classesOf,
  familyAnnouncementsBy,
  moduleAssignmentsOf,
  moduleCountsFor,
  moduleProgressFor,
  newestModules,
  newestUsers,
  registersOfTeacher,
  studentsOfTeacher,
  teacherCounts,
  userTotals,
  workCounts,
  worksAwaitingReview,
  worksOf,
} from "./dashboards.repo.js";
import type { FamilyToDo } from "../../../common/dashboards/family-to-do.js";
import { familyToDo } from "./family-to-do.js";
import { returnedWorkOf } from "./returned-work.js";
import type { ReturnedWork } from "../../../common/dashboards/returned-work.js";
import { isSchoolDay } from "../attendance/school-calendar.js";
import { audienceOf, readsOf } from "../announcements/announcements.repo.js";
import { isPending } from "../../../common/announcements/announcements.policy.js";
import type {
  AdminDashboard,
  ModuleProgress,
  ParentDashboard,
  StudentDashboard,
  StudentProgressView,
  StudentSummary,
  StudentWorkView,
  TeacherDashboard,
  TeacherToday,
  WorkItem,
} from "../../../common/dashboards/dashboards.schema.js";

/** How many of the oldest works waiting for review the home names, and how many of her announcements it follows. */
const oldestWorksShown = 3;
const announcementsFollowed = 5;
const announcementsShown = 3;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Spec section 4: level = floor((module % + assignment % + achievement %) / 30) + 1. */
export function studentLevel(modulePercent: number, assignmentPercent: number, achievementPercent: number): number {
  return Math.floor((modulePercent + assignmentPercent + achievementPercent) / 30) + 1;
}

/**
 * The three achievements, earned from real records instead of the original's fixed sample:
 * a first completed module; work handed in on time (an assignment marked completed: late ones are
 * marked missing); modules explored (three or more modules started, handed in or completed).
 */
export function achievementsFor(modules: ModuleProgress[], assignmentsCompleted: number, worked: Set<number>) {
  const explored = modules.filter((m) => m.percent > 0 || m.completed || worked.has(m.moduleId)).length;
  return [
    {
      key: "first-module" as const,
      title: "Primer Módulo",
      description: "Completaste tu primer módulo.",
      earned: modules.some((m) => m.completed),
    },
    {
      key: "on-time" as const,
      title: "Estudiante Dedicado",
      description: "Entregaste una tarea a tiempo.",
      earned: assignmentsCompleted > 0,
    },
    {
      key: "explorer" as const,
      title: "Explorador",
      description: "Exploraste al menos 3 módulos.",
      earned: explored >= 3,
    },
  ];
}

function summaryOf(
  modules: ModuleProgress[],
  assignments: Array<{ status: string }>,
  works: WorkItem[],
): StudentSummary {
  const modulesCompleted = modules.filter((m) => m.completed).length;
  const assignmentsCompleted = assignments.filter((a) => a.status === "completed").length;
  const achievements = achievementsFor(modules, assignmentsCompleted, new Set(works.map((w) => w.moduleId)));
  const modulePercent = percent(modulesCompleted, modules.length);
  const assignmentPercent = percent(assignmentsCompleted, assignments.length);
  const achievementPercent = percent(achievements.filter((a) => a.earned).length, achievements.length);
  return {
    modules,
    modulesCompleted,
    modulesTotal: modules.length,
    modulePercent,
    assignmentsCompleted,
    assignmentsTotal: assignments.length,
    assignmentPercent,
    achievements,
    achievementPercent,
    level: studentLevel(modulePercent, assignmentPercent, achievementPercent),
  };
}

/** What a review means for the student, in their words (not "fue revisado"). */
function reviewedText(work: { status: string; moduleTitle: string; teacherFeedback: string | null }): string {
  if (work.status === "NEEDS_REVISION") return `Tu profe te pidió mejorar tu trabajo de «${work.moduleTitle}»`;
  if (work.status === "APPROVED") return `Tu trabajo de «${work.moduleTitle}» quedó terminado`;
  return work.teacherFeedback ? `Tu profe comentó tu trabajo de «${work.moduleTitle}»` : `Tu profe vio tu trabajo de «${work.moduleTitle}»`;
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;

export function createDashboardsService(deps: { db: Db; reads?: ReadCache; now?: () => Date }) {
  const { db } = deps;
  const reads = deps.reads ?? noReadCache;
  const today = () => schoolToday(deps.now?.() ?? new Date());

  /** The teacher's "Hoy" (issue 34): the registers not yet taken today, the work to review, her announcements families have not yet read. */
  async function teacherToday(teacherId: number, date: string): Promise<TeacherToday> {
    const [schoolDay, registers, reviews, announcements] = await Promise.all([
      isSchoolDay(db, date),
      registersOfTeacher(db, teacherId, date),
      worksAwaitingReview(db, teacherId, oldestWorksShown),
      familyAnnouncementsBy(db, teacherId, announcementsFollowed),
    ]);
    const followed = await Promise.all(
      announcements.map(async (a) => {
        const [families, reads] = await Promise.all([audienceOf(db, { id: a.id, scope: a.scope, forFamilies: 1, forStudents: 0 }), readsOf(db, a.id)]);
        const readOf = new Map(reads.map((r) => [r.userId, r]));
        const requiresConfirmation = a.requiresConfirmation === 1;
        const pendingFamilies = families.filter((f) => isPending({ readAt: readOf.get(f.id)?.readAt ?? null, confirmedAt: readOf.get(f.id)?.confirmedAt ?? null }, requiresConfirmation)).length;
        return { id: a.id, title: a.title, requiresConfirmation, families: families.length, pendingFamilies };
      }),
    );
    return {
      date,
      schoolDay,
      registers: schoolDay ? registers.filter((r) => r.marked === 0).map((r) => ({ tribe: r.tribe, date, students: r.students })) : [],
      reviews: {
        count: reviews.count,
        oldest: reviews.oldest.map((w) => ({ id: w.id, studentName: `${w.firstName} ${w.lastName}`.trim(), moduleTitle: w.moduleTitle, submittedAt: w.submittedAt })),
      },
      announcements: followed.filter((a) => a.pendingFamilies > 0).slice(0, announcementsShown),
    };
  }

  async function studentSummary(studentId: number) {
    const [progress, assignments, works] = await Promise.all([
      moduleProgressFor(db, [studentId]),
      assignmentsOf(db, studentId),
      worksOf(db, [studentId]),
    ]);
    return { summary: summaryOf(progress.get(studentId) ?? [], assignments, works), works };
  }

  async function readableStudent(actorOrNull: Actor | null, studentId: number) {
    const actor = requireActor(actorOrNull);
    assertAllowed(await settleStudentAccess(db, actor.id, studentId, studentAccess(actor, studentId)));
    const row = await findUserById(db, studentId);
    if (row?.role !== "student") throw new AppError("NOT_FOUND", messages.notFound);
    return row;
  }

  async function studentDashboard(actor: Actor): Promise<StudentDashboard> {
    const [user, { summary, works }, classes, assignedModules, returnedWork] = await Promise.all([
      findUserById(db, actor.id),
      studentSummary(actor.id),
      classesOf(db, actor.id),
      moduleAssignmentsOf(db, actor.id),
      returnedWorkOf(db, actor.id),
    ]);
    if (!user) throw new AppError("UNAUTHORIZED", messages.unauthorized);
    const activity = [
      ...works.map((w) => ({ kind: "work-submitted" as const, text: `Entregaste un trabajo de «${w.moduleTitle}»`, at: w.submittedAt })),
      ...works
        .filter((w) => w.reviewedAt)
        .map((w) => ({ kind: "work-reviewed" as const, text: reviewedText(w), at: w.reviewedAt as string })),
      ...assignedModules.map((m) => ({ kind: "module-assigned" as const, text: `Nuevo módulo: «${m.title}»`, at: m.assignedAt })),
      ...classes.map((c) => ({ kind: "class-joined" as const, text: `Te uniste a la clase «${c.title}»`, at: c.joinedAt })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, 5);
    const { modules, ...counts } = summary;
    return {
      ...counts,
      firstName: user.firstName,
      tribe: user.tribe,
      activeModules: modules.filter((m) => !m.completed),
      hours: Number(user.hours),
      recentActivity: activity,
      classes: classes.slice(0, 3).map(({ joinedAt: _, ...c }) => c),
      returnedWork,
    };
  }

  async function teacherDashboard(actor: Actor, date: string): Promise<TeacherDashboard> {
    const [user, students, counts, modules, todayItems] = await Promise.all([
      findUserById(db, actor.id),
      studentsOfTeacher(db, actor.id),
      teacherCounts(db, actor.id),
      newestModules(db, 5),
      teacherToday(actor.id, date),
    ]);
    if (!user) throw new AppError("UNAUTHORIZED", messages.unauthorized);
    // Teachers see only students with a tribe; the counters count everyone in their classes.
    const newest = students.filter((s) => s.tribe !== null).slice(0, 5);
    const progress = await moduleCountsFor(
      db,
      newest.map((s) => s.id),
    );
    const active = students.filter((s) => s.status === "active").length;
    return {
      firstName: user.firstName,
      activeClasses: counts.classes,
      totalStudents: students.length,
      modulesAvailable: counts.modules,
      pendingTasks: counts.pending,
      activePercent: percent(active, students.length),
      stats: {
        active,
        pending: students.filter((s) => s.status === "pending").length,
        withTribe: students.filter((s) => s.tribe !== null).length,
      },
      modules,
      today: todayItems,
      newestStudents: newest.map((s) => {
        const modules = progress.get(s.id) ?? { completed: 0, total: 0 };
        return {
          id: s.id,
          firstName: s.firstName,
          lastName: s.lastName,
          email: s.email,
          status: s.status,
          joinDate: s.createdAt,
          progress: percent(modules.completed, modules.total),
        };
      }),
    };
  }

  async function adminDashboard(monthStart: string): Promise<AdminDashboard> {
    const [totals, classes, recent] = await Promise.all([userTotals(db, monthStart), classCount(db), newestUsers(db, 4)]);
    const before = totals.total - totals.newThisMonth;
    return {
      totalUsers: totals.total,
      activeUsers: totals.active,
      coordinators: totals.coordinators,
      classes,
      newThisMonth: totals.newThisMonth,
      monthlyGrowth: before > 0 ? Math.round((totals.newThisMonth / before) * 1000) / 10 : null,
      recentUsers: recent.map((row) => toPublicUser(row, { role: "admin" })),
    };
  }

  async function parentDashboard(actor: Actor): Promise<ParentDashboard> {
    const [user, children] = await Promise.all([findUserById(db, actor.id), childrenRows(db, actor.id)]);
    if (!user) throw new AppError("UNAUTHORIZED", messages.unauthorized);
    const ids = children.map((c) => c.id);
    const [progress, counts, recentWorks] = await Promise.all([moduleCountsFor(db, ids), workCounts(db, ids), worksOf(db, ids, 5)]);
    let activeModules = 0;
    const cards = children.map((child) => {
      const { completed, total } = progress.get(child.id) ?? { completed: 0, total: 0 };
      activeModules += total - completed;
      return { ...toPublicUser(child, actor), progress: percent(completed, total), modulesCompleted: completed, modulesTotal: total };
    });
    return {
      firstName: user.firstName,
      childrenCount: children.length,
      submittedWorks: counts.submitted,
      approvedWorks: counts.approved,
      activeModules,
      children: cards,
      recentWorks,
    };
  }

  return {
    async student(actorOrNull: Actor | null): Promise<StudentDashboard> {
      const actor = requireActor(actorOrNull);
      assertAllowed(hasStudentDashboard(actor));
      return reads.read(`dashboard.student:${actor.id}`, () => studentDashboard(actor));
    },

    /** Issue 37: the caller's returned work, for the child's simple home (the full home has it in `student`). */
    async returnedWork(actorOrNull: Actor | null): Promise<ReturnedWork[]> {
      const actor = requireActor(actorOrNull);
      assertAllowed(hasStudentDashboard(actor));
      return reads.read(`dashboard.returned:${actor.id}`, () => returnedWorkOf(db, actor.id));
    },

    async teacher(actorOrNull: Actor | null): Promise<TeacherDashboard> {
      const actor = requireActor(actorOrNull);
      assertAllowed(hasTeacherDashboard(actor));
      // Keyed by the school's day too: "Hoy" changes at midnight in Bogotá with no write at all.
      const date = today();
      return reads.read(`dashboard.teacher:${actor.id}:${date}`, () => teacherDashboard(actor, date));
    },

    async admin(actorOrNull: Actor | null, now = new Date()): Promise<AdminDashboard> {
      const actor = requireActor(actorOrNull);
      assertAllowed(hasAdminDashboard(actor));
      // The school's month: at 20:00 on 31 December in Bogotá it is already January in UTC.
      const monthStart = schoolDayStart(`${schoolToday(now).slice(0, 7)}-01`);
      return reads.read(`dashboard.admin:${actor.id}:${monthStart}`, () => adminDashboard(monthStart));
    },

    /** 'Para hoy' on the admin's home (issue 34): admin-today.ts. */
    adminToday: (actorOrNull: Actor | null, now = new Date()) => adminToday(db, actorOrNull, now),

    async parent(actorOrNull: Actor | null): Promise<ParentDashboard> {
      const actor = requireActor(actorOrNull);
      assertAllowed(hasParentDashboard(actor));
      return reads.read(`dashboard.parent:${actor.id}`, () => parentDashboard(actor));
    },

    /** Issue 34: what the caller's family still has to do, each item about one of their own children (or the family). */
    async familyToDo(actorOrNull: Actor | null, now = new Date()): Promise<FamilyToDo> {
      const actor = requireActor(actorOrNull);
      assertAllowed(hasParentDashboard(actor));
      return familyToDo(db, actor.id, now);
    },

    /** Every work of the caller's children, newest first (the parent's 'Trabajos' page). */
    async childrenWork(actorOrNull: Actor | null): Promise<WorkItem[]> {
      const actor = requireActor(actorOrNull);
      assertAllowed(followsOwnChildren(actor));
      const children = await childrenRows(db, actor.id);
      return worksOf(
        db,
        children.map((c) => c.id),
      );
    },

    /** GET /api/users/{id}/progress: the student, their parent, a teacher of theirs, or an admin. */
    async studentProgress(actorOrNull: Actor | null, studentId: number): Promise<StudentProgressView> {
      const row = await readableStudent(actorOrNull, studentId);
      const { summary } = await studentSummary(studentId);
      return { ...summary, student: toPublicUser(row, actorOrNull) };
    },

    /** GET /api/users/{id}/work: the same readers as progress. */
    async studentWork(actorOrNull: Actor | null, studentId: number): Promise<StudentWorkView> {
      const row = await readableStudent(actorOrNull, studentId);
      return { student: toPublicUser(row, actorOrNull), works: await worksOf(db, [studentId]) };
    },
  };
}
