/**
 * `npm run seed:large -- --scale 100 [--data <dir>]`: the demo school inside a school `scale` times
 * its size (3,000 children with their families and 150 staff at ×100, ten school years of history),
 * in DATA_DIR (or --data) on SQLite, or in DATABASE_URL's PostgreSQL. Prints the rows per table and the time.
 */
import { resolve } from "node:path";
import { generateLargeSchool } from "../server/ops/large-school/generate.js";

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

try {
  const scale = Number(argValue("--scale") ?? 100);
  const dataDir = resolve(argValue("--data") ?? process.env.DATA_DIR ?? "./data");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const result = await generateLargeSchool({ dataDir, scale, databaseUrl });
  if (result.alreadyThere) console.log("La escuela grande ya estaba cargada; no se cambió nada.");
  console.log(`Escuela ×${scale} en ${databaseUrl ? "PostgreSQL" : dataDir} (contraseña de las cuentas: demo1234):`);
  for (const [table, rows] of Object.entries(result.counts)) console.log(`  ${table.padEnd(24)} ${rows.toLocaleString("es-CO").padStart(12)}`);
  console.log(`Tiempo: ${result.seconds.toFixed(1)} s`);
} catch (error) {
  console.error(`No se pudo generar la escuela grande: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
