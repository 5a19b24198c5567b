import { z } from "zod";
import { adminProcedure, authedProcedure, router } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  assignTribeModuleInput,
  assignTribeModuleOutput,
  changeRoleCall,
  childLinkInput,
  createUserInput,
  deleteUserOutput,
  idInput,
  listUsersInput,
  parentsInput,
  parentWithChildrenSchema,
  publicUserSchema,
  studentFileSchema,
  schoolTribesOutput,
  tribeMembersInput,
  tribeMembersOutput,
  tribeModuleAssigned,
  updateUserCall,
  updateUserOutput,
  userDeletedMessage,
  userLinkOutput,
  userListOutput,
  userMessages,
  userUpdatedMessage,
} from "../../../common/users/users.schema.js";

export const usersRouter = router({
  list: authedProcedure
    .input(listUsersInput.prefault({}))
    .output(userListOutput)
    .query(({ ctx, input }) => ctx.services.users.list(ctx.actor, input)),
  tribes: authedProcedure.output(schoolTribesOutput).query(({ ctx }) => ctx.services.users.tribes(ctx.actor)),
  get: authedProcedure.input(idInput).output(publicUserSchema).query(({ ctx, input }) => ctx.services.users.get(ctx.actor, input.id)),
  studentFile: adminProcedure.input(idInput).output(studentFileSchema).query(({ ctx, input }) => ctx.services.users.studentFile(ctx.actor, input.id)),
  create: adminProcedure
    .input(createUserInput)
    .output(publicUserSchema)
    .mutation(({ ctx, input }) => ctx.services.users.create(ctx.actor, input)),
  update: authedProcedure
    .input(updateUserCall)
    .output(updateUserOutput)
    .mutation(async ({ ctx, input: { id, ...patch } }) =>
      withMessage(userUpdatedMessage(ctx.actor.id === id), await ctx.services.users.update(ctx.actor, id, patch)),
    ),
  changeRole: authedProcedure
    .input(changeRoleCall)
    .output(updateUserOutput)
    .mutation(async ({ ctx, input: { id, ...body } }) => withMessage(userMessages.roleChanged, await ctx.services.users.changeRole(ctx.actor, id, body))),
  remove: authedProcedure
    .input(idInput)
    .output(deleteUserOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.services.users.remove(ctx.actor, input.id);
      return withMessage(userDeletedMessage(result.reassigned), result);
    }),
  children: authedProcedure
    .input(idInput)
    .output(z.array(publicUserSchema))
    .query(({ ctx, input }) => ctx.services.users.children(ctx.actor, input.id)),
  addChild: adminProcedure
    .input(childLinkInput)
    .output(userLinkOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.users.addChild(ctx.actor, input.parentId, input.studentId);
      return withMessage(userMessages.relationCreated);
    }),
  removeChild: adminProcedure
    .input(childLinkInput)
    .output(userLinkOutput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.users.removeChild(ctx.actor, input.parentId, input.studentId);
      return withMessage(userMessages.relationRemoved);
    }),
  parents: adminProcedure
    .input(parentsInput)
    .output(z.array(parentWithChildrenSchema))
    .query(({ ctx, input }) => ctx.services.users.parents(ctx.actor, input?.search)),
  unlinkedStudents: adminProcedure
    .output(z.array(publicUserSchema))
    .query(({ ctx }) => ctx.services.users.unlinkedStudents(ctx.actor)),
  assignModuleToTribe: adminProcedure
    .input(assignTribeModuleInput)
    .output(assignTribeModuleOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await ctx.services.users.assignModuleToTribe(ctx.actor, input);
      return withMessage(tribeModuleAssigned(result.members, input.tribe), result);
    }),
  tribeMembers: adminProcedure
    .input(tribeMembersInput)
    .output(tribeMembersOutput)
    .query(({ ctx, input }) => ctx.services.users.tribeMembers(ctx.actor, input.tribe)),
});
