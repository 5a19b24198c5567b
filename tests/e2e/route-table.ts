/**
 * Every page of the web client, read from the router's generated route tree (web/routeTree.gen.ts,
 * rewritten by `vite build`), with the roles each one lets in: the deepest `staticData.roles` along
 * its route files, as the dashboard layout decides (features/layout/dashboard-layout.tsx). A new
 * route is in this list as soon as it is built.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { access } from "../../web/lib/navigation";

const web = join(import.meta.dirname, "..", "..", "web");

export type PageRoute = {
  /** The router's full path, with its parameters ("/dashboard/assignments/$id/"). */
  fullPath: string;
  /** Who may open it; undefined when anyone may (the public pages and the pages of every signed-in role). */
  roles: readonly string[] | undefined;
};

type RouteFile = { fullPath: string; file: string };

function routeFiles(): RouteFile[] {
  const tree = readFileSync(join(web, "routeTree.gen.ts"), "utf8");
  const files = new Map<string, string>();
  for (const match of tree.matchAll(/import \{ Route as (\w+) \} from "\.\/routes\/([^"]+)"/g)) files.set(match[1] as string, match[2] as string);
  const routes: RouteFile[] = [];
  for (const match of tree.matchAll(/fullPath: "([^"]+)"\s+preLoaderRoute: typeof (\w+)/g)) {
    const file = files.get(match[2] as string);
    if (!file) throw new Error(`routeTree.gen.ts: no import for ${match[2]}`);
    routes.push({ fullPath: match[1] as string, file });
  }
  if (routes.length < 10) throw new Error("routeTree.gen.ts: too few routes found; has its format changed?");
  return routes;
}

function rolesOf(file: string): readonly string[] | undefined {
  const source = readFileSync(join(web, "routes", `${file}.tsx`), "utf8");
  const key = /staticData:\s*\{[^}]*roles:\s*access\.(\w+)/.exec(source)?.[1];
  if (!key) return undefined;
  const roles = (access as Record<string, readonly string[]>)[key];
  if (!roles) throw new Error(`${file}.tsx: access.${key} is not in web/lib/navigation.ts`);
  return roles;
}

/** A route file that only sends elsewhere (the installed app's /abrir): no screen of its own to visit. */
function redirectsOnly(file: string): boolean {
  return !readFileSync(join(web, "routes", `${file}.tsx`), "utf8").includes("component");
}

/** The pages (layouts without a page of their own and redirect-only routes left out), each with the roles that may open it. */
export function pageRoutes(): PageRoute[] {
  const files = routeFiles().filter((route) => !redirectsOnly(route.file));
  const byPath = new Map(files.map((route) => [route.fullPath, rolesOf(route.file)]));
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
  // A path with an index child ("/dashboard" and "/dashboard/") is a layout: its page is the index.
  const layouts = new Set(files.filter((route) => !route.fullPath.endsWith("/") && byPath.has(`${route.fullPath}/`)).map((route) => route.fullPath));
  return files
    .filter((route) => !layouts.has(route.fullPath))
    .map((route) => {
      let roles: readonly string[] | undefined;
      const parts = trimmed(route.fullPath).split("/");
      // Its layouts from the outside in ("/dashboard", "/dashboard/assignments"), then the page itself.
      const ancestors = parts.slice(1).map((_, depth) => parts.slice(0, depth + 2).join("/"));
      for (const path of [...ancestors, route.fullPath]) roles = byPath.get(path) ?? roles;
      return { fullPath: route.fullPath, roles };
    });
}
