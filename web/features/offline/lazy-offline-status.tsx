import { lazy, Suspense } from "react";

// Loaded after the signed-in page, not with it (the home's budget, scripts/check-bundle-budget.ts).
const Status = lazy(() => import("./offline-status").then((module) => ({ default: module.OfflineStatus })));

/** The connection line, the hand-ins kept on the device and a new version (issue 39), at the top of the page's content. */
export function OfflineStatusSlot() {
  return (
    <Suspense fallback={null}>
      <Status />
    </Suspense>
  );
}
