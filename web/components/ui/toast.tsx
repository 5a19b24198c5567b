import { Toast } from "radix-ui";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useSyncExternalStore } from "react";

export type ToastKind = "success" | "error" | "warning" | "info";
type ToastItem = { id: number; kind: ToastKind; title: string; description?: string };

const toastDurationMs = 5000;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function push(kind: ToastKind, title: string, description?: string): void {
  emit([...items, { id: nextId++, kind, title, description }]);
}

/** Shows a message for 5 s; every toast can also be closed at once. */
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
            onOpenChange={(open) => {
              if (!open) emit(items.filter((other) => other.id !== item.id));
            }}
          >
            <Icon className="toast-icon" aria-hidden="true" />
            <div className="toast-text">
              <Toast.Title className="toast-title">
                <span className="visually-hidden">{kindLabels[item.kind]}: </span>
                {item.title}
              </Toast.Title>
              {item.description ? <Toast.Description className="toast-description">{item.description}</Toast.Description> : null}
            </div>
            <Toast.Close className="icon-button" aria-label="Cerrar notificación">
              <X aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="toast-viewport" />
    </Toast.Provider>
  );
}
