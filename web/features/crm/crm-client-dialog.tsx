import { useMutation } from "@tanstack/react-query";
import { Label } from "radix-ui";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { CrmClient, CrmStatus } from "../../../common/crm/crm.schema";
import { type NumberRule, numberFieldText, parseNumberField } from "../../../common/numbers";
import { formatPhone, toE164 } from "../../../common/phone";
import { crmClientInput, crmClientUpdateInput, crmMessages, crmStatuses, crmStatusLabels } from "../../../common/crm/crm.schema";
import { formatCop, formatCrmDate } from "../../../common/crm/crm-format";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { NumberField } from "../../components/ui/number-field";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { fieldMessages, inputLimits } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";
import { statusIcons } from "./crm-status";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { DateField } from "../../components/ui/date-field";
import "./crm.css";

/** Projects and pesos: whole numbers from 0, typed as a Colombian writes them ("4.500.000"). */
const countRule: NumberRule = { min: 0, decimals: 0, required: true };

/** Add ('Agregar Cliente') and edit ('Editar Cliente'); the same checks as the server, shown beside each field. */
export function CrmClientDialog({ client, onClose, onSaved }: { client: CrmClient | null; onClose: () => void; onSaved: (message: string) => void }) {
  const [name, setName] = useState(client?.name ?? "");
  const [contactPerson, setContactPerson] = useState(client?.contactPerson ?? "");
  const [email, setEmail] = useState(client?.email ?? "");
  const [phone, setPhone] = useState(client?.phone ? formatPhone(client.phone) : "");
  const [address, setAddress] = useState(client?.address ?? "");
  const [status, setStatus] = useState<CrmStatus>(client?.status ?? "prospect");
  const [notes, setNotes] = useState(client?.notes ?? "");
  const [projects, setProjects] = useState(numberFieldText(client?.totalProjects ?? 0, 0));
  const [revenue, setRevenue] = useState(numberFieldText(client?.totalRevenue ?? 0, 0));
  const [lastContact, setLastContact] = useState(client && /^\d{4}-\d{2}-\d{2}$/.test(client.lastContact) ? client.lastContact : "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState("");
  const formId = useId();
  const notesId = useId();

  const failed = (error: unknown) => {
    const info = apiErrorInfo(error);
    setErrors(info.fields);
    setFormError(info.message || (client ? crmMessages.updateFailed : "Error al agregar cliente"));
  };
  const create = useMutation(trpc.crm.create.mutationOptions({ onSuccess: (data) => onSaved(data.message), onError: failed }));
  const update = useMutation(trpc.crm.update.mutationOptions({ onSuccess: (data) => onSaved(data.message), onError: failed }));
  const busy = create.isPending || update.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = { name: name.trim(), contactPerson: contactPerson.trim(), email: email.trim(), phone: phone.trim(), address: address.trim(), status, notes: notes.trim() };
    // Read as a Colombian types them (common/numbers.ts); a cleared box is no number, never 0.
    const typedProjects = parseNumberField(projects, countRule);
    const typedRevenue = parseNumberField(revenue, countRule);
    const totalProjects = typedProjects.ok ? (typedProjects.value ?? Number.NaN) : Number.NaN;
    const totalRevenue = typedRevenue.ok ? (typedRevenue.value ?? Number.NaN) : Number.NaN;
    const parsed = client
      ? crmClientUpdateInput.safeParse({ ...fields, rowIndex: client.rowIndex, totalProjects, totalRevenue, ...(lastContact ? { lastContact } : {}) })
      : crmClientInput.safeParse(fields);
    const numberErrors = client
      ? { ...(typedProjects.ok ? {} : { totalProjects: typedProjects.message }), ...(typedRevenue.ok ? {} : { totalRevenue: typedRevenue.message }) }
      : {};
    setErrors({ ...(parsed.success ? {} : fieldMessages(parsed.error)), ...numberErrors });
    if (!parsed.success) {
      setFormError("Revisa los campos marcados.");
      return;
    }
    setFormError("");
    if (client) {
      update.mutate({
        ...fields,
        rowIndex: client.rowIndex,
        totalProjects,
        totalRevenue,
        ...(lastContact ? { lastContact } : {}),
      });
    } else create.mutate(fields);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={client ? "Editar Cliente" : "Agregar Cliente"}
      description={client ? undefined : "El cliente empieza con 0 proyectos, 0 ingresos y la fecha de hoy como último contacto."}
      size="lg"
      footer={
        <FormModalActions formId={formId} busy={busy} onCancel={onClose}>
          {busy ? "Guardando..." : client ? "Guardar Cambios" : "Agregar Cliente"}
        </FormModalActions>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="crm-form">
        {formError ? (
          <p className="alert alert-error" role="alert">
            {formError}
          </p>
        ) : null}
        <Field label="Empresa *" value={name} onChange={(e) => setName(e.target.value)} required {...inputLimits(crmClientInput.shape.name)} error={errors.name} autoComplete="organization" />
        <Field label="Persona de contacto" value={contactPerson} onChange={(e) => setContactPerson(e.target.value)} {...inputLimits(crmClientInput.shape.contactPerson)} error={errors.contactPerson} autoComplete="name" />
        <Field label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} {...inputLimits(crmClientInput.shape.email)} error={errors.email} autoComplete="email" />
        <Field
          label="Teléfono"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          {...inputLimits(crmClientInput.shape.phone)}
          hint={crmMessages.phoneHint}
          error={errors.phone}
          autoComplete="tel"
        />
        <Field label="Dirección" value={address} onChange={(e) => setAddress(e.target.value)} {...inputLimits(crmClientInput.shape.address)} error={errors.address} autoComplete="street-address" />
        <SelectField label="Estado" value={status} onChange={(value) => setStatus(value as CrmStatus)} options={crmStatuses.map((s) => ({ value: s, label: crmStatusLabels[s] }))} />
        {client ? (
          <>
            <NumberField label="Proyectos" rule={countRule} value={projects} onChange={setProjects} error={errors.totalProjects} />
            <NumberField label="Ingresos (COP, sin decimales)" rule={countRule} value={revenue} onChange={setRevenue} error={errors.totalRevenue} />
            <DateField label="Último contacto" value={lastContact} onChange={setLastContact} error={errors.lastContact} />
          </>
        ) : null}
        <div className="field">
          <Label.Root htmlFor={notesId} className="field-label">
            Notas
          </Label.Root>
          <textarea id={notesId} value={notes} onChange={(e) => setNotes(e.target.value)} rows={3} {...inputLimits(crmClientInput.shape.notes)} />
          {errors.notes ? <p className="field-error">{errors.notes}</p> : null}
        </div>
      </form>
    </Modal>
  );
}

/** 'Ver': every field of one client, read only. */
export function CrmClientView({ client, onClose, onEdit }: { client: CrmClient; onClose: () => void; onEdit?: () => void }) {
  const Icon = statusIcons[client.status];
  const rows: [string, ReactNode][] = [
    ["Persona de contacto", client.contactPerson || "—"],
    ["Email", client.email ? <a key="email" href={`mailto:${client.email}`}>{client.email}</a> : "—"],
    ["Teléfono", client.phone ? <a key="phone" href={`tel:${toE164(client.phone) ?? client.phone.replace(/[^\d+]/g, "")}`}>{formatPhone(client.phone)}</a> : "—"],
    ["Dirección", client.address || "—"],
    [
      "Estado",
      <span key="status" className={`crm-status crm-status-${client.status}`}>
        <Icon aria-hidden="true" /> {crmStatusLabels[client.status]}
      </span>,
    ],
    ["Proyectos", String(client.totalProjects)],
    ["Ingresos", formatCop(client.totalRevenue)],
    ["Último contacto", formatCrmDate(client.lastContact) || "—"],
    ["Notas", client.notes ? <span key="notes" className="preserve-lines">{client.notes}</span> : "—"],
  ];
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={client.name}
      description="Datos del cliente"
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cerrar
          </button>
          {onEdit ? (
            <button type="button" className="btn btn-primary" onClick={onEdit}>
              Editar
            </button>
          ) : null}
        </>
      }
    >
      <dl className="crm-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
