import { z } from "zod";
import { roles } from "../school.js";

export const systemReportSchema = z.object({
  users: z.number(),
  classes: z.number(),
  enrolments: z.number(),
  assignments: z.number(),
  completedAssignments: z.number(),
  modules: z.number(),
  materials: z.number(),
  exams: z.number(),
  quizzes: z.number(),
  /** The real figures behind the chart the original only sketched. */
  usersByRole: z.array(z.object({ role: z.enum(roles), count: z.number() })),
});
export type SystemReport = z.infer<typeof systemReportSchema>;
