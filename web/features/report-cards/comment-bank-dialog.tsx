import { Plus } from "lucide-react";
import { type CommentKind, commentKindLabels } from "../../../common/report-cards/comment-bank.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { useCommentBank } from "./use-comment-bank";

type Props = { kind: CommentKind; label: string; current: string; onPick: (phrase: string) => void; onClose: () => void };

/** "Banco de observaciones" of one kind: search, pick a phrase (added to the comment), or keep the comment as a new phrase. */
export function CommentBankDialog({ kind, label, current, onPick, onClose }: Props) {
  const bank = useCommentBank(kind);
  const list = bank.comments.data ?? [];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Banco de observaciones: ${label}`} description="Elige una frase para agregarla al final del comentario." size="md">
      <div className="form">
        <Field label="Buscar en el banco" type="search" value={bank.q} onChange={(e) => bank.setQ(e.target.value)} maxLength={100} />
        {bank.comments.isPending ? <p role="status">Cargando el banco...</p> : null}
        {bank.comments.data && list.length === 0 ? (
          <p className="muted">{bank.q.trim() ? "Ninguna frase coincide con la búsqueda." : `Tu banco aún no tiene frases de tipo ${commentKindLabels[kind]}.`}</p>
        ) : null}
        {list.length > 0 ? (
        <ul className="bank-list" aria-label="Frases del banco">
          {list.map((comment) => (
            <li key={comment.id}>
              <button type="button" className="bank-phrase" onClick={() => onPick(comment.text)}>
                {comment.text}
              </button>
            </li>
          ))}
        </ul>
        ) : null}
        <div className="bank-add">
          {current.trim() ? (
            <button type="button" className="btn btn-secondary" disabled={bank.adding} onClick={() => bank.add(current)}>
              <Plus aria-hidden="true" /> {bank.adding ? "Guardando..." : `Guardar lo escrito en ${label} como frase nueva`}
            </button>
          ) : (
            <p className="muted">Cuando escribas en {label}, podrás guardar ese texto aquí como frase nueva.</p>
          )}
          <p role="status" className={bank.notice?.ok === false ? "field-error" : "muted"}>
            {bank.notice?.text ?? ""}
          </p>
        </div>
      </div>
    </Modal>
  );
}
