/** What main.tsx loads after the first bytes for the app without internet (issue 39): one file, on demand. */
export { followSession, restoreForSession } from "./screens-for-session";
export { startServiceWorker } from "./service-worker";
