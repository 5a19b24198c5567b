import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import {
  assignTribeModuleInput,
  assignTribeModuleOutput,
  changeRoleCall,
  childLinkInput,
  createUserInput,
  deleteUserOutput,
  idInput,
  listUsersInput,
  parentWithChildrenSchema,
  publicUserSchema,
  tribeMembersInput,
  tribeMembersOutput,
  updateUserCall,
  updateUserOutput,
  userListOutput,
} from "../../../common/users/users.schema.js";

const okOutput = z.object({ success: z.boolean(), message: z.string() });

export const usersRouter = router({
  list: authedProcedure
    .input(listUsersInput.partial().optional())
    .output(userListOutput)
    .query(({ ctx, input }) => ctx.services.users.list(ctx.actor, input ?? {})),
  get: authedProcedure.input(idInput).output(publicUserSchema).query(({ ctx, input }) => ctx.services.users.get(ctx.actor, input.id)),
  create: authedProcedure
    .input(createUserInput)
    .output(publicUserSchema)
    .mutation(({ ctx, input }) => ctx.services.users.create(ctx.actor, input)),
  update: authedProcedure
    .input(updateUserCall)
    .output(updateUserOutput)
    .mutation(({ ctx, input: { id, ...patch } }) => ctx.services.users.update(ctx.actor, id, patch)),
  changeRole: authedProcedure
    .input(changeRoleCall)
    .output(updateUserOutput)
    .mutation(({ ctx, input: { id, ...body } }) => ctx.services.users.changeRole(ctx.actor, id, body)),
  remove: authedProcedure
    .input(idInput)
    .output(deleteUserOutput)
    .mutation(({ ctx, input }) => ctx.services.users.remove(ctx.actor, input.id)),
  children: authedProcedure
    .input(idInput)
    .output(z.array(publicUserSchema))
    .query(({ ctx, input }) => ctx.services.users.children(ctx.actor, input.id)),
  addChild: authedProcedure
    .input(childLinkInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => ctx.services.users.addChild(ctx.actor, input.parentId, input.studentId)),
  removeChild: authedProcedure
    .input(childLinkInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => ctx.services.users.removeChild(ctx.actor, input.parentId, input.studentId)),
  parents: authedProcedure
    .input(z.object({ search: z.string().trim().max(200).optional() }).optional())
    .output(z.array(parentWithChildrenSchema))
    .query(({ ctx, input }) => ctx.services.users.parents(ctx.actor, input?.search)),
  unlinkedStudents: authedProcedure
    .output(z.array(publicUserSchema))
    .query(({ ctx }) => ctx.services.users.unlinkedStudents(ctx.actor)),
  assignModuleToTribe: authedProcedure
    .input(assignTribeModuleInput)
    .output(assignTribeModuleOutput)
    .mutation(({ ctx, input }) => ctx.services.users.assignModuleToTribe(ctx.actor, input)),
  tribeMembers: authedProcedure
    .input(tribeMembersInput)
    .output(tribeMembersOutput)
    .query(({ ctx, input }) => ctx.services.users.tribeMembers(ctx.actor, input.tribe)),
});
