import { PenLine } from "lucide-react";
import { useId, useState } from "react";
import { formatDate } from "../../../common/format";
import { familySignerLabel, piarAnnexes, teacherSignerLabel } from "../../../common/piar/piar.labels";
import type { PiarSignature } from "../../../common/piar/piar.schema";
import { SelectField } from "../../components/ui/select-field";
import "./records.css";

type Props = {
  revision: number;
  signatures: readonly PiarSignature[];
  /** The staff's "Firmar acta": null when this person may not sign (or already did). */
  signing?: { titles: readonly string[]; busy: boolean; onSign: (title?: string) => void } | null;
};

/** Who signs the acta de acuerdo (Decreto 1421 de 2017): the family, the teachers and a directivo. */
const slots = [
  { kind: "familia", label: familySignerLabel },
  { kind: "docente", label: teacherSignerLabel },
  { kind: "directivo", label: "Directivo" },
] as const;

/** Anexo 3: the acta of a revision with its signatures (name, role as printed, day), and "Firmar acta". */
export function Acta({ revision, signatures, signing }: Props) {
  const titleId = useId();
  const [title, setTitle] = useState("");
  const chosen = title || signing?.titles[0] || "";
  return (
    <section className="piar-acta" aria-labelledby={titleId}>
      <h4 id={titleId}>
        {piarAnnexes.anexo3.title} · versión {revision}
      </h4>
      <ul className="piar-signatures">
        {slots.map((slot) => {
          const signed = signatures.filter((s) => s.kind === slot.kind);
          return (
            <li key={slot.kind}>
              <strong>{slot.label}</strong>
              {signed.length === 0 ? <span className="muted"> · Falta su firma</span> : null}
              {signed.map((s) => (
                <span key={`${s.signerName}-${s.signedAt}`}>
                  {" "}
                  · {s.signerName} ({s.roleLabel}), firmó el {formatDate(s.signedAt)}
                </span>
              ))}
            </li>
          );
        })}
      </ul>
      {signing ? (
        <div className="button-row">
          {signing.titles.length > 0 ? <SelectField label="Cargo con el que firmas" value={chosen} onChange={setTitle} options={signing.titles.map((t) => ({ value: t, label: t }))} /> : null}
          <button type="button" className="btn btn-primary" disabled={signing.busy} onClick={() => signing.onSign(signing.titles.length > 0 ? chosen : undefined)}>
            <PenLine aria-hidden="true" /> {signing.busy ? "Firmando..." : "Firmar acta"}
            <span className="visually-hidden"> de la versión {revision}</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
