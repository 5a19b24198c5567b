/**
 * The two references of `npm run bench`, each run in its own process:
 *   node --import tsx scripts/perf/reference-server.ts bare <port>   GET /hello -> {"hello":"world"}
 *   node --import tsx scripts/perf/reference-server.ts trpc <port>   GET /trpc/hello through tRPC's Fastify adapter
 */
import { initTRPC } from "@trpc/server";
import { fastifyTRPCPlugin } from "@trpc/server/adapters/fastify";
import Fastify from "fastify";

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const app = Fastify({ logger: false });

if (kind === "bare") {
  app.get("/hello", async () => ({ hello: "world" }));
} else if (kind === "trpc") {
  const t = initTRPC.create();
  const router = t.router({ hello: t.procedure.query(() => ({ hello: "world" })) });
  await app.register(fastifyTRPCPlugin, { prefix: "/trpc", trpcOptions: { router } });
} else {
  console.error("usage: reference-server.ts bare|trpc <port>");
  process.exit(2);
}
process.once("SIGTERM", () => {
  app.close().then(() => process.exit(0));
});
await app.listen({ port, host: "127.0.0.1" });
