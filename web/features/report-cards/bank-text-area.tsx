import { BookText } from "lucide-react";
import { useState } from "react";
import type { CommentKind } from "../../../common/report-cards/comment-bank.schema";
import { TextAreaField } from "../../components/ui/textarea-field";
import { CommentBankDialog } from "./comment-bank-dialog";

type Props = { label: string; kind: CommentKind; value: string; onChange: (value: string) => void; error?: string };

/** A comment of the card with "Insertar del banco": a phrase from the teacher's bank is added at its end. */
export function BankTextArea({ label, kind, value, onChange, error }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <div className="bank-text">
      <TextAreaField label={label} maxLength={1500} value={value} onChange={(e) => onChange(e.target.value)} error={error} />
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
        <BookText aria-hidden="true" /> Insertar del banco
        <span className="visually-hidden"> en {label}</span>
      </button>
      {open ? (
        <CommentBankDialog
          kind={kind}
          label={label}
          current={value}
          onPick={(phrase) => {
            onChange(value.trim() ? `${value.trimEnd()} ${phrase}` : phrase);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
