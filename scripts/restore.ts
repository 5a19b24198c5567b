/** `npm run restore -- ARCHIVO [--replace]`: restores a backup into a stopped instance (DATA_DIR / DATABASE_URL). */
import { ConfigError, loadConfig } from "../server/config.js";
import { restoreBackup } from "../server/ops/restore.js";

const args = process.argv.slice(2);
const archive = args.find((arg) => !arg.startsWith("--"));
if (!archive) {
  console.error("Uso: npm run restore -- ARCHIVO.tar.gz [--replace]");
  process.exit(2);
}
try {
  const config = loadConfig();
  const result = await restoreBackup(config, archive, { replace: args.includes("--replace") });
  console.log(`Copia del ${result.manifest.createdAt} restaurada en ${config.databaseUrl ? "PostgreSQL" : config.dataDir}.`);
  console.log(`  archivos restaurados: ${result.restoredFiles}`);
  if (result.previousDataMovedTo) console.log(`  los datos anteriores quedaron en ${result.previousDataMovedTo}`);
  console.log("Ya puedes iniciar Tribu con npm start.");
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `No se pudo restaurar: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
