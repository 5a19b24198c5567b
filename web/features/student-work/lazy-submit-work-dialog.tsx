import { type ComponentProps, lazy, Suspense } from "react";

// The hand-in dialog (camera, voice, the list of files) loads on the child's tap, not with the home
// (the signed-in home's budget, scripts/check-bundle-budget.ts); "Abriendo..." shows meanwhile.
const Dialog = lazy(() => import("./submit-work-dialog").then((module) => ({ default: module.SubmitWorkDialog })));

export function SubmitWorkDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={<p className="muted" role="status">Abriendo...</p>}>
      <Dialog {...props} />
    </Suspense>
  );
}
