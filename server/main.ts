import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigError, loadConfig } from "./config.js";
import { pidFileName } from "./ops/backup.js";
import { scheduleDailyBackups } from "./ops/backup-schedule.js";
import { openPlatform } from "./platform.js";

// Whatever Tribu writes (database, uploads, secrets, backups, logs of SQLite) is for its own account only.
process.umask(0o077);

async function main(): Promise<void> {
  const config = loadConfig();
  const demo = config.demoMode ? await import("./ops/demo-school.js") : undefined;
  const { app, db } = await openPlatform(config, { demoCredentials: demo?.demoCredentials });
  if (demo) await demo.seedDemoSchool(db, config.dataDir);
  // Tells `npm run restore` that this data folder is in use.
  const pidFile = join(config.dataDir, pidFileName);
  writeFileSync(pidFile, `${process.pid}\n`, { mode: 0o600 });
  const stopBackups = scheduleDailyBackups(config, db, { info: (m) => app.log.warn(m), error: (m) => app.log.error(m) });
  app.addHook("onClose", async () => {
    stopBackups();
    try {
      if (readFileSync(pidFile, "utf8").trim() === String(process.pid)) rmSync(pidFile, { force: true });
    } catch {
      // Already gone.
    }
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === "0.0.0.0" ? "localhost" : config.host;
  console.log(`Tribu está lista en http://${shownHost}:${config.port}${config.demoMode ? " (modo demostración)" : ""}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error("No se pudo iniciar Tribu:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
