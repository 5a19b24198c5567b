/**
 * Issue 20's measure: runtime imports into server/ from web/ (the client may import only types)
 * and from integrations/ (vendor adapters import nothing from the server). `import type` and
 * `import { type X }`-only lines do not count. Prints both counts and the files; `--check` fails
 * when either is above 0. Both are 0, and `npm run lint` runs the check, so a new one fails the build
 * (Biome's noRestrictedImports refuses them too: integrations/ imports nothing from server/, web/ only
 * the AppRouter type).
 *
 *   npx tsx scripts/count-server-imports.ts [--check]
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const serverDir = join(root, "server");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".gen.ts") ? [path] : [];
  });
}

/** Runtime imports of one file that land in server/: `import type` and all-`type` lists are skipped. */
function runtimeServerImports(file: string, text: string): string[] {
  const found: string[] = [];
  const statements = text.matchAll(/^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+["']([^"']+)["']/gm);
  for (const [, , typeOnly, clause = "", specifier = ""] of statements) {
    if (typeOnly || !specifier.startsWith(".")) continue;
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (named?.[1]?.split(",").every((part) => part.trim() === "" || part.trim().startsWith("type "))) continue;
    const target = resolve(dirname(file), specifier);
    if (target === serverDir || target.startsWith(`${serverDir}/`)) found.push(specifier);
  }
  return found;
}

function count(dir: string) {
  const files = sourceFiles(join(root, dir))
    .map((file) => ({ file: relative(root, file), imports: runtimeServerImports(file, readFileSync(file, "utf8")) }))
    .filter((entry) => entry.imports.length > 0);
  return { files, imports: files.reduce((sum, entry) => sum + entry.imports.length, 0) };
}

const results = { web: count("web"), integrations: count("integrations") };
for (const [name, result] of Object.entries(results)) {
  console.log(`${name}/ -> server/: ${result.imports} runtime imports in ${result.files.length} files`);
  for (const entry of result.files) console.log(`  ${entry.file}: ${entry.imports.join(", ")}`);
}
if (process.argv.includes("--check") && (results.web.imports > 0 || results.integrations.imports > 0)) process.exit(1);
