/** Starts a throw-away platform for the browser tests: its own data folder, built client, port. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eAdmin } from "./fixtures.js";

const [port = "3110", mode = "with-admin", fakePort] = process.argv.slice(2);
process.env.PORT = port;
process.env.HOST = "127.0.0.1";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), `tribu-e2e-${mode}-`));
process.env.LOG_LEVEL = "warn";
// The journeys play a whole school from one address (127.0.0.1): the per-address limits of a
// real installation would refuse them. The API security suites test those limits.
process.env.RATE_LIMIT_PER_MINUTE = "0";
process.env.REGISTRATIONS_PER_HOUR = "10000";
// The demo school (issue 22), seeded by the server at start as `npm run demo` does.
if (mode === "demo") process.env.DEMO_MODE = "1";
if (mode === "with-admin" || mode === "whatsapp-cloud") {
  process.env.ADMIN_EMAIL = e2eAdmin.email;
  process.env.ADMIN_PASSWORD = e2eAdmin.password;
}
// WhatsApp through the Cloud API against the local fake Graph API (tests/e2e/whatsapp-cloud.spec.ts
// starts this mode itself): the fake's statuses reach this server's webhook, signed.
if (mode === "whatsapp-cloud") {
  const { startFakeGraphServer } = await import("../fakes/whatsapp-graph-server.js");
  const { e2eWhatsApp } = await import("./whatsapp-fixtures.js");
  const fake = await startFakeGraphServer({ port: Number(fakePort), autoDeliverMs: 300, templates: e2eWhatsApp.approved, webhook: { target: `http://127.0.0.1:${port}/api/whatsapp/webhook`, appSecret: e2eWhatsApp.appSecret } });
  Object.assign(process.env, e2eWhatsApp.env(fake.url));
}
await import("../../server/main.js");
