import { useMutation } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { errorMessages } from "../../../common/error-messages";
import { paymentMessages } from "../../../common/payments/payments.schema";
import { acceptAttribute, fileTooLargeMessage, maxUploadBytes, namedAsKind, receiptKinds } from "../../../common/uploads";
import { FilePicker } from "../../components/ui/file-picker";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { postMultipart, UploadError } from "../../lib/protected-files";
import { periodLabel } from "./payment-labels";
import { monthOptions, yearOptions } from "./period-options";

/** The receipt rule of common/uploads.ts, checked in the browser before sending: PDF, JPEG or PNG, at most 10 MB. */
function receiptProblem(file: File): string | null {
  if (!namedAsKind(file, receiptKinds)) return paymentMessages.wrongType;
  return file.size > maxUploadBytes ? fileTooLargeMessage : null;
}

function uploadErrorText(error: unknown): string {
  if (!(error instanceof UploadError)) return "Error al subir el pago. Intenta nuevamente.";
  switch (error.status) {
    case 400:
      return error.message || errorMessages.invalidData;
    case 401:
      return errorMessages.unauthorized;
    case 409:
      // Pending (withdraw it first) or approved (nothing to send): the server says which.
      return error.message || paymentMessages.duplicate;
    case 413:
      return "El archivo es demasiado grande (máximo 10MB)";
    default:
      return error.message || "Error al subir el pago. Intenta nuevamente.";
  }
}

type Props = {
  month: string;
  year: string;
  onPeriod: (period: { month?: string; year?: string }) => void;
  /** The chosen month's receipt when the school rejected it: the new file replaces it. */
  rejected: { notes: string | null } | null;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onUploaded: () => Promise<void>;
};

/** "Subir ficha de pago": month, year and the file; for a rejected month, "Subir otra vez" with the school's reason. */
export function ReceiptForm({ month, year, onPeriod, rejected, titleRef, onUploaded }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const picker = useRef<{ clear: () => void }>(null);
  const errorId = useId();
  const upload = useMutation({
    mutationFn: (chosen: File) => postMultipart<{ message: string }>("/api/payments", { month, year }, chosen),
    onSuccess: async (data) => {
      toast.success(data.message);
      setFile(null);
      picker.current?.clear();
      await onUploaded();
    },
    onError: (error) => setFormError(uploadErrorText(error)),
  });

  function chooseFile(chosen: File | null) {
    setFormError(chosen ? receiptProblem(chosen) : null);
    setFile(chosen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!month || !file) {
      setFormError(paymentMessages.missing);
      return;
    }
    const problem = receiptProblem(file);
    setFormError(problem);
    if (!problem) upload.mutate(file);
  }

  const period = month ? periodLabel(month, Number(year)) : "";
  return (
    <form className="card form payment-form" onSubmit={submit} noValidate aria-describedby={formError ? errorId : undefined}>
      <h2 ref={titleRef} tabIndex={-1}>
        {rejected ? `Subir otra vez la ficha de ${period}` : "Subir ficha de pago"}
      </h2>
      {rejected ? (
        <p className="alert alert-warning payment-rejected-reason">
          La escuela rechazó la ficha de {period}
          {rejected.notes ? `: ${rejected.notes}` : "."} La que subas ahora la reemplaza.
        </p>
      ) : null}
      <div className="form-row">
        <SelectField label="Mes" value={month} onChange={(value) => onPeriod({ month: value })} emptyLabel="Selecciona un mes" options={monthOptions} />
        <SelectField label="Año" value={year} onChange={(value) => onPeriod({ year: value })} options={yearOptions()} />
      </div>
      <FilePicker
        ref={picker}
        label="Archivo (PDF, JPG, JPEG o PNG, máximo 10MB)"
        buttonLabel="Elegir archivo o foto"
        accept={acceptAttribute(receiptKinds)}
        file={file}
        onChoose={chooseFile}
      />
      {formError ? (
        <p id={errorId} role="alert" className="alert alert-error">
          {formError}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
          <Upload aria-hidden="true" /> {upload.isPending ? "Subiendo..." : "Subir ficha"}
        </button>
      </div>
    </form>
  );
}
