import { useRef, useState } from "react";
import { Pager, pageCount } from "../../components/ui/pager";
import { SectionPage } from "../../components/ui/section-page";
import { NotificationList } from "./notification-list";
import { NotificationPreferences } from "./notification-preferences";
import { useNotifications } from "./use-notifications";
import { notPlacedMessage } from "../../../common/users/placement";
import "./notifications.css";

const pageSize = 20;

/** /dashboard/notificaciones: every item, newest first, "Marcar todo como leído", and how to receive them. */
export function NotificationsScreen() {
  const [page, setPage] = useState(1);
  const n = useNotifications({ page, pageSize, withPreferences: true });
  const countLine = useRef<HTMLParagraphElement>(null);
  return (
    <SectionPage title="Notificaciones" intro="Lo nuevo para ti en Tribu. Abre una para ir a su pantalla; queda marcada como leída.">
      <div className="card notifications-card">
        <div className="notifications-head">
          <p ref={countLine} tabIndex={-1} className="notifications-count" aria-live="polite">
            {n.unread === 0 ? "No tienes notificaciones sin leer." : n.unread === 1 ? "Tienes 1 notificación sin leer." : `Tienes ${n.unread} notificaciones sin leer.`}
          </p>
          {n.unread > 0 ? (
            <button type="button" className="btn btn-secondary" onClick={n.markAllRead} disabled={n.markingAll}>
              Marcar todo como leído
            </button>
          ) : null}
        </div>
        {n.list.isError ? (
          <p className="alert alert-error" role="alert">No se pudieron cargar las notificaciones. Inténtalo de nuevo en un momento.</p>
        ) : n.items.length === 0 ? (
          <p className="empty-state">{n.list.isPending ? "Cargando…" : n.list.data?.awaitingPlacement ? notPlacedMessage : "Aún no tienes notificaciones. Aquí verás notas, comunicados, ausencias y más."}</p>
        ) : (
          <NotificationList items={n.items} onOpen={n.open} idPrefix="page" />
        )}
        <Pager label="Páginas de notificaciones" page={page} pages={pageCount(n.total, pageSize)} onPageChange={setPage} focusTarget={countLine} />
      </div>
      {n.preferences.data ? <NotificationPreferences preferences={n.preferences.data} onSave={n.savePreferences} saving={n.saving} errors={n.errors} /> : null}
    </SectionPage>
  );
}
