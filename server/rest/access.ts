import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { isAdmin, isSchoolMember, isStaff, type RolePolicy, rolePolicy } from "../../common/school.policy.js";
import { type Actor, assertAllowed, requireActor } from "../lib/access.js";
import { AppError, messages } from "../lib/errors.js";

/**
 * Who may enter a REST route, declared once per plugin (issue 33), as the tRPC procedures' role
 * builders do in server/trpc/init.ts. The rule is asked before the handler reads any field or
 * streams an upload (a preHandler hook in server/rest/index.ts), so nobody outside it learns what
 * input is valid; the services still decide about the object ("this pupil", "this family's excuse").
 *
 *     export const attendanceRest: FastifyPluginAsync = async (app) => {
 *       declareAccess(app, signedIn);                                 // every route of the plugin
 *       app.put("/api/attendance/calendar", { config: { access: adminOnly } }, …);   // one route's own rule
 *
 * Each route carries its rule in `config.access`; a REST route without one is refused (403) and
 * fails tests/api/authorization-matrix.test.ts.
 */
export type AccessRule = {
  /** What the rule says, for the route list and the tests: "public", "signed in", "admin"… */
  readonly name: string;
  /** Throws the refusal (401 signed out, 403 otherwise) when the caller may not enter. */
  readonly check: (request: FastifyRequest) => void | Promise<void>;
};

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

/** Anyone, signed in or not (sign-in, the first-run setup, a vendor's callback): the service decides. */
export const open: AccessRule = { name: "public", check: () => {} };

/** Anyone signed in (401 otherwise); the service decides about the role and the object. */
export const signedIn: AccessRule = { name: "signed in", check: (request) => void requireActor(request.ctx.actor) };

/** Signed in (401) with a role the policy allows (403, with `message` or the general one). */
export function allowedBy(name: string, policy: RolePolicy | ((actor: Actor) => boolean), message?: string): AccessRule {
  return { name, check: (request) => assertAllowed(policy(requireActor(request.ctx.actor)), message) };
}

/** A domain's own early check (a service's `assertCan…`), when its refusal carries the domain's message. */
export function checkedBy(name: string, check: (request: FastifyRequest) => void | Promise<void>): AccessRule {
  return { name, check };
}

export const adminOnly = allowedBy("admin", isAdmin);
/** Teachers and admins. */
export const staffOnly = allowedBy("staff", isStaff);
/** Students, teachers, admins and parents (not the 'coordinator' and 'user' labels). */
export const schoolMembers = allowedBy("school member", isSchoolMember);
export const parentsOnly = allowedBy("parent", rolePolicy("parent"));

/** Every route registered in `app` (this plugin) from here on gets `rule`, unless it names its own in `config.access`. */
export function declareAccess(app: FastifyInstance, rule: AccessRule): void {
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, access: route.config?.access ?? rule };
  });
}

/** Asks the route's declared rule; a route that declared none is refused (see `declareAccess`). */
export async function enforceAccess(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (!rule) throw new AppError("FORBIDDEN", messages.forbidden);
  await rule.check(request);
}

const recorded = new WeakMap<FastifyInstance, Map<string, RouteOptions>>();
const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url.replace(/\/:[^/]+/g, "/:")}`;

/** Keeps every route `app` registers from now on, so that `declaredAccess` can read its rule (call before any route). */
export function recordRoutes(app: FastifyInstance): void {
  const routes = new Map<string, RouteOptions>();
  recorded.set(app, routes);
  app.addHook("onRoute", (route) => {
    // The options object itself: the plugin's own onRoute hook (declareAccess) completes it after this one.
    for (const method of [route.method].flat()) routes.set(routeKey(method, route.url ?? route.path), route);
  });
}

/** The rule a route declared ("GET", "/api/users/:id"), or undefined when it declared none. */
export function declaredAccess(app: FastifyInstance, method: string, url: string): AccessRule | undefined {
  return recorded.get(app)?.get(routeKey(method, url))?.config?.access;
}
