// Declarations of scripts/start.mjs, which is plain JavaScript because it runs before anything is built.
/** What `npm start` runs: dist/server/main.mjs. */
export const serverEntry: string;
/** dist/client is missing or older than web/, common/, vite.config.ts or the lock file. */
export function clientIsStale(): boolean;
/** dist/server is missing or one of the sources its build.json names is newer than the build. */
export function serverIsStale(): boolean;
