/**
 * This browser's IndexedDB for the app without internet (issue 39): "hand-ins" kept until they are
 * sent (hand-in-queue.ts) and "screens", what a signed-in child last read (kept-screens.ts). Both
 * are keyed by the person, so a shared tablet never shows one child's work to another.
 */
import { type IDBPDatabase, openDB } from "idb";

export const handInStore = "hand-ins";
export const screenStore = "screens";
let opened: Promise<IDBPDatabase> | undefined;

export function deviceDb(): Promise<IDBPDatabase> {
  opened ??= openDB("tribu-offline", 1, {
    upgrade(db) {
      const handIns = db.createObjectStore(handInStore, { keyPath: "key" });
      handIns.createIndex("userId", "userId");
      db.createObjectStore(screenStore);
    },
  });
  return opened;
}
