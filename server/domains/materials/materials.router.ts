import { z } from "zod";
import { authedProcedure, router } from "../../trpc/init.js";
import { materialSchema } from "./materials.schema.js";

export const materialsRouter = router({
  list: authedProcedure.output(z.array(materialSchema)).query(({ ctx }) => ctx.services.materials.list(ctx.actor)),
});
