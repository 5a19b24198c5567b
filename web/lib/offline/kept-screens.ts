/**
 * What a signed-in child last read (her home, Mi día, today's tasks, the modules she opened), kept
 * on the device so the same screens open without internet (issue 39). Only a student's answers
 * are kept, and only successful ones, for a day; signing out deletes them (web/features/layout/use-logout.ts).
 * The service worker keeps none of this: it holds only the app's own files (scripts/pwa.ts).
 */
import { dehydrate, type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import { deviceDb, screenStore } from "./device-db";

type Kept = { savedAt: number; state: DehydratedState };
export const keptForMs = 24 * 60 * 60 * 1000;
const saveAfterMs = 1_000;

const keyOf = (userId: number) => `user:${userId}`;

/** Puts back what the child read last time (if less than a day old), before the first screen asks. */
export async function restoreKeptScreens(queryClient: QueryClient, userId: number, now = Date.now()): Promise<void> {
  const db = await deviceDb();
  const kept = (await db.get(screenStore, keyOf(userId))) as Kept | undefined;
  if (!kept) return;
  if (now - kept.savedAt > keptForMs) {
    await db.delete(screenStore, keyOf(userId));
    return;
  }
  hydrate(queryClient, kept.state);
  // Kept answers are old: each screen asks again as soon as it can, whatever their save time says.
  await queryClient.invalidateQueries({ refetchType: "none" });
}

/** Keeps the child's answers as they change (at most once a second); returns the function that stops. */
export function keepScreens(queryClient: QueryClient, userId: number): () => void {
  let timer: number | undefined;
  const save = async () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" });
    const db = await deviceDb();
    await db.put(screenStore, { savedAt: Date.now(), state } satisfies Kept, keyOf(userId));
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    timer ??= window.setTimeout(() => void save(), saveAfterMs);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

export async function forgetKeptScreens(userId: number): Promise<void> {
  const db = await deviceDb();
  await db.delete(screenStore, keyOf(userId));
}
