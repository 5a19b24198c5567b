import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { type ReactNode, useLayoutEffect, useRef } from "react";

export type ModalSize = "sm" | "md" | "lg" | "xl";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: ModalSize;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * The generic modal of the spec: sizes sm to xl; closes on Escape, overlay click or the close
 * button; Radix traps focus inside and returns it to the opener.
 */
export function Modal({ open, onOpenChange, title, description, size = "md", children, footer }: ModalProps) {
  // Our dialogs open from state, not from a Dialog.Trigger, and Radix returns focus only to its
  // trigger: remember what had focus when the dialog opened and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  function returnFocus(event: Event) {
    const target = opener.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" data-testid="modal-overlay" />
        <Dialog.Content className={`modal modal-${size}`} onCloseAutoFocus={returnFocus}>
          <header className="modal-header">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Cerrar">
              <X aria-hidden="true" />
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          <div className="modal-body">{children}</div>
          {footer ? <footer className="modal-footer">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
