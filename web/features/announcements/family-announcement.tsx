import { Check, ChevronDown, ChevronRight, Paperclip } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { Announcement } from "../../../common/announcements/announcements.schema";
import { endSentence, formatDateTime } from "../../../common/format";
import { FileButtons } from "../../components/ui/file-buttons";
import { ReadAloudText } from "../../components/ui/read-aloud";

/** Where the reader stands, in a few calm words (no red, no counters). */
export function readingState(a: Announcement): string {
  if (a.requiresConfirmation) return a.mine?.confirmedAt ? "Confirmado" : "Por confirmar";
  return a.mine?.readAt ? "Leído" : "Nuevo";
}

/**
 * One announcement in a family's list: its title opens it (and marks it read, as the server
 * expects); open, its text to read or listen to, its attachment and «Leído» where it is asked.
 */
export function FamilyAnnouncement({
  announcement: a,
  marking,
  onRead,
  startOpen = false,
}: {
  announcement: Announcement;
  marking: boolean;
  onRead: (confirm: boolean) => Promise<unknown>;
  /** Opened from the family's home (?aviso=<id>): open, read and in view. */
  startOpen?: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const article = useRef<HTMLElement>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const confirmed = a.mine?.confirmedAt != null;
  const done = a.requiresConfirmation ? confirmed : a.mine?.readAt != null;
  // «Leído» goes once it is confirmed: its place, the confirmation, takes the focus.
  const confirmation = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirmed && asked.current) confirmation.current?.focus();
  }, [confirmed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the announcement the home linked to.
  useEffect(() => {
    if (!startOpen) return;
    article.current?.scrollIntoView({ block: "start" });
    article.current?.querySelector<HTMLButtonElement>(".announcement-toggle")?.focus({ preventScroll: true });
    if (a.mine && a.mine.readAt === null) void onRead(false).catch(() => undefined);
  }, []);
  function toggle() {
    setOpen(!open);
    if (!open && a.mine && a.mine.readAt === null) void onRead(false).catch(() => undefined);
  }
  return (
    <article ref={article} className={`card announcement${open ? " is-open" : ""}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="announcement-title">
        <button type="button" className="announcement-toggle" aria-expanded={open} aria-controls={bodyId} onClick={toggle}>
          {open ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          <span>{a.title}</span>
        </button>
      </h2>
      <p className="announcement-meta">
        <span>
          {a.author ? `${a.author.name}, ` : ""}
          {formatDateTime(a.createdAt)}
        </span>
        {a.attachment ? (
          <span className="announcement-file">
            <Paperclip aria-hidden="true" /> Con adjunto
          </span>
        ) : null}
        <span className={`announcement-state${done ? " is-done" : ""}`}>{readingState(a)}</span>
      </p>
      <div id={bodyId} hidden={!open} className="announcement-body">
        {open ? <ReadAloudText text={a.text} label={a.title} /> : null}
        {a.attachment ? (
          <div className="button-row compact">
            <span className="announcement-file">
              <Paperclip aria-hidden="true" /> {a.attachment.name}
            </span>
            <FileButtons url={a.attachment.url} fileName={a.attachment.name} />
          </div>
        ) : null}
        {open && a.requiresConfirmation && !confirmed ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              if (marking) return;
              asked.current = true;
              void onRead(true).catch(() => undefined);
            }}
          >
            <Check aria-hidden="true" /> Leído
          </button>
        ) : null}
        {open && confirmed ? (
          <p ref={confirmation} tabIndex={-1} className="announcement-confirmed">
            <Check aria-hidden="true" /> {endSentence(`Confirmaste la lectura el ${formatDateTime(a.mine?.confirmedAt)}`)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
