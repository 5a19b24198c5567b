import type { Role } from "../../common/school.js";
import { AppError, messages } from "./errors.js";

/** The signed-in caller, as every service sees it. `address` is the request's client address, for the audit log (absent when a service is called directly). */
export type Actor = { id: number; role: Role; address?: string };

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError("UNAUTHORIZED", messages.unauthorized);
  return actor;
}

export function requireRole(actor: Actor | null, ...allowed: Role[]): Actor {
  const signedIn = requireActor(actor);
  if (!allowed.includes(signedIn.role)) throw new AppError("FORBIDDEN", messages.forbidden);
  return signedIn;
}
