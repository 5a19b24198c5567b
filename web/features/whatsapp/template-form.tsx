import { FileText } from "lucide-react";
import { fillTemplate, type WhatsAppTemplate } from "../../../common/whatsapp/whatsapp.schema";
import { Field } from "../../components/ui/field";
import { SelectField } from "../../components/ui/select-field";
import { useSendTemplate } from "./use-whatsapp";
import "./whatsapp.css";

/**
 * What the admin can send while the parent's 24-hour window is closed: one of the school's templates
 * approved by Meta, with its values filled in and the text the parent will read.
 */
export function TemplateForm({ contactId, contactName, templates }: { contactId: number; contactName: string; templates: readonly WhatsAppTemplate[] }) {
  const { template, choose, values, setValue, complete, sendError, sending, submit } = useSendTemplate(contactId, templates);
  if (templates.length === 0) {
    return (
      <p className="notice">
        Este servidor no tiene plantillas aprobadas configuradas (WHATSAPP_TEMPLATES): sin una, no se puede escribir a {contactName} hasta
        que escriba al colegio. La guía de WhatsApp para administradores explica cómo aprobarlas en Meta y configurarlas.
      </p>
    );
  }
  const preview = template ? fillTemplate(template.body, template.params.map((label, i) => values[i]?.trim() || `[${label}]`)) : "";
  return (
    <form className="wa-template-form" onSubmit={submit} noValidate aria-label={`Plantilla para ${contactName}`}>
      <SelectField label="Plantilla aprobada" value={template?.name ?? ""} onChange={choose} options={templates.map((t) => ({ value: t.name, label: t.label }))} />
      {template?.params.map((label, index) => (
        <Field key={`${template.name}-${label}`} label={label} value={values[index] ?? ""} maxLength={200} onChange={(e) => setValue(index, e.target.value)} />
      ))}
      <div className="wa-template-preview">
        <p className="field-label">Así lo leerá {contactName}</p>
        <p className="wa-text">{preview}</p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={!complete || sending}>
        <FileText aria-hidden="true" />
        {sending ? "Enviando..." : "Enviar plantilla"}
      </button>
      {sendError ? (
        <p role="alert" className="field-error">
          {sendError}
        </p>
      ) : null}
    </form>
  );
}
