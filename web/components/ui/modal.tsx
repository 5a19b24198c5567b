import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { type ReactNode, useCallback, useLayoutEffect, useRef } from "react";
import { describeOpener, type Opener, rememberDialogOpener, returnFocus } from "../../lib/focus-return";

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

/** What a person fills in: a field that is shown and can be used (a file input opens a chooser on Enter, so not that). */
const fieldSelector = 'input:not([type="hidden"]):not([type="file"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The fields that look usable, in order. One may still refuse focus (inside a closed <details>, whose content keeps its boxes). */
function shownFields(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(fieldSelector)).filter(
    (field) => field.tabIndex >= 0 && field.getClientRects().length > 0 && !field.closest("[hidden], [inert], [aria-hidden='true']"),
  );
}

/**
 * The generic modal of the spec: sizes sm to xl; closes on Escape, overlay click or the close
 * button; Radix traps focus inside and returns it to the opener. It opens on its first field, or on
 * its heading when it has none (issue 34): Radix's own choice, the first button, is "Cerrar", so an
 * Enter pressed right after opening closed it again. A field given autoFocus keeps it; an element
 * marked data-autofocus (the safe answer of a question) takes it first.
 */
export function Modal({ open, onOpenChange, title, description, size = "md", children, footer }: ModalProps) {
  // Our dialogs open from state, not from a Dialog.Trigger, and Radix returns focus only to its
  // trigger: remember what had focus when the dialog opened and give it back on close (or, when the
  // page redrew or removed it, to the nearest section heading: lib/focus-return.ts).
  const opener = useRef<Opener | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = describeOpener();
    if (content.current) rememberDialogOpener(content.current, opener.current);
  }, [open]);
  const contentRef = useCallback((node: HTMLDivElement | null) => {
    content.current = node;
    if (node) rememberDialogOpener(node, opener.current);
  }, []);
  function onOpenAutoFocus(event: Event) {
    const dialog = content.current;
    if (!dialog) return;
    // A question whose safe answer should take the focus marks that button data-autofocus ("Seguir editando").
    const candidates = [dialog.querySelector<HTMLElement>("[data-autofocus]"), ...shownFields(dialog), dialog.querySelector<HTMLElement>(".modal-title")];
    // The first that really takes it: the hand-in dialog's first field sits in a closed <details>, and
    // focusing it silently left the focus on the opener behind the dialog. None: Radix's own choice.
    for (const target of candidates) {
      target?.focus();
      if (target && document.activeElement === target) return event.preventDefault();
    }
  }
  function onCloseAutoFocus(event: Event) {
    event.preventDefault();
    returnFocus(opener.current);
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" data-testid="modal-overlay" />
        <Dialog.Content ref={contentRef} className={`modal modal-${size}`} onOpenAutoFocus={onOpenAutoFocus} onCloseAutoFocus={onCloseAutoFocus}>
          <header className="modal-header">
            <Dialog.Title className="modal-title" tabIndex={-1}>
              {title}
            </Dialog.Title>
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
