/** Developer aid: `tsx tests/e2e/shot.ts <url> <out.png> [width] [email password]` screenshots a page. */
import { chromium } from "@playwright/test";

const [url = "http://127.0.0.1:3001/", out = "/tmp/shot.png", width = "1280", email, password] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
if (email && password) {
  const origin = new URL(url).origin;
  await page.goto(`${origin}/login`);
  await page.getByLabel("Correo Electrónico").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Iniciar Sesión" }).click();
  await page.waitForURL(/dashboard/);
}
await page.goto(url);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
