import { z } from "zod";
import { keptOutput } from "../../trpc/kept-output.js";
import { adminProcedure, authedProcedure, parentProcedure, router, studentProcedure, teacherProcedure } from "../../trpc/init.js";
import { idInput } from "../../../common/users/users.schema.js";
import { familyToDoSchema } from "../../../common/dashboards/family-to-do.js";
import {
  adminDashboardSchema,
  parentDashboardSchema,
  studentDashboardSchema,
  studentProgressViewSchema,
  studentWorkViewSchema,
  workItemSchema,
  teacherDashboardSchema,
} from "../../../common/dashboards/dashboards.schema.js";
import { adminTodaySchema } from "../../../common/dashboards/admin-today.schema.js";
import { returnedWorkSchema } from "../../../common/dashboards/dashboards.schema.js";

export const dashboardsRouter = router({
  student: studentProcedure.output(keptOutput(studentDashboardSchema)).query(({ ctx }) => ctx.services.dashboards.student(ctx.actor)),
  returnedWork: studentProcedure.output(z.array(returnedWorkSchema)).query(({ ctx }) => ctx.services.dashboards.returnedWork(ctx.actor)),
  teacher: teacherProcedure.output(keptOutput(teacherDashboardSchema)).query(({ ctx }) => ctx.services.dashboards.teacher(ctx.actor)),
  admin: adminProcedure.output(keptOutput(adminDashboardSchema)).query(({ ctx }) => ctx.services.dashboards.admin(ctx.actor)),
  adminToday: adminProcedure.output(adminTodaySchema).query(({ ctx }) => ctx.services.dashboards.adminToday(ctx.actor)),
  parent: parentProcedure.output(keptOutput(parentDashboardSchema)).query(({ ctx }) => ctx.services.dashboards.parent(ctx.actor)),
  familyToDo: parentProcedure.output(familyToDoSchema).query(({ ctx }) => ctx.services.dashboards.familyToDo(ctx.actor)),
  childrenWork: parentProcedure.output(z.array(workItemSchema)).query(({ ctx }) => ctx.services.dashboards.childrenWork(ctx.actor)),
  studentProgress: authedProcedure
    .input(idInput)
    .output(studentProgressViewSchema)
    .query(({ ctx, input }) => ctx.services.dashboards.studentProgress(ctx.actor, input.id)),
  studentWork: authedProcedure
    .input(idInput)
    .output(studentWorkViewSchema)
    .query(({ ctx, input }) => ctx.services.dashboards.studentWork(ctx.actor, input.id)),
});
