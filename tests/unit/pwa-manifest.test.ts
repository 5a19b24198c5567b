import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { notPrecached, pwaOptions, serverPaths, themeColors, webManifest } from "../../scripts/pwa";

const publicDir = new URL("../../web/public/", import.meta.url);

/** Issue 39: Tribu installs on a tablet's home screen (Chromium's installability criteria) and keeps only the app itself. */
describe("the installable app", () => {
  it("has what a browser asks to install it: names, a start inside its scope, standalone display, 192 and 512 px icons, a maskable one", async () => {
    expect(webManifest.name).toMatch(/Tribu/);
    expect(webManifest.short_name.length).toBeLessThanOrEqual(12);
    expect(webManifest.lang).toBe("es-CO");
    expect(webManifest.start_url.startsWith(webManifest.scope)).toBe(true);
    expect(["standalone", "fullscreen"]).toContain(webManifest.display);
    for (const color of [webManifest.theme_color, webManifest.background_color]) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    for (const icon of webManifest.icons) {
      const image = await sharp(readFileSync(new URL(`.${icon.src}`, publicDir))).metadata();
      expect(`${image.width}x${image.height}`, icon.src).toBe(icon.sizes);
      expect(image.format).toBe("png");
    }
    const sizes = webManifest.icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(webManifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });

  it("starts at /abrir, a route of the client that sends a class device to /entrar and others to /dashboard", () => {
    expect(webManifest.start_url).toBe("/abrir");
    const route = readFileSync(new URL("../../web/routes/abrir.tsx", import.meta.url), "utf8");
    expect(route).toContain('createFileRoute("/abrir")');
    expect(route).toContain('to: "/entrar"');
    expect(route).toContain('to: "/dashboard"');
  });

  it("keeps no answer of the server in the service worker: no runtime caching, /api and /trpc never answered with the app's page", () => {
    expect(pwaOptions.workbox?.runtimeCaching).toEqual([]);
    for (const path of ["/api/student-work-submissions/3/files/9", "/trpc/auth.me"]) expect(serverPaths.some((pattern) => pattern.test(path)), path).toBe(true);
    expect(serverPaths.some((pattern) => pattern.test("/dashboard/mis-modulos"))).toBe(false);
    expect(notPrecached).toContain("**/password-strength-*.js");
    // A new version waits for the page's "Actualizar": never a reload in the middle of a hand-in.
    expect(pwaOptions.registerType).toBe("prompt");
    expect(pwaOptions.workbox?.skipWaiting).toBeUndefined();
  });

  it("colours the browser's bar for light and dark, as the page's own tokens", () => {
    const html = readFileSync(new URL("../../web/index.html", import.meta.url), "utf8");
    const styles = readFileSync(new URL("../../web/styles.css", import.meta.url), "utf8");
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: light)" content="${themeColors.light}" />`);
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${themeColors.dark}" />`);
    expect(styles).toContain(`--bg: ${themeColors.light};`);
    expect(styles).toContain(`--bg: ${themeColors.dark};`);
  });
});
