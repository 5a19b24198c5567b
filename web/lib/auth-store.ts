import { useSyncExternalStore } from "react";
import type { PublicUser } from "../../common/users/users.schema";
import { forgetDrafts } from "./draft-keys";

/** Auth state kept as the spec says: 'auth-storage' (user, token, isAuthenticated) and 'token'. */
export type AuthState = { user: PublicUser | null; token: string | null; isAuthenticated: boolean };

const storageKey = "auth-storage";
const signedOut: AuthState = { user: null, token: null, isAuthenticated: false };
const listeners = new Set<() => void>();

/** False when the token is missing, malformed or its exp (seconds) has passed. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return false;
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof claims.exp === "number" && claims.exp * 1000 > now;
  } catch {
    return false;
  }
}

function read(): AuthState {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? "null") as Partial<AuthState> | null;
    if (stored?.user && stored.token && isTokenValid(stored.token)) {
      return { user: stored.user, token: stored.token, isAuthenticated: true };
    }
  } catch {
    // A damaged entry counts as signed out.
  }
  return signedOut;
}

let state: AuthState = typeof localStorage === "undefined" ? signedOut : read();

function write(next: AuthState): void {
  state = next;
  if (next.isAuthenticated && next.token) {
    localStorage.setItem(storageKey, JSON.stringify(next));
    localStorage.setItem("token", next.token);
  } else {
    localStorage.removeItem(storageKey);
    localStorage.removeItem("token");
    forgetDrafts();
  }
  for (const listener of listeners) listener();
}

export const authStore = {
  get: (): AuthState => state,
  signIn(user: PublicUser, token: string): void {
    write({ user, token, isAuthenticated: true });
  },
  /** Only a change is written: an unchanged user would re-draw every screen that reads the session. */
  updateUser(partial: Partial<PublicUser>): void {
    const current = state.user;
    if (!current || !state.token) return;
    if (Object.entries(partial).every(([key, value]) => Object.is(current[key as keyof PublicUser], value))) return;
    write({ ...state, user: { ...current, ...partial } });
  },
  signOut(): void {
    write(signedOut);
  },
  /** Signed in only when both token and user exist and the token has not expired; else clears. */
  check(): boolean {
    const current = read();
    if (!current.isAuthenticated) {
      if (state.isAuthenticated) write(signedOut);
      return false;
    }
    return true;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The signed-in child's id, or null for an adult or nobody: only a student's screens and files are kept on the device (issue 39). */
export function signedInStudentId(): number | null {
  const user = authStore.get().user;
  return user?.role === "student" ? user.id : null;
}

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.get, authStore.get);
}
