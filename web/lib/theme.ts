import { useSyncExternalStore } from "react";

export type Theme = "dark" | "light";
const key = "theme";
const listeners = new Set<() => void>();

export function readTheme(): Theme {
  return localStorage.getItem(key) === "light" ? "light" : "dark";
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(key, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readTheme,
    () => "dark" as Theme,
  );
  return [theme, () => setTheme(theme === "dark" ? "light" : "dark")];
}
