/** `npm run migrate`: brings the database of DATA_DIR (or DATABASE_URL) to the latest schema; `npm start` does it too. */
import { ConfigError, loadConfig } from "../server/config.js";
import { createDb, dbTargetFor } from "../server/db/connection.js";
import { migrateToLatest } from "../server/db/migrator.js";

try {
  const config = loadConfig();
  const db = createDb(dbTargetFor(config));
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Migraciones aplicadas: ${applied.join(", ")}` : "La base de datos ya está al día.");
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `No se pudo migrar: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
