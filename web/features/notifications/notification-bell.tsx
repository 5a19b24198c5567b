import { Link } from "@tanstack/react-router";
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useState } from "react";
import { NotificationList } from "./notification-list";
import { useNotifications } from "./use-notifications";
import "./notifications.css";

/** "3 sin leer", "1 sin leer", "" (none). */
export const unreadLabel = (count: number) => (count === 0 ? "" : `${count > 99 ? "99+" : count} sin leer`);

/**
 * The bell in the top bar, for every role (issue 25): the unread count beside it (a calm, neutral
 * count for children: no red, no sound, no motion) and, on opening, the newest items, "Marcar todo
 * como leído" and the way to the whole page. Radix returns focus to the bell when it closes.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const n = useNotifications({ pageSize: 6 });
  const label = n.unread > 0 ? `Notificaciones: ${unreadLabel(n.unread)}` : "Notificaciones: nada nuevo";
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger className="icon-button bell-button" aria-label={label} data-testid="notification-bell">
        <Bell aria-hidden="true" />
        {n.unread > 0 ? (
          <span className={n.calm ? "bell-count is-calm" : "bell-count"} aria-hidden="true" data-testid="bell-count">
            {n.unread > 99 ? "99+" : n.unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="bell-panel" align="end" sideOffset={8} collisionPadding={8} aria-labelledby="bell-panel-title">
          <div className="bell-panel-head">
            <h2 id="bell-panel-title" className="bell-panel-title">
              Notificaciones
            </h2>
            {n.unread > 0 ? (
              <button type="button" className="btn btn-secondary" onClick={n.markAllRead} disabled={n.markingAll}>
                Marcar todo como leído
              </button>
            ) : null}
          </div>
          {n.list.isError ? (
            <p className="bell-empty">No se pudieron cargar las notificaciones. Inténtalo de nuevo en un momento.</p>
          ) : n.items.length === 0 ? (
            <p className="bell-empty">{n.list.isPending ? "Cargando…" : "No tienes notificaciones por ahora."}</p>
          ) : (
            <div className="bell-scroll">
              <NotificationList items={n.items} onOpen={n.open} onNavigate={() => setOpen(false)} idPrefix="bell" />
            </div>
          )}
          <Link to="/dashboard/notificaciones" className="btn btn-ghost bell-all" onClick={() => setOpen(false)}>
            Ver todas y elegir cómo recibirlas
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
