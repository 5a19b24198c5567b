import { authRouter } from "../domains/auth/auth.router.js";
import { setupRouter } from "../domains/setup/setup.router.js";
import { router } from "./init.js";

export const appRouter = router({
  auth: authRouter,
  setup: setupRouter,
});

export type AppRouter = typeof appRouter;
