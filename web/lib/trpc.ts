import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../server/trpc/router";
import { authStore } from "./auth-store";
import { queryClient } from "./query-client";

const requestTimeoutMs = 10_000;

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: "/trpc",
      headers() {
        const token = authStore.get().token ?? localStorage.getItem("token");
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      fetch(url, options) {
        return fetch(url, { ...options, signal: AbortSignal.timeout(requestTimeoutMs) } as RequestInit);
      },
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
