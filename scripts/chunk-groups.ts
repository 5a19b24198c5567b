/**
 * How the web client's modules are grouped into files (issue 24, "Light on the wire"): on a phone
 * each file is a request, and Rolldown's automatic splitting gave the Cotizaciones page 70 of them
 * (one per icon, per policy, per small helper). Groups, highest priority first:
 *   1. everything index.html loads at start goes into the entry file itself;
 *   2. a module shared by the landing page and other pages goes into "portada": the landing page
 *      then needs the entry, this file and its own, and loads nothing it does not use;
 *   3. a module shared by other public pages (login, registro, entrar...) goes into "publico", or
 *      into "esquemas" when it needs zod (zod itself, the schemas): the sign-in page needs none;
 *   4. a module the signed-in home (the dashboard layout and its index page, where everyone lands
 *      after signing in) shares with other dashboard pages goes into "inicio", and so does the
 *      layout's own file with what only it uses (every dashboard page loads both); what the home
 *      shares with public pages is small (useMutation, a label) and goes into "portada", which the
 *      home loads anyway: the home then needs neither "publico" (zod) nor "panel";
 *   5. a module shared only by other dashboard pages goes into "panel".
 * A module used by one page only stays in that page's file, and code loaded on demand (the password
 * strength meter with its dictionaries) stays in its own lazy files: only the modules shared by two
 * or more routes move. scripts/check-bundle-budget.ts checks the result: at most 8 JavaScript files
 * per route and the byte budgets.
 */
import { parseAst, type Rolldown } from "vite";

type ModuleInfo = { id: string; code: string | null; isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[]; importedIds: readonly string[] };
type Lookup = (id: string) => ModuleInfo | null;
type Audience = "landing" | "public" | "home" | "dashboard" | "other" | "start";
/** The exported names of a module a walk follows: a page that imports `Mail` from lucide-react uses icons/mail.js, not the other icons. */
type Names = ReadonlySet<string> | "all";

/** The dashboard layout's lazy file (routes/dashboard.tsx): loaded with every dashboard page. */
function isDashboardLayout(entry: ModuleInfo): boolean {
  return entry.id.replace(/\\/g, "/").split("/web/routes/")[1]?.startsWith("dashboard.tsx?") ?? false;
}

function audienceOf(entry: ModuleInfo): Audience {
  if (entry.isEntry) return "start";
  const routes = entry.id.replace(/\\/g, "/").split("/web/routes/")[1];
  if (routes === undefined) return "other";
  if (routes.startsWith("index.tsx?")) return "landing";
  if (routes.startsWith("dashboard.tsx?") || routes.startsWith("dashboard/index.tsx?")) return "home";
  return routes.startsWith("dashboard") ? "dashboard" : "public";
}

/** One static link of a module: `import { a as local }`, `export { a as b } from`, `export * from` ("*"). */
interface Link {
  imported: string;
  as: string;
  kind: "import" | "reexport";
}
/** A module's static links by the id they resolve to, and whether it only re-exports (a barrel such as lucide-react's index). */
interface Shape {
  links: Map<string, Link[]>;
  barrel: boolean;
  exportedAs: Map<string, string[]>;
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => ((node as { name?: string; value?: string }).name ?? (node as { value?: string }).value) as string;

export function shapeOf(info: ModuleInfo): Shape | null {
  if (info.code === null) return null;
  const sources: string[] = [];
  const links = new Map<string, Link[]>();
  const exportedAs = new Map<string, string[]>();
  let barrel = true;
  const add = (source: string, link: Link) => {
    if (!links.has(source)) {
      links.set(source, []);
      sources.push(source);
    }
    links.get(source)?.push(link);
  };
  for (const statement of parseAst(info.code).body as unknown as Node[]) {
    const source = (statement.source as { value?: string } | null | undefined)?.value;
    const specifiers = (statement.specifiers ?? []) as Node[];
    if (statement.type === "ImportDeclaration" && source !== undefined) {
      if (specifiers.length === 0) add(source, { imported: "*", as: "", kind: "import" });
      for (const s of specifiers) {
        const imported = s.type === "ImportSpecifier" ? nameOf(s.imported) : s.type === "ImportDefaultSpecifier" ? "default" : "*";
        add(source, { imported, as: nameOf(s.local), kind: "import" });
      }
    } else if (statement.type === "ExportAllDeclaration" && source !== undefined) {
      add(source, { imported: "*", as: statement.exported ? nameOf(statement.exported) : "*", kind: "reexport" });
    } else if (statement.type === "ExportNamedDeclaration" && !statement.declaration) {
      for (const s of specifiers) {
        if (source !== undefined) add(source, { imported: nameOf(s.local), as: nameOf(s.exported), kind: "reexport" });
        else exportedAs.set(nameOf(s.local), [...(exportedAs.get(nameOf(s.local)) ?? []), nameOf(s.exported)]);
      }
    } else if (!(statement.type === "ExpressionStatement" && typeof statement.directive === "string")) {
      barrel = false;
    }
  }
  // Rolldown lists a module's imported ids in the order of their first import statement; vite adds
  // its preload helper after them to a module with a dynamic import(), absent from the module's code.
  const importedIds = info.importedIds.filter((imported) => !imported.startsWith("\0vite/"));
  if (sources.length !== importedIds.length) return null;
  const byId = new Map<string, Link[]>();
  for (const [i, source] of sources.entries()) byId.set(importedIds[i] as string, links.get(source) ?? []);
  return { links: byId, barrel, exportedAs };
}

/** The names of `importer` that carry `names` of `id` on, or null when the importer uses none of them. */
function namesThrough(importer: ModuleInfo, id: string, names: Names, shapes: (info: ModuleInfo) => Shape | null): Names | null {
  const shape = shapes(importer);
  const links = shape?.links.get(id);
  if (!shape || !links) return "all";
  const up = new Set<string>();
  let used = false;
  let everything = !shape.barrel;
  for (const link of links) {
    if (names !== "all" && link.imported !== "*" && !names.has(link.imported)) continue;
    used = true;
    if (link.kind === "import") {
      if (link.as === "") everything = true;
      for (const name of shape.exportedAs.get(link.as) ?? []) up.add(name);
    } else if (link.as !== "*") up.add(link.as);
    else if (names === "all") everything = true;
    else for (const name of names) up.add(name);
  }
  if (!used) return null;
  return everything ? "all" : up;
}

/** The entry points (index.html's module, the routes' lazy files, other lazy imports) that load a module statically. */
export function entriesReaching(id: string, lookup: Lookup, shapes: (info: ModuleInfo) => Shape | null = shapeOf): ModuleInfo[] {
  const found = new Map<string, ModuleInfo>();
  const seen = new Map<string, Names>([[id, "all"]]);
  const queue: string[] = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    const info = lookup(current);
    if (!info) continue;
    if (info.isEntry || info.dynamicImporters.length > 0) found.set(info.id, info);
    for (const importerId of info.importers) {
      const importer = lookup(importerId);
      if (!importer) continue;
      const up = namesThrough(importer, current, seen.get(current) ?? "all", shapes);
      if (up === null) continue;
      const before = seen.get(importerId);
      const merged: Names = before === "all" || up === "all" ? "all" : new Set([...(before ?? []), ...up]);
      if (before !== undefined && (before === "all" || (merged !== "all" && merged.size === before.size))) continue;
      seen.set(importerId, merged);
      queue.push(importerId);
    }
  }
  return [...found.values()];
}

type SharedChunk = "portada" | "publico" | "esquemas" | "inicio" | "panel";

const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);

/** Whether a module needs zod when it loads: zod itself, or a static import that does, however deep. */
export function loadsZod(lookup: Lookup, memo = new Map<string, boolean>()): (id: string) => boolean {
  const visit = (id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // an import cycle adds nothing
    const answer = isZod(id) || (lookup(id)?.importedIds ?? []).some(visit);
    memo.set(id, answer);
    return answer;
  };
  return visit;
}

/** The shared file a module belongs in, or null to leave it where automatic splitting puts it. */
export function sharedChunkOf(
  id: string,
  lookup: Lookup,
  shapes: (info: ModuleInfo) => Shape | null = shapeOf,
  needsZod: (id: string) => boolean = loadsZod(lookup),
): SharedChunk | null {
  const entries = entriesReaching(id, lookup, shapes);
  // Every dashboard page loads the layout and "inicio" together: the layout (and what only it uses)
  // goes in "inicio", one request less on each dashboard page.
  if (entries.length > 0 && entries.every(isDashboardLayout)) return "inicio";
  if (entries.length < 2) return null;
  const audiences = new Set(entries.map(audienceOf));
  if (audiences.has("start")) return null;
  // A dialog a signed-in page loads on a tap (a lazy file, such as the hand-in) shares with the pages
  // what they share anyway: it goes where their shared code goes, and the dialog loads that file too.
  // Left to automatic splitting, those modules made small files of their own (9 and 10 files on the
  // tribe's pages) or sat beside "inicio", and the sign-in page loaded "inicio" (issue 37). What a lazy
  // file shares only with public pages (the password meter's dictionaries) stays with the lazy file.
  if (audiences.has("other")) {
    if (!audiences.has("home") && !audiences.has("dashboard")) return null;
    audiences.delete("other");
  }
  // The signed-in home loads "portada" anyway (the theme switch, useQuery): the little it shares with
  // the public pages (useMutation, a label) goes there, so that the home does not need "publico"
  // (zod) and the public pages do not need "inicio".
  if (audiences.has("landing") || (audiences.has("home") && audiences.has("public"))) return "portada";
  // zod and the schemas built with it apart from the rest: the sign-in page shares the form fields
  // with the other public pages, not zod (common/auth/login-rule.ts).
  if (audiences.has("public")) return needsZod(id) ? "esquemas" : "publico";
  if (audiences.has("home")) return "inicio";
  return "panel";
}

export function chunkGroups(): Rolldown.CodeSplittingOptions {
  const cache = new Map<string, ReturnType<typeof sharedChunkOf>>();
  const shapeCache = new Map<string, Shape | null>();
  const shapes = (info: ModuleInfo) => {
    if (!shapeCache.has(info.id)) shapeCache.set(info.id, shapeOf(info));
    return shapeCache.get(info.id) ?? null;
  };
  const zodMemo = new Map<string, boolean>();
  const only = (name: SharedChunk) => (id: string, ctx: { getModuleInfo: (id: string) => unknown }) => {
    const lookup = (m: string) => ctx.getModuleInfo(m) as ModuleInfo | null;
    if (!cache.has(id)) cache.set(id, sharedChunkOf(id, lookup, shapes, loadsZod(lookup, zodMemo)));
    return cache.get(id) === name ? name : null;
  };
  return {
    groups: [
      { name: "index", tags: ["$initial"], priority: 5 },
      // One group per file and in this order, so that a module's dependencies pulled into a group
      // (includeDependenciesRecursively) never drag the landing page's modules out of "portada".
      { name: only("portada"), priority: 4 },
      { name: only("publico"), priority: 3 },
      { name: only("esquemas"), priority: 2 },
      { name: only("inicio"), priority: 1 },
      { name: only("panel"), priority: 0 },
    ],
  };
}
