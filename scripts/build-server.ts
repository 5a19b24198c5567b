/**
 * The server, built once ahead of time as the client is: server/main.ts and our own sources
 * bundled by esbuild into ES modules under dist/server/ (npm packages stay external and load from
 * node_modules), with source maps so a stack trace names the TypeScript line. `npm run build`
 * runs this after vite; `npm start` (scripts/start.mjs) runs it when dist/server is missing or
 * older than its sources; scripts/perf/tribu-server.ts starts what it builds, so the bench and the
 * durability test measure what ships.
 *
 * Code splitting is on so that a module reached only through `await import()` (a PDF, a vendor's
 * adapter) stays in a chunk of its own, and its packages load when it is first used, not at start.
 */
import { copyFileSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Metafile, Plugin } from "esbuild";
import { migrationNames } from "../migrations/index.js";

export const root = resolve(import.meta.dirname, "..");
export const serverOutDir = join(root, "dist", "server");
/** The module `npm start` imports. */
export const serverEntry = join(serverOutDir, "main.mjs");
/** esbuild's account of the build: which chunk imports which, statically or on demand. */
export const serverMetafile = join(serverOutDir, "meta.json");
/**
 * What the build reads. build.json names them with the time the build started: scripts/start.mjs
 * builds again when one of them is newer.
 */
export const serverSources = ["server", "common", "integrations", "migrations", "package-lock.json", "scripts/build-server.ts"];

/**
 * Pure ES-module packages loaded at every start, bundled in rather than loaded from node_modules:
 * kysely alone is 262 files, zod 95, jose 46, and resolving, reading and linking each one is most of
 * what a start spends outside our own code. No package left external imports them, so there is one
 * copy of each. Every other package (native addons, CommonJS, those loaded on first use) stays external.
 */
export const bundledPackages = ["kysely", "zod", "jose", "@trpc/server"];

const packagesExternal: Plugin = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("node:") || bundledPackages.includes(packageName(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * migrations/index.ts reads its folder at run time, which a bundle cannot do: inside the bundle it
 * becomes a module that imports every migration found now, with the same two functions.
 */
const migrationsListed: Plugin = {
  name: "migrations-listed",
  setup(build) {
    build.onLoad({ filter: /[\\/]migrations[\\/]index\.ts$/ }, (args) => {
      const names = migrationNames();
      const imports = names.map((name, i) => `import * as m${i} from "./${name}.ts";`).join("\n");
      const entries = names.map((name, i) => `${JSON.stringify(name)}: m${i}`).join(", ");
      return {
        loader: "ts",
        resolveDir: dirname(args.path),
        contents: `${imports}\nexport function migrationNames() { return ${JSON.stringify(names)}; }\nexport async function loadMigrations() { return { ${entries} }; }\n`,
      };
    });
  },
};

/**
 * Builds the server into `outDir` (dist/server unless told) and returns the entry's path. The
 * files are written to a folder beside it and swapped in whole, so a server started meanwhile
 * never loads half of one build and half of another.
 */
export async function buildServer(outDir: string = serverOutDir): Promise<string> {
  const { build } = await import("esbuild");
  const startedAt = Date.now();
  const building = `${outDir}.${process.pid}.building`;
  rmSync(building, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: join(root, "server", "main.ts") },
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outdir: building,
    outExtension: { ".js": ".mjs" },
    // Every chunk beside main.mjs: a module that finds a file from import.meta.url finds the same one from any chunk.
    chunkNames: "[name]-[hash]",
    // Without comments and blanks the sources V8 keeps in memory are a third of the size, and pure
    // ASCII (one byte a character); names stay as written, and stack traces go through the source
    // map, which needs the mappings, not a second copy of every source file.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: "none",
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
    plugins: [packagesExternal, migrationsListed],
  });
  writeFileSync(join(building, "meta.json"), JSON.stringify(result.metafile));
  writeFileSync(join(building, "build.json"), `${JSON.stringify({ startedAt, sources: serverSources }, null, 2)}\n`);
  // Files the server reads beside its own module (new URL(..., import.meta.url)) go beside the bundle.
  copyFileSync(join(root, "common", "auth", "common-passwords.txt"), join(building, "common-passwords.txt"));
  const old = `${outDir}.${process.pid}.old`;
  mkdirSync(dirname(outDir), { recursive: true });
  try {
    renameSync(outDir, old);
  } catch {
    // No earlier build.
  }
  renameSync(building, outDir);
  rmSync(old, { recursive: true, force: true });
  return join(outDir, "main.mjs");
}

/**
 * The npm packages the built server loads before it answers: those imported statically by the
 * entry chunk or by a chunk it imports statically. A package reached only through a dynamic
 * import() loads when first used.
 */
export function packagesLoadedAtStart(metafile: Metafile, entry = "main.mjs"): Set<string> {
  const outputs = metafile.outputs;
  const entryKey = Object.keys(outputs).find((key) => key.endsWith(`/${entry}`) || key === entry);
  if (!entryKey) throw new Error(`No está ${entry} en la construcción`);
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of outputs[key]?.imports ?? []) {
      if (imported.kind !== "import-statement") continue;
      if (imported.external) {
        if (!imported.path.startsWith("node:")) packages.add(packageName(imported.path));
      } else {
        visit(imported.path);
      }
    }
  };
  visit(entryKey);
  return packages;
}

/** "@scope/name/sub" → "@scope/name"; "name/sub" → "name". */
export function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildServer();
}
