import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { forgetClass, rememberClass, rememberedClass } from "../../lib/remembered-class";

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
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="¿Olvidar esta clase en este dispositivo?"
        message="Cuando un niño o una niña salga, este dispositivo mostrará la página de inicio de Tribu en lugar de estas tarjetas. Puedes volver a recordarla aquí."
        tone="primary"
        confirmLabel="Olvidar esta clase"
        onConfirm={() => {
          forgetClass(code);
          setRemembered(false);
          setAsking(false);
        }}
      />
    </>
  );
}
