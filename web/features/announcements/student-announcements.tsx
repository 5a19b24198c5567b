import { Check, Megaphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Announcement } from "../../../common/announcements/announcements.schema";
import { notPlacedMessage } from "../../../common/users/placement";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { fetchProtectedBlob } from "../../lib/protected-files";
import { studentAnnouncementsShown } from "../../lib/student-today-queries";
import { useAnnouncements } from "./use-announcements";
import "./announcements.css";

/** The announcement's picture (an attached image), fetched with the session; nothing for a PDF. */
function Picture({ announcement: a }: { announcement: Announcement }) {
  const [src, setSrc] = useState<string | null>(null);
  const url = a.attachment?.mimeType.startsWith("image/") ? a.attachment.url : null;
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchProtectedBlob(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? <img className="student-notice-picture" src={src} alt={`Imagen del aviso: ${a.title}`} /> : null;
}

function Notice({ announcement: a, onRead }: { announcement: Announcement; onRead: (confirm: boolean) => void }) {
  const seen = useRef(false);
  // Shown on the home is read: the child does not have to open it.
  useEffect(() => {
    if (!seen.current && a.mine && a.mine.readAt === null) {
      seen.current = true;
      onRead(false);
    }
  }, [a.mine, onRead]);
  return (
    <li className="student-notice">
      <h3>{a.title}</h3>
      <Picture announcement={a} />
      <ReadAloudText text={a.text} label={a.title} />
      {a.requiresConfirmation ? (
        a.mine?.confirmedAt ? (
          <p className="announcement-confirmed">
            <Check aria-hidden="true" /> Confirmado
          </p>
        ) : (
          <button type="button" className="btn btn-secondary btn-large" onClick={() => onRead(true)}>
            <Check aria-hidden="true" /> Leído
          </button>
        )
      ) : null}
    </li>
  );
}

/**
 * 'Avisos' on a student's home (issue 25): the newest announcements for students, calm (no badge,
 * no counter, nothing moving), each to listen to, with its picture where one was attached.
 * Nothing at all when there are none; the kind word when the account is not placed yet.
 */
export function StudentAnnouncements() {
  const a = useAnnouncements({ pageSize: studentAnnouncementsShown });
  const items = a.list.data?.announcements ?? [];
  // A self-registered account not yet placed in a tribe (issue 33): the kind word instead of the notices.
  if (a.list.data?.awaitingPlacement) {
    return (
      <section className="student-notices" aria-labelledby="student-notices-title">
        <h2 id="student-notices-title">
          <Megaphone aria-hidden="true" /> Avisos
        </h2>
        <ReadAloudText text={notPlacedMessage} label="Avisos" />
      </section>
    );
  }
  if (items.length === 0) return null;
  const read = (id: number) => (confirm: boolean) => void a.markRead.mutateAsync({ id, confirm }).catch(() => undefined);
  return (
    <section className="student-notices" aria-labelledby="student-notices-title">
      <h2 id="student-notices-title">
        <Megaphone aria-hidden="true" /> Avisos
      </h2>
      <ul>
        {items.map((item) => (
          <Notice key={item.id} announcement={item} onRead={read(item.id)} />
        ))}
      </ul>
    </section>
  );
}
