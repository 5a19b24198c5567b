/** `npm run seed`: loads the demo school into the database of DATA_DIR (or DATABASE_URL); it does nothing twice. */
import { ConfigError, loadConfig } from "../server/config.js";
import { createDb, dbTargetFor } from "../server/db/connection.js";
import { migrateToLatest } from "../server/db/migrator.js";
import { demoPassword, seedDemoSchool } from "../server/ops/demo-school.js";

try {
  const config = loadConfig();
  const db = createDb(dbTargetFor(config));
  try {
    await migrateToLatest(db);
    await seedDemoSchool(db, config.dataDir);
    console.log(`Escuela de demostración cargada (contraseña de las cuentas: ${demoPassword}).`);
  } finally {
    await db.destroy();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `No se pudo cargar la demostración: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
