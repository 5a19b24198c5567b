/**
 * `npm run copy-database -- postgres://usuario@servidor/base`: moves the school from SQLite (DATA_DIR) to an
 * empty PostgreSQL database. Afterwards start Tribu with DATABASE_URL set to that address.
 */
import { ConfigError, loadConfig } from "../server/config.js";
import { copySqliteSchool } from "../server/ops/copy-database.js";

const url = process.argv[2];
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error("Uso: npm run copy-database -- postgres://usuario@servidor/base   (con Tribu detenido)");
  process.exit(2);
}
try {
  const config = loadConfig({ ...process.env, DATABASE_URL: "" });
  const result = await copySqliteSchool(config.dataDir, { kind: "postgres", url });
  console.log(`Copiadas ${result.rows} filas de ${result.tables} tablas a PostgreSQL.`);
  console.log("Inicia Tribu con DATABASE_URL con esa dirección; los archivos subidos siguen en DATA_DIR.");
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `No se pudo copiar: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
