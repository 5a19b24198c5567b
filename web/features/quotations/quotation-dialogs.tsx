import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { crmClientInput, crmMessages, type CrmStatus, crmStatuses, crmStatusLabels } from "../../../common/crm/crm.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { SelectField } from "../../components/ui/select-field";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { type Client, type Draft, messages } from "./quotation-types";
import { FormModalActions } from "../../components/ui/form-modal-actions";

/** 'Enviar por correo': a real email with the PDF attached, or a plain notice when SMTP is not configured. */
export function EmailDialog({
  open,
  onClose,
  configured,
  draft,
  hasItems,
  defaultTo,
}: {
  open: boolean;
  onClose: () => void;
  configured: boolean;
  draft: Draft;
  hasItems: boolean;
  defaultTo: string;
}) {
  const [to, setTo] = useState(defaultTo);
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  useEffect(() => {
    if (open) {
      setTo(defaultTo);
      setError(undefined);
    }
  }, [open, defaultTo]);

  const send = useMutation(
    trpc.quotations.sendEmail.mutationOptions({
      onSuccess: (data) => {
        toast.success(data.message);
        onClose();
      },
      onError: (failure) => {
        const info = apiErrorInfo(failure);
        setError(info.fields.to);
        toast.error(info.message || "No se pudo enviar el correo.");
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.clientName) return toast.error(messages.clientRequired);
    if (!hasItems) return toast.error(messages.itemsRequired);
    if (!to.trim()) {
      setError(messages.emailRequired);
      return;
    }
    setError(undefined);
    send.mutate({ ...draft, to: to.trim() });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Enviar cotización por correo"
      size="md"
      footer={
        configured ? (
          <FormModalActions formId={formId} busy={send.isPending} onCancel={onClose}>
            {send.isPending ? "Enviando..." : "Enviar"}
          </FormModalActions>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cerrar
          </button>
        )
      }
    >
      {configured ? (
        <form id={formId} onSubmit={submit} noValidate>
          <p>Se enviará la cotización actual con el PDF adjunto.</p>
          <Field label="Correo del destinatario *" type="email" autoComplete="email" value={to} onChange={(e) => setTo(e.target.value)} error={error} maxLength={320} />
        </form>
      ) : (
        <p className="alert alert-warning" role="note">
          El envío por correo no está configurado en este servidor. Descarga el PDF con «Exportar PDF» y envíalo desde tu
          correo. Para activarlo, el administrador del servidor debe indicar SMTP_URL y SMTP_FROM.
        </p>
      )}
    </Modal>
  );
}

const statusOptions = crmStatuses.map((value) => ({ value, label: crmStatusLabels[value] }));

/** 'Agregar a CRM': adds the quotation's client to the CRM and picks it. */
export function AddClientDialog({
  open,
  initialName,
  onClose,
  onAdded,
}: {
  open: boolean;
  initialName: string;
  onClose: () => void;
  onAdded: (client: Client) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(initialName);
  const [contactPerson, setContactPerson] = useState("");
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [address, setAddress] = useState("");
  const [status, setStatus] = useState<CrmStatus>("prospect");
  const [notes, setNotes] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();
  const notesId = useId();
  useEffect(() => {
    if (open) {
      setName(initialName);
      setErrors({});
    }
  }, [open, initialName]);

  const create = useMutation(
    trpc.crm.create.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.crm.list.queryKey() });
        onAdded({ name: data.client.name, email: data.client.email, ref: data.client.id });
      },
      onError: (failure) => {
        const info = apiErrorInfo(failure);
        setErrors(info.fields);
        toast.error(info.message || "Error al agregar el cliente");
      },
    }),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { name: name.trim(), contactPerson: contactPerson.trim(), email: email.trim(), phone: phone.trim(), address: address.trim(), status, notes: notes.trim() };
    const parsed = crmClientInput.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    create.mutate(fields);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Agregar cliente al CRM"
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={create.isPending} onCancel={onClose}>
          {create.isPending ? "Guardando..." : "Agregar a CRM"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Field label="Empresa *" value={name} onChange={(e) => setName(e.target.value)} {...inputLimits(crmClientInput.shape.name)} error={errors.name} required />
        <Field label="Persona de contacto" value={contactPerson} onChange={(e) => setContactPerson(e.target.value)} {...inputLimits(crmClientInput.shape.contactPerson)} error={errors.contactPerson} />
        <Field label="Correo electrónico" type="email" value={email} onChange={(e) => setEmail(e.target.value)} {...inputLimits(crmClientInput.shape.email)} error={errors.email} />
        <Field label="Teléfono" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} {...inputLimits(crmClientInput.shape.phone)} error={errors.phone} hint={crmMessages.phoneHint} />
        <Field label="Dirección" value={address} onChange={(e) => setAddress(e.target.value)} {...inputLimits(crmClientInput.shape.address)} error={errors.address} />
        <SelectField label="Estado" value={status} onChange={(value) => setStatus(value as CrmStatus)} options={statusOptions} />
        <div className="field">
          <Label.Root htmlFor={notesId} className="field-label">
            Notas
          </Label.Root>
          <textarea id={notesId} rows={3} {...inputLimits(crmClientInput.shape.notes)} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      </form>
    </Modal>
  );
}
