import { domainRouters } from "../registry.js";
import { router } from "./init.js";

export const appRouter = router(domainRouters);

export type AppRouter = typeof appRouter;
