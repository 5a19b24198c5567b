import { z } from "zod";
import { workFileSchema } from "../student-work/student-work.schema.js";
import { publicUserSchema } from "../users/users.schema.js";
import { returnedStatuses } from "./returned-work.js";

/** One returned work, with what a student's screens need and nothing of the adults' (no dates, no names). */
export const returnedWorkSchema = z.object({
  submissionId: z.number(),
  moduleId: z.number(),
  moduleTitle: z.string(),
  /** The module's tribe and first subject: its page is /dashboard/tribu-N/{materia}/{title}. */
  tribe: z.string().nullable(),
  materia: z.string().nullable(),
  status: z.enum(returnedStatuses),
  teacherFeedback: z.string().nullable(),
  /** The grade as a level word, only when the school shows grades to the children of the student's tribe. */
  level: z.string().nullable(),
});
export type ReturnedWork = z.infer<typeof returnedWorkSchema>;

export { workStatusLabels } from "./dashboards.vocabulary.js";

/** View models of the four dashboards and of a student's progress and work. One call each. */

export const moduleProgressSchema = z.object({
  moduleId: z.number(),
  title: z.string(),
  percent: z.number(),
  completed: z.boolean(),
  /** Through user_modules ("assigned") or the student's tribe ("tribe"). */
  source: z.enum(["assigned", "tribe"]),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

export const achievementSchema = z.object({
  key: z.enum(["first-module", "on-time", "explorer"]),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
});

export const activitySchema = z.object({
  kind: z.enum(["work-submitted", "work-reviewed", "module-assigned", "class-joined"]),
  text: z.string(),
  at: z.string(),
});

export const classCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  teacherName: z.string().nullable(),
});

export const workItemSchema = z.object({
  id: z.number(),
  moduleId: z.number(),
  moduleTitle: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  status: z.string(),
  teacherFeedback: z.string().nullable(),
  grade: z.number().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The handed-in file (a photo, a voice recording...), served to those allowed by the work's file route. */
  workFile: z.object({ url: z.string(), name: z.string(), mimeType: z.string() }).nullable(),
  /** Every file of the hand-in, in order (issue 37): the family sees and hears each. */
  files: z.array(workFileSchema),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const studentSummarySchema = z.object({
  modules: z.array(moduleProgressSchema),
  modulesCompleted: z.number(),
  modulesTotal: z.number(),
  modulePercent: z.number(),
  assignmentsCompleted: z.number(),
  assignmentsTotal: z.number(),
  assignmentPercent: z.number(),
  achievements: z.array(achievementSchema),
  achievementPercent: z.number(),
  level: z.number(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

/**
 * The child's panel: the summary's counts without its list of every module (the active ones are
 * `activeModules`; the finished ones are counted). Both lists were sent, the same modules twice: on
 * a tribe with ten years of modules, 118 KB each (issue 38).
 */
export const studentDashboardSchema = studentSummarySchema.omit({ modules: true }).extend({
  firstName: z.string(),
  /** null until an admin places the student in a tribe (a self-registered student): no tribe modules until then. */
  tribe: z.string().nullable(),
  activeModules: z.array(moduleProgressSchema),
  hours: z.number(),
  recentActivity: z.array(activitySchema),
  classes: z.array(classCardSchema),
  /** Issue 37: work the teacher gave back, to improve first (common/dashboards/returned-work.ts). */
  returnedWork: z.array(returnedWorkSchema),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

/**
 * The teacher's "Hoy" (issue 34): what waits for her today, each item one tap from where it is done.
 * `registers`: the tribes whose register she takes and has not taken today (empty when today is no
 * school day); `reviews`: the work handed in to her modules not yet reviewed, the oldest first;
 * `announcements`: hers for families that some families have not yet read (or confirmed, where asked).
 */
export const teacherTodaySchema = z.object({
  date: z.string(),
  schoolDay: z.boolean(),
  registers: z.array(z.object({ tribe: z.string(), date: z.string(), students: z.number() })),
  reviews: z.object({
    count: z.number(),
    oldest: z.array(z.object({ id: z.number(), studentName: z.string(), moduleTitle: z.string(), submittedAt: z.string() })),
  }),
  announcements: z.array(z.object({ id: z.number(), title: z.string(), requiresConfirmation: z.boolean(), families: z.number(), pendingFamilies: z.number() })),
});
export type TeacherToday = z.infer<typeof teacherTodaySchema>;

export const teacherDashboardSchema = z.object({
  firstName: z.string(),
  activeClasses: z.number(),
  totalStudents: z.number(),
  modulesAvailable: z.number(),
  pendingTasks: z.number(),
  activePercent: z.number(),
  stats: z.object({ active: z.number(), pending: z.number(), withTribe: z.number() }),
  modules: z.array(z.object({ id: z.number(), title: z.string(), tribe: z.string().nullable() })),
  newestStudents: z.array(
    z.object({
      id: z.number(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: z.string(),
      joinDate: z.string(),
      progress: z.number(),
    }),
  ),
  today: teacherTodaySchema,
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

export const adminDashboardSchema = z.object({
  totalUsers: z.number(),
  activeUsers: z.number(),
  coordinators: z.number(),
  classes: z.number(),
  newThisMonth: z.number(),
  /** Percent growth of the user count this month (null when there were no users before it). */
  monthlyGrowth: z.number().nullable(),
  recentUsers: z.array(publicUserSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const parentDashboardSchema = z.object({
  firstName: z.string(),
  childrenCount: z.number(),
  submittedWorks: z.number(),
  approvedWorks: z.number(),
  activeModules: z.number(),
  children: z.array(publicUserSchema.extend({ progress: z.number(), modulesCompleted: z.number(), modulesTotal: z.number() })),
  recentWorks: z.array(workItemSchema),
});
export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

export const studentProgressViewSchema = studentSummarySchema.extend({ student: publicUserSchema });
export type StudentProgressView = z.infer<typeof studentProgressViewSchema>;

export const studentWorkViewSchema = z.object({ student: publicUserSchema, works: z.array(workItemSchema) });
export type StudentWorkView = z.infer<typeof studentWorkViewSchema>;
