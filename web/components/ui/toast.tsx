import { Toast } from "radix-ui";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { ListenButton } from "./listen-button";

export type ToastKind = "success" | "error" | "warning" | "info";
type ToastItem = { id: number; kind: ToastKind; title: string; description?: string; lasting: boolean };

const toastDurationMs = 5000;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

/** The profile's "sin temporizadores" (data-hide-timers on <html>): messages stay until closed. */
function timersHidden(): boolean {
  return document.documentElement.dataset.hideTimers === "true";
}

function push(kind: ToastKind, title: string, description?: string): void {
  emit([...items, { id: nextId++, kind, title, description, lasting: timersHidden() }]);
}

/** Shows a message for 5 s (until closed when the profile hides timers); every toast can be closed at once and listened to. */
export const toast = {
  success: (title: string, description?: string) => push("success", title, description),
  error: (title: string, description?: string) => push("error", title, description),
  warning: (title: string, description?: string) => push("warning", title, description),
  info: (title: string, description?: string) => push("info", title, description),
};

const icons = { success: CircleCheck, error: CircleAlert, warning: TriangleAlert, info: Info };
const kindLabels = { success: "Éxito", error: "Error", warning: "Aviso", info: "Información" };

export function Toaster() {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" label="Notificaciones">
      {current.map((item) => {
        const Icon = icons[item.kind];
        return (
          <Toast.Root
            key={item.id}
            className={`toast toast-${item.kind}`}
            type={item.kind === "error" ? "foreground" : "background"}
            duration={item.lasting ? Number.POSITIVE_INFINITY : undefined}
            onOpenChange={(open) => {
              if (!open) emit(items.filter((other) => other.id !== item.id));
            }}
          >
            <Icon className="toast-icon" aria-hidden="true" />
            <div className="toast-text">
              <Toast.Title className="toast-title" id={`toast-${item.id}-title`}>
                <span className="visually-hidden">{kindLabels[item.kind]}: </span>
                {item.title}
              </Toast.Title>
              {item.description ? (
                <Toast.Description className="toast-description" id={`toast-${item.id}-description`}>
                  {item.description}
                </Toast.Description>
              ) : null}
            </div>
            <ListenButton
              parts={[
                { text: item.title, highlightIn: `toast-${item.id}-title` },
                { text: item.description ?? "", highlightIn: `toast-${item.id}-description` },
              ]}
              label="notificación"
              compact
            />
            <Toast.Close className="icon-button" aria-label="Cerrar notificación">
              <X aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="toast-viewport" label="Notificaciones ({hotkey})" />
    </Toast.Provider>
  );
}
