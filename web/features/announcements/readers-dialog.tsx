import { BellRing } from "lucide-react";
import type { Reader, Readers } from "../../../common/announcements/announcements.schema";
import { formatDateTime } from "../../../common/format";
import { Modal } from "../../components/ui/modal";
import { ErrorNotice } from "../../components/ui/notice";

const roleWord = { parent: "familia", student: "estudiante" } as const;

/** "3 de 8 familias confirmaron la lectura", "2 de 5 personas lo leyeron". */
function summary(r: Readers): string {
  const roles = new Set(r.readers.map((reader) => reader.role));
  const who = roles.size === 1 ? `${roleWord[r.readers[0]?.role ?? "parent"]}s` : "personas";
  const done = r.requiresConfirmation ? r.counts.confirmed : r.counts.read;
  return `${done} de ${r.counts.audience} ${who} ${r.requiresConfirmation ? "confirmaron la lectura" : "lo leyeron"}`;
}

/** "Carolina Herrera · familia de Sofía Herrera (Tribu 1)": a teacher finds a family by its child. */
function whoIs(r: Reader): string {
  if (r.role !== "parent" || r.children.length === 0) return r.name;
  const children = r.children.map((child) => (child.tribe ? `${child.name} (${child.tribe})` : child.name));
  const list = children.length === 1 ? children[0] : `${children.slice(0, -1).join(", ")} y ${children.at(-1)}`;
  return `${r.name} · familia de ${list}`;
}

function ReaderList({ label, readers, empty, when }: { label: string; readers: Reader[]; empty: string; when: (r: Reader) => string | null }) {
  return (
    <section className="readers-group">
      <h3 className="readers-heading">{label}</h3>
      {readers.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="readers-list" aria-label={label}>
          {readers.map((r) => (
            <li key={`${r.role}-${r.id}`}>
              <span>{whoIs(r)}</span>
              <span className="muted">
                {r.role === "student" ? "Estudiante" : "Familia"}
                {when(r) ? ` · ${when(r)}` : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * 'Quién lo leyó' (issue 25): who has read (or confirmed) the announcement and who not yet, and one
 * button that reminds the latter; a second reminder within the hour is answered with the server's message.
 */
export function ReadersDialog(props: {
  title: string;
  readers: Readers | undefined;
  failed: boolean;
  reminding: boolean;
  sent: string | null;
  problem: string | null;
  onRemind: () => void;
  onClose: () => void;
}) {
  const r = props.readers;
  const confirming = r?.requiresConfirmation ?? false;
  const pending = r?.readers.filter((reader) => reader.pending) ?? [];
  const done = r?.readers.filter((reader) => !reader.pending) ?? [];
  const last = r?.reminders[0];
  return (
    <Modal open onOpenChange={(open) => !open && props.onClose()} title={`Quién lo leyó: ${props.title}`} size="lg">
      {props.failed ? <ErrorNotice>No se pudo cargar quién lo leyó.</ErrorNotice> : null}
      {!r && !props.failed ? <p role="status">Cargando...</p> : null}
      {r ? (
        <>
          <p className="readers-summary">{summary(r)}</p>
          <div className="readers-remind">
            <button type="button" className="btn btn-primary" onClick={() => (props.reminding ? null : props.onRemind())} disabled={pending.length === 0}>
              <BellRing aria-hidden="true" /> Recordar a quienes no lo han leído
            </button>
            <p className="muted">{last ? `Último recordatorio: ${formatDateTime(last.sentAt)}, a ${last.recipients === 1 ? "1 persona" : `${last.recipients} personas`}.` : "Se puede enviar un recordatorio cada hora."}</p>
          </div>
          <div className="readers-notices">
            <div role="status">{props.sent && !props.problem ? <p className="alert alert-success">{props.sent}</p> : null}</div>
            <div role="alert">{props.problem ? <p className="alert alert-info">{props.problem}</p> : null}</div>
          </div>
          <div className="readers-columns">
            <ReaderList
              label={confirming ? "Confirmaron" : "Lo leyeron"}
              readers={done}
              empty="Nadie todavía."
              when={(reader) => formatDateTime(confirming ? reader.confirmedAt : reader.readAt)}
            />
            <ReaderList
              label={confirming ? "Aún no confirman" : "Aún no lo leen"}
              readers={pending}
              empty="Nadie: todos están al día."
              when={(reader) => (confirming && reader.readAt ? `lo abrió el ${formatDateTime(reader.readAt)}` : null)}
            />
          </div>
        </>
      ) : null}
    </Modal>
  );
}
