import { type ReactNode, useId } from "react";
import { FormModalActions } from "./form-modal-actions";
import { Modal, type ModalSize } from "./modal";

type Props = {
  title: string;
  description?: string;
  size?: ModalSize;
  busy: boolean;
  /** The submit button's words, and while saving (e.g. "Revocar", "Revocando..."). */
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  close: () => void;
  children: ReactNode;
};

/**
 * A form in a modal: the fields, then Cancelar and the submit button in the footer. The browser's own
 * validation is off (noValidate): the server's Spanish messages go by each field. Closes on Escape,
 * the overlay or Cancelar, and gives focus back to the opener (Modal).
 */
export function FormModal({ title, description, size, busy, submitLabel, busyLabel, onSubmit, close, children }: Props) {
  const formId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title={title}
      description={description}
      size={size}
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={close}>
          {busy ? busyLabel : submitLabel}
        </FormModalActions>
      }
    >
      <form
        id={formId}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
