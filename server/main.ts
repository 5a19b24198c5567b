import { ConfigError, loadConfig } from "./config.js";
import { openPlatform } from "./platform.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const demo = config.demoMode ? await import("../scripts/demo-school.js") : undefined;
  const { app, db } = await openPlatform(config, { demoCredentials: demo?.demoCredentials });
  if (demo) await demo.seedDemoSchool(db, config.dataDir);
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
