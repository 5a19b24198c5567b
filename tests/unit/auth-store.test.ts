import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../common/users/users.schema";

const user: PublicUser = {
  id: 7,
  firstName: "Sofía",
  lastName: "Rojas",
  email: "estudiante@demo.tribu",
  role: "student",
  status: "active",
  tribe: "Tribu 2",
  notes: "",
  hours: 0,
  group_name: null,
  avatar: null,
  phone: null,
  createdAt: "2026-01-10T12:00:00.000Z",
  joinDate: "2026-01-10",
};
// A token whose exp is far ahead: the store only reads its payload.
const token = `x.${btoa(JSON.stringify({ exp: 4_102_444_800 }))}.y`;

let authStore: typeof import("../../web/lib/auth-store").authStore;

beforeAll(async () => {
  const kept = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => kept.set(key, value),
    removeItem: (key: string) => kept.delete(key),
  });
  ({ authStore } = await import("../../web/lib/auth-store"));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe("the session kept in the browser", () => {
  it("does not redraw the screens when the server confirms the same person (issue 24), and does when something changed", () => {
    authStore.signIn(user, token);
    const listener = vi.fn();
    const unsubscribe = authStore.subscribe(listener);
    const before = authStore.get();
    // The dashboard layout passes auth.me's answer on every load: unchanged, nothing is written.
    authStore.updateUser({ ...user });
    expect(listener).not.toHaveBeenCalled();
    expect(authStore.get()).toBe(before);
    authStore.updateUser({ ...user, tribe: "Tribu 3" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(authStore.get().user?.tribe).toBe("Tribu 3");
    expect(JSON.parse(localStorage.getItem("auth-storage") ?? "null").user.tribe).toBe("Tribu 3");
    unsubscribe();
    authStore.signOut();
  });
});
