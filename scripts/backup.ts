/** `npm run backup`: one archive with a consistent copy of the database and the data folder's files. */
import { ConfigError, loadConfig } from "../server/config.js";
import { createBackup, pruneBackups } from "../server/ops/backup.js";

process.umask(0o077); // the archive holds the database and the secrets

try {
  const config = loadConfig();
  const outDir = process.argv[2] ?? config.backup.dir;
  const { archive, manifest } = await createBackup(config, { outDir });
  const removed = process.argv[2] ? [] : await pruneBackups(outDir, config.backup.keep);
  console.log(`Copia de seguridad creada: ${archive}`);
  console.log(`  base de datos: ${manifest.database}, archivos: ${manifest.files.length}, migración: ${manifest.lastMigration ?? "(ninguna)"}`);
  if (removed.length) console.log(`  copias antiguas borradas (se guardan ${config.backup.keep}): ${removed.length}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `No se pudo crear la copia: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
