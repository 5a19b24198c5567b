/** Starts a throw-away platform for the browser tests: its own data folder, built client, port. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { e2eAdmin } from "./fixtures.js";

const [port = "3110", mode = "with-admin"] = process.argv.slice(2);
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
if (mode === "with-admin") {
  process.env.ADMIN_EMAIL = e2eAdmin.email;
  process.env.ADMIN_PASSWORD = e2eAdmin.password;
}
await import("../../server/main.js");
