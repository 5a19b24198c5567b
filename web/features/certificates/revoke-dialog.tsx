import type { Certificate } from "../../../common/certificates/certificates";
import { certificateKindLabels } from "../../../common/student-records/record-codes";
import { FormModal } from "../../components/ui/form-modal";
import { TextAreaField } from "../../components/ui/textarea-field";


type Props = { certificate: Certificate; reason: string; fields: Record<string, string>; busy: boolean; setReason: (reason: string) => void; submit: () => void; close: () => void };

/** 'Revocar': the reason stays for the school; the public page then says it is revoked (with the date, never the reason). */
export function RevokeDialog({ certificate, reason, fields, busy, setReason, submit, close }: Props) {
  return (
    <FormModal
      title={`Revocar ${certificateKindLabels[certificate.kind].toLocaleLowerCase("es-CO")} ${certificate.code}`}
      description={`De ${certificate.studentName}. Quien verifique el código verá que está revocado y desde cuándo, no el motivo. No se puede deshacer.`}
      busy={busy}
      submitLabel="Revocar"
      busyLabel="Revocando..."
      onSubmit={() => submit()}
      close={close}
    >
      <TextAreaField label="Motivo de la revocación" value={reason} maxLength={300} error={fields.reason} onChange={(e) => setReason(e.target.value)} />
      {fields._ ? (
        <p role="alert" className="field-error">
          {fields._}
        </p>
      ) : null}
    </FormModal>
  );
}
