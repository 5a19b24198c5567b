import { openAdapters } from "./adapters.js";
import { type AppOptions, buildApp } from "./app.js";
import type { AppConfig } from "./config.js";
import { createDb, type Db, dbTargetFor } from "./db/connection.js";
import { migrateToLatest } from "./db/migrator.js";
import { startAuditRetention } from "./ops/audit-retention.js";
import { scheduleHourly } from "./ops/hourly-schedule.js";
import { scheduleNotificationDigest } from "./ops/notification-digest-schedule.js";
import type { DemoCredential } from "../common/setup/setup.schema.js";
import { sweepIncoming } from "./lib/files.js";
import { tightenTree } from "./lib/private-files.js";
import { readOrCreateSecret } from "./lib/secrets.js";
import type { Throttles } from "./lib/throttles.js";
import { createTokenService } from "./lib/tokens.js";
import { createServices, type Services } from "./registry.js";
import { graphVersionWarning } from "../integrations/whatsapp/graph-versions.js";

export type Platform = { db: Db; services: Services; app: Awaited<ReturnType<typeof buildApp>> };

/** Opens the database, migrates it, wires the services and builds the app: everything but listen(). */
export async function openPlatform(
  config: AppConfig,
  options: { db?: Db; demoCredentials?: DemoCredential[]; serveClient?: boolean; throttles?: Throttles; logStream?: AppOptions["logStream"] } = {},
): Promise<Platform> {
  // Before anything is written there: the folder and all it holds are private (0700/0600).
  tightenTree(config.dataDir);
  await sweepIncoming(config.dataDir, config.http.requestTimeoutMs);
  const db = options.db ?? createDb(dbTargetFor(config));
  await migrateToLatest(db);
  const secret = config.jwtSecret ?? readOrCreateSecret(config.dataDir, "jwt-secret");
  const tokens = createTokenService(secret, config.jwtTtlSeconds);
  const adapters = await openAdapters(db, config);
  const services = createServices({ db, config, tokens, adapters, demoCredentials: options.demoCredentials, throttles: options.throttles });
  await services.setup.ensureInitialAdmin();
  await services.throttles.ready();
  const app = await buildApp({ config, db, services, serveClient: options.serveClient, logStream: options.logStream });
  // The audit log's retention: old entries go at start and once a day.
  const stopAuditRetention = await startAuditRetention(db, config.auditRetentionDays, { info: (m) => app.log.warn(m), error: (m) => app.log.error(m) });
  // The same-day absence alerts: sent after each register is saved; what failed is tried again on this timer.
  const stopAlerts = services.attendanceAlerts.start({ warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) });
  // The notification centre's daily digest: every hour on the hour, once across instances.
  const stopDigest = scheduleNotificationDigest(services.notifications, { error: (m) => app.log.error(m) });
  // The PIAR's yearly review: its teachers and the admins are reminded 30 days before, once per date.
  const stopPiarReminders = scheduleHourly({ run: () => services.piar.remindReviews(), failure: "Los recordatorios de revisión del PIAR fallaron" }, { error: (m) => app.log.error(m) });
  // Meta retires each Graph version about two years after it comes out: say so before sends stop.
  const graphWarning = config.whatsapp ? graphVersionWarning(config.whatsapp.graphVersion) : null;
  if (graphWarning) app.log.warn(graphWarning);
  app.addHook("onClose", async () => {
    await stopAuditRetention();
    await stopAlerts();
    await stopDigest();
    await stopPiarReminders();
    await services.throttles.close();
    await db.destroy();
  });
  return { db, services, app };
}
