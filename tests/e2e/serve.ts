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
// "¿Cómo llegas hoy?" (issue 37) would come before every child's home after signing in: the school of
// the other journeys has it off; tests/e2e/mood-check-in.spec.ts runs on the demo school, where it is on.
if (mode === "with-admin") {
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; !(await fetch(`${base}/api/health`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 600) throw new Error("e2e: the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const login = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(e2eAdmin) });
  const { token } = (await login.json()) as { token: string };
  const saved = await fetch(`${base}/api/settings`, { method: "PUT", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ moodCheckIn: false }) });
  if (!saved.ok) throw new Error(`e2e: could not switch the mood check-in off (${saved.status})`);
}
