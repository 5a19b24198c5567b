import { useNavigate } from "@tanstack/react-router";
import { Plus } from "lucide-react";
import { useRef, useState } from "react";
import { canWriteAnnouncements } from "../../../common/announcements/announcements.policy";
import { notPlacedMessage } from "../../../common/users/placement";
import { ErrorNotice } from "../../components/ui/notice";
import { Pager, pageCount } from "../../components/ui/pager";
import { SectionPage } from "../../components/ui/section-page";
import { useAuth } from "../../lib/auth-store";
import { AuthorCard } from "./author-card";
import { FamilyAnnouncement } from "./family-announcement";
import { NewAnnouncementDialog } from "./new-announcement-dialog";
import { ReadersDialog } from "./readers-dialog";
import { useAnnouncements } from "./use-announcements";
import "./announcements.css";

const pageSize = 20;

/**
 * 'Comunicados' (issue 25). Staff: what they wrote (admins: all), newest first, 'Nuevo comunicado'
 * and, on each of theirs, 'Quién lo leyó'. Families: what the school sent them, each opened to read
 * or listen to, with its attachment and «Leído» where it is asked.
 */
export function AnnouncementsScreen({ openId, readersOf }: { openId?: number; readersOf?: number } = {}) {
  const { user } = useAuth();
  const writer = canWriteAnnouncements(user);
  const navigate = useNavigate();
  const a = useAnnouncements({ pageSize, writer, readersOf: writer ? (readersOf ?? null) : null });
  const [writing, setWriting] = useState(false);
  const top = useRef<HTMLParagraphElement>(null);
  const data = a.list.data;
  const shownReaders = data?.announcements.find((item) => item.id === a.readersOf);
  return (
    <SectionPage
      title="Comunicados"
      intro={
        writer
          ? "Escribe a las familias y a los estudiantes. En los que piden «Leído» ves quién ya lo confirmó y puedes recordárselo a los demás."
          : "Lo que te envía la escuela, lo más reciente primero. Ábrelo para leerlo o escucharlo."
      }
    >
      {writer ? (
        <p>
          <button type="button" className="btn btn-primary" onClick={() => setWriting(true)}>
            <Plus aria-hidden="true" /> Nuevo comunicado
          </button>
        </p>
      ) : null}
      {a.list.isPending ? <p role="status">Cargando comunicados...</p> : null}
      {a.list.isError ? <ErrorNotice>No se pudieron cargar los comunicados. Intenta de nuevo en un momento.</ErrorNotice> : null}
      {data?.awaitingPlacement ? <p className="card empty-state">{notPlacedMessage}</p> : null}
      {data && data.total === 0 && !data.awaitingPlacement ? (
        <p className="card empty-state">{writer ? "Todavía no hay comunicados. Escribe el primero con «Nuevo comunicado»." : "Todavía no hay comunicados para ti."}</p>
      ) : null}
      {data && data.total > 0 ? (
        <>
          <p ref={top} className="muted" tabIndex={-1}>
            {data.total === 1 ? "1 comunicado" : `${data.total} comunicados`}
          </p>
          <ul className="announcement-list">
            {data.announcements.map((item) => (
              <li key={item.id}>
                {writer ? (
                  <AuthorCard announcement={item} onReaders={() => a.openReaders(item.id)} />
                ) : (
                  <FamilyAnnouncement announcement={item} startOpen={item.id === openId} marking={a.markRead.isPending} onRead={(confirm) => a.markRead.mutateAsync({ id: item.id, confirm })} />
                )}
              </li>
            ))}
          </ul>
          <Pager label="Páginas de comunicados" page={a.page} pages={pageCount(data.total, pageSize)} onPageChange={a.setPage} focusTarget={top} />
        </>
      ) : null}
      {writing && user ? <NewAnnouncementDialog user={user} classes={a.classes.data ?? []} onPublish={a.publish} onClose={() => setWriting(false)} /> : null}
      {shownReaders ? (
        <ReadersDialog
          title={shownReaders.title}
          readers={a.readers.data}
          failed={a.readers.isError}
          reminding={a.remind.isPending}
          sent={a.remind.data?.message ?? null}
          problem={a.remindProblem}
          onRemind={() => a.remind.mutate({ id: shownReaders.id })}
          onClose={() => {
            a.openReaders(null);
            // Opened from a link (?leidos=): closed, a reload no longer opens it again.
            if (readersOf !== undefined) void navigate({ to: "/dashboard/comunicados", search: {}, replace: true });
          }}
        />
      ) : null}
    </SectionPage>
  );
}
