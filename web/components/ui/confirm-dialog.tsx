import { Modal } from "./modal";

/**
 * A yes/no question in a modal; the confirm button says what will happen. It opens on its heading
 * (the Modal's rule for a dialog without fields), never on the confirm button: an Enter pressed by
 * habit right after opening must not delete anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancelar",
  tone = "danger",
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** "primary" for a question that destroys nothing (a child leaving). */
  tone?: "danger" | "primary";
  busy?: boolean;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </button>
          <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={busy}>
            {busy ? "Eliminando..." : confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
