/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the service worker that keeps the app for use without internet (scripts/pwa.ts), and
 * tells the page when a new version is waiting; it takes over only when the page says so
 * (web/features/offline/app-update.tsx), never by itself in the middle of a hand-in.
 */
import { registerSW } from "virtual:pwa-register";

let waiting: ((reload?: boolean) => Promise<void>) | null = null;
let newVersion = false;
const listeners = new Set<() => void>();

export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      newVersion = true;
      for (const listener of listeners) listener();
    },
    onRegisterError() {
      // Blocked (a browser's setting, a test): the app works online as before.
    },
  });
  waiting = update;
}

export function newVersionWaiting(): boolean {
  return newVersion;
}

export function onNewVersion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The new version takes over and the page reloads on it. */
export function reloadOnNewVersion(): void {
  void waiting?.(true);
}
