import type { FastifyRequest } from "fastify";
import type { PublicUser } from "../../common/users/users.schema.js";
import type { Actor } from "../lib/access.js";
import type { Services } from "../registry.js";

export type RequestContext = {
  services: Services;
  actor: Actor | null;
  user: PublicUser | null;
  address: string;
};

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token.trim() : undefined;
}

/** Resolves the caller once per request; both REST and tRPC read it from here. */
export async function contextFor(services: Services, request: FastifyRequest): Promise<RequestContext> {
  const session = await services.auth.actorFromToken(bearerToken(request));
  const actor = session ? { ...session.actor, address: request.ip } : null;
  return { services, actor, user: session?.user ?? null, address: request.ip };
}
