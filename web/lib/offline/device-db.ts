/**
 * This browser's IndexedDB for the app without internet (issue 39): "hand-ins" kept until they are
 * sent (hand-in-queue.ts), "registers", attendance saved without internet (register-queue.ts), and
 * "screens", what a signed-in child last read (kept-screens.ts), and "files", the files she last
 * opened (kept-files.ts). Each is keyed by the person, so a shared tablet never shows one child's
 * work to another.
 */
import { type IDBPDatabase, openDB } from "idb";

export const handInStore = "hand-ins";
export const screenStore = "screens";
export const registerStore = "registers";
export const fileStore = "files";
let opened: Promise<IDBPDatabase> | undefined;

export function deviceDb(): Promise<IDBPDatabase> {
  opened ??= openDB("tribu-offline", 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const handIns = db.createObjectStore(handInStore, { keyPath: "key" });
        handIns.createIndex("userId", "userId");
        db.createObjectStore(screenStore);
        const registers = db.createObjectStore(registerStore, { keyPath: "key" });
        registers.createIndex("userId", "userId");
      }
      if (oldVersion < 2) db.createObjectStore(fileStore, { keyPath: "key" }).createIndex("userId", "userId");
    },
  });
  return opened;
}
