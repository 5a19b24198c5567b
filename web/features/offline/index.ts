/** The app without internet (issue 39): the slot the signed-in layout puts above each page. */
export { OfflineStatusSlot } from "./lazy-offline-status";
