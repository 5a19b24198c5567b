import type { FastifyBaseLogger } from "fastify";
import { maxBatchSize } from "../../common/batching.js";
import { AppError } from "../lib/errors.js";
import { vendorFailureLog } from "../lib/vendor-errors.js";
import type { Services } from "../registry.js";
import { contextFor } from "./context.js";
import type { TrpcOptions } from "./query-route.js";
import { type AppRouter, appRouter } from "./router.js";

/** How /trpc answers: the router, the caller's context, what is logged and the headers of a refusal. */
export function trpcEndpointOptions(services: Services, log: FastifyBaseLogger): TrpcOptions<AppRouter, Awaited<ReturnType<typeof contextFor>>> {
  return {
    router: appRouter,
    maxBatchSize,
    createContext: ({ req }) => contextFor(services, req),
    onError: ({ error, req }) => {
      if (error.code === "INTERNAL_SERVER_ERROR") log.error(error);
      const vendor = vendorFailureLog(error.cause);
      if (vendor) req.log.warn(vendor, error.message);
    },
    // A locked sign-in tells the caller how long to wait, as the REST answer does.
    responseMeta: ({ errors }) => {
      const wait = errors.map((e) => (e.cause instanceof AppError ? e.cause.retryAfterSeconds : undefined)).find(Boolean);
      return wait ? { headers: { "retry-after": String(wait) } } : {};
    },
  };
}
