import type { QueryClient } from "@tanstack/react-query";
import { authStore, signedInStudentId } from "../auth-store";
import { forgetKeptFiles } from "./kept-files";
import { forgetKeptScreens, keepScreens, restoreKeptScreens } from "./kept-screens";

let keptUser: number | null = null;
let stop: (() => void) | null = null;

/**
 * Before the first screen, when the app opens without internet: the signed-in child's kept screens.
 * With internet each screen asks the server as it always did, so a kept answer never stands in for
 * a fresh one.
 */
export async function restoreForSession(queryClient: QueryClient): Promise<void> {
  const id = signedInStudentId();
  if (id !== null && navigator.onLine === false) await restoreKeptScreens(queryClient, id).catch(() => {});
}

/**
 * Keeps the signed-in child's screens while she is signed in; when she signs out (or her session
 * ends), what was kept of her (screens and files, kept-files.ts) is deleted from the device, so the
 * next child on a shared tablet finds none of it.
 */
export function followSession(queryClient: QueryClient): void {
  const sync = () => {
    const id = signedInStudentId();
    if (id === keptUser) return;
    stop?.();
    stop = null;
    if (keptUser !== null) {
      void forgetKeptScreens(keptUser).catch(() => {});
      void forgetKeptFiles(keptUser).catch(() => {});
    }
    keptUser = id;
    if (id !== null) stop = keepScreens(queryClient, id);
  };
  sync();
  authStore.subscribe(sync);
}
