import { ConfirmDialog } from "../../components/ui/confirm-dialog";

/** "¿Olvidar esta clase?": loaded only when an adult asks, so the class's cards page stays light. */
export default function ForgetClassDialog({ onCancel, onForget }: { onCancel: () => void; onForget: () => void }) {
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="¿Olvidar esta clase en este dispositivo?"
      message="Cuando un niño o una niña salga, este dispositivo mostrará la página de inicio de Tribu en lugar de estas tarjetas. Puedes volver a recordarla aquí."
      tone="primary"
      confirmLabel="Olvidar esta clase"
      onConfirm={onForget}
    />
  );
}
