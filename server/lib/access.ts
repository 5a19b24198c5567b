import type { Role } from "../../common/school.js";
import { AppError, messages } from "./errors.js";

/** The signed-in caller, as every service sees it. `address` is the request's client address, for the audit log (absent when a service is called directly). */
export type Actor = { id: number; role: Role; address?: string; /** Set for a class session: when it ends (epoch seconds); refreshing keeps it. */ sessionEndsAt?: number };

/** Who is calling: a caller who is not signed in is answered 401 before any rule is asked. */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError("UNAUTHORIZED", messages.unauthorized);
  return actor;
}

/**
 * The one way a service refuses: 403 with the domain's message (the general one by default) when
 * the policy (common/<domain>/<domain>.policy.ts) did not allow it.
 */
export function assertAllowed(allowed: boolean, message: string = messages.forbidden): asserts allowed {
  if (!allowed) throw new AppError("FORBIDDEN", message);
}
