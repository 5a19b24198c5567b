import { publicProcedure, router, staffProcedure, schoolProcedure } from "../../trpc/init.js";
import { withMessage } from "../../../common/input-rules.js";
import {
  cardsInput,
  cardsOutput,
  childPicturesSchema,
  classSignInInput,
  classSignInMessages as m,
  setEnabledInput,
  setPicturesInput,
  settingsChangeOutput,
  settingsOutput,
  signInOutput,
  studentChangeOutput,
  studentInput,
  tribeInput,
} from "../../../common/class-sign-in/class-sign-in.schema.js";

/** Class sign-in (issue 21): a tribe's code and cards for the tablet, and the teacher's page that runs it. */
export const classSignInRouter = router({
  cards: publicProcedure
    .input(cardsInput)
    .output(cardsOutput)
    .query(({ ctx, input }) => ctx.services.classSignIn.cards(input.code, ctx.address)),
  signIn: publicProcedure
    .input(classSignInInput)
    .output(signInOutput)
    .mutation(({ ctx, input }) => ctx.services.classSignIn.signIn(input, ctx.address)),
  settings: staffProcedure
    .input(tribeInput)
    .output(settingsOutput)
    .query(({ ctx, input }) => ctx.services.classSignIn.settings(ctx.actor, input.tribe)),
  setEnabled: staffProcedure
    .input(setEnabledInput)
    .output(settingsChangeOutput)
    .mutation(async ({ ctx, input }) =>
      withMessage(input.enabled ? m.enabled : m.disabled, { settings: await ctx.services.classSignIn.setEnabled(ctx.actor, input.tribe, input.enabled) }),
    ),
  rotate: staffProcedure
    .input(tribeInput)
    .output(settingsChangeOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.rotated, { settings: await ctx.services.classSignIn.rotate(ctx.actor, input.tribe) })),
  setPictures: staffProcedure
    .input(setPicturesInput)
    .output(studentChangeOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.picturesSaved, { student: await ctx.services.classSignIn.setPictures(ctx.actor, input) })),
  unlock: staffProcedure
    .input(studentInput)
    .output(studentChangeOutput)
    .mutation(async ({ ctx, input }) => withMessage(m.unlocked, { student: await ctx.services.classSignIn.unlock(ctx.actor, input.studentId) })),
  childPictures: schoolProcedure
    .input(studentInput)
    .output(childPicturesSchema)
    .query(({ ctx, input }) => ctx.services.classSignIn.childPictures(ctx.actor, input.studentId)),
});
