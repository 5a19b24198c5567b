/**
 * The installable app (issue 39): the web app manifest and the service worker, built by
 * vite-plugin-pwa with Workbox (a well-kept library: precaching with revisions, navigation
 * fallback and cache clean-up are Workbox's, not ours).
 *
 * The service worker keeps only the app itself (HTML, JavaScript, CSS, fonts, icons): never an
 * /api or /trpc answer, so a session's token or a child's work never sits in Cache Storage. What a
 * signed-in person reads offline is kept by the page, under that person (web/lib/offline/).
 */
import type { VitePWAOptions } from "vite-plugin-pwa";

/** Light and dark, as web/styles.css's --bg tokens; the manifest takes the light one. */
export const themeColors = { light: "#f8f6f0", dark: "#13171c" } as const;

export const webManifest = {
  name: "Tribu: plataforma escolar",
  short_name: "Tribu",
  description: "Módulos, trabajos, asistencia y familias de la escuela, también sin internet.",
  lang: "es-CO",
  dir: "ltr",
  // /abrir sends a class device to its class's cards (/entrar) and everyone else to /dashboard.
  start_url: "/abrir",
  scope: "/",
  id: "/",
  display: "standalone",
  orientation: "any",
  background_color: themeColors.light,
  theme_color: "#2f6f5e",
  categories: ["education"],
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
} satisfies VitePWAOptions["manifest"];

/** Files the service worker keeps from the first visit; the password meter's dictionaries (1 MB) load only where a password is chosen. */
export const precachedFiles = ["**/*.{js,css,html,svg,png,woff2}"];
export const notPrecached = ["**/password-strength-*.js", "**/*.br", "**/*.gz", ".vite/**"];
/** Paths the server answers itself: a navigation there (a PDF opened in a tab) must reach it. */
export const serverPaths = [/^\/api\//, /^\/trpc\//];

export const pwaOptions: Partial<VitePWAOptions> = {
  // The page decides when a new version takes over (web/lib/offline/app-updates.ts): never in the middle of a hand-in.
  registerType: "prompt",
  injectRegister: false,
  manifest: webManifest,
  includeAssets: ["favicon.svg", "theme.js", "icons/apple-touch-icon-180.png"],
  workbox: {
    globPatterns: precachedFiles,
    globIgnores: notPrecached,
    // The client's own index.html (the SPA): a deep link opened offline still draws its screen.
    navigateFallback: "/index.html",
    navigateFallbackDenylist: serverPaths,
    cleanupOutdatedCaches: true,
    // The first visit's page is served by the worker as soon as it is installed, without a reload: a
    // child whose Wi-Fi drops on her first day still has her hand-in dialog. A later version still
    // waits for "Actualizar" (no skipWaiting).
    clientsClaim: true,
    // The entry chunk is about 460 KB before compression.
    maximumFileSizeToCacheInBytes: 1_500_000,
    runtimeCaching: [],
  },
};
