import { createTRPCClient, httpBatchLink, httpLink, splitLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { maxBatchSize, unbatchedProcedures } from "../../common/batching";
import type { AppRouter } from "../../server/trpc/router";
import { authStore } from "./auth-store";
import { queryClient } from "./query-client";

const requestTimeoutMs = 10_000;

const transport = {
  url: "/trpc",
  headers() {
    const token = authStore.get().token ?? localStorage.getItem("token");
    return token ? { authorization: `Bearer ${token}` } : {};
  },
  fetch(url: URL | RequestInfo, options?: RequestInit) {
    return fetch(url, { ...options, signal: AbortSignal.timeout(requestTimeoutMs) } as RequestInit);
  },
};

// Sign-in, registration and password changes go one call per request (the server refuses them in a
// batch); everything else is batched, at most as many calls as the server takes in one batch.
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => unbatchedProcedures.has(op.path),
      true: httpLink(transport),
      false: httpBatchLink({ ...transport, maxItems: maxBatchSize }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
