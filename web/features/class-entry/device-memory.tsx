import { lazy, Suspense, useState } from "react";
import { forgetClass, rememberClass, rememberedClass } from "../../lib/remembered-class";

// The public cards page shares no dialog code with the signed-in home (scripts/chunk-groups.ts):
// the confirmation loads on the adult's tap.
const ForgetClassDialog = lazy(() => import("./forget-class-dialog"));

/**
 * For the adult at a shared device: whether this device goes back to this class's cards when a
 * child leaves (issue 37). A device where a child signed in by class code remembers the class;
 * forgetting asks first, since a child may tap it.
 */
export function DeviceMemory({ code }: { code: string }) {
  const [remembered, setRemembered] = useState(() => rememberedClass() === code);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => {
          if (remembered) setAsking(true);
          else {
            rememberClass(code);
            setRemembered(true);
          }
        }}
      >
        {remembered ? "Olvidar esta clase en este dispositivo (para docentes)" : "Recordar esta clase en este dispositivo (para docentes)"}
      </button>
      {asking ? (
        <Suspense fallback={null}>
          <ForgetClassDialog
            onCancel={() => setAsking(false)}
            onForget={() => {
              forgetClass(code);
              setRemembered(false);
              setAsking(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
