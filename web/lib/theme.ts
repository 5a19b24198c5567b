import { useSyncExternalStore } from "react";

export type Theme = "dark" | "light";
const key = "theme";
const darkQuery = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

/** The choice made with the toggle on this browser, if any. */
function storedTheme(): Theme | null {
  const stored = localStorage.getItem(key);
  return stored === "dark" || stored === "light" ? stored : null;
}

/** The device's preference; light when the browser does not say. */
function deviceTheme(): Theme {
  return typeof matchMedia === "function" && matchMedia(darkQuery).matches ? "dark" : "light";
}

export function readTheme(): Theme {
  return storedTheme() ?? deviceTheme();
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  // Native controls (scrollbars, date pickers, checkboxes) follow the page's theme.
  document.documentElement.style.colorScheme = theme;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(key, theme);
  applyTheme(theme);
  notify();
}

/** Until someone picks a theme with the toggle, the page changes with the device (e.g. at night). */
export function followDeviceTheme(): void {
  if (typeof matchMedia !== "function") return;
  matchMedia(darkQuery).addEventListener("change", () => {
    if (storedTheme()) return;
    applyTheme(deviceTheme());
    notify();
  });
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readTheme,
    () => "light" as Theme,
  );
  return [theme, () => setTheme(theme === "dark" ? "light" : "dark")];
}
