import { Paperclip, Users } from "lucide-react";
import { useId } from "react";
import type { Announcement } from "../../../common/announcements/announcements.schema";
import { formatDateTime } from "../../../common/format";
import { FileButtons } from "../../components/ui/file-buttons";
import { ListenButton } from "../../components/ui/listen-button";

/** One announcement as its writers see it: who it went to, when, its text and file, and 'Quién lo leyó'. */
export function AuthorCard({ announcement: a, onReaders }: { announcement: Announcement; onReaders: () => void }) {
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <article className="card announcement" aria-labelledby={titleId}>
      <header className="announcement-head">
        <h2 id={titleId} className="announcement-title">
          {a.title}
        </h2>
        <ListenButton compact parts={[{ text: a.title }, { text: a.text, highlightIn: textId }]} label={`comunicado ${a.title}`} />
      </header>
      <p className="announcement-meta">
        <span>{a.audience.label}</span>
        <span>
          {a.author ? `${a.author.name}, ` : ""}
          {formatDateTime(a.createdAt)}
        </span>
        {a.requiresConfirmation ? <span className="announcement-ask">Pide confirmación «Leído»</span> : null}
      </p>
      <p id={textId} className="preserve-lines announcement-text">
        {a.text}
      </p>
      <div className="button-row compact">
        {a.attachment ? (
          <>
            <span className="announcement-file">
              <Paperclip aria-hidden="true" /> {a.attachment.name}
            </span>
            <FileButtons url={a.attachment.url} fileName={a.attachment.name} />
          </>
        ) : null}
        {a.canManage ? (
          <button type="button" className="btn btn-secondary" onClick={onReaders}>
            <Users aria-hidden="true" /> Quién lo leyó <span className="visually-hidden">: {a.title}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
