import { CircleCheck, CircleMinus } from "lucide-react";
import type { ChannelStatus } from "../../../common/whatsapp/whatsapp.schema";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import "./whatsapp.css";

function SetOrNot({ set }: { set: boolean }) {
  return set ? (
    <span className="wa-flag">
      <CircleCheck aria-hidden="true" /> Configurado
    </span>
  ) : (
    <span className="wa-flag">
      <CircleMinus aria-hidden="true" /> No configurado
    </span>
  );
}

/** 'Configuración': what the channel uses. Secrets stay on the server; only whether they are set is shown. */
export function WhatsAppSettingsDialog({ open, onOpenChange, status }: { open: boolean; onOpenChange: (open: boolean) => void; status: ChannelStatus }) {
  const webhookUrl = `${window.location.origin}${status.webhookPath}`;
  const cloud = status.mode === "cloud";
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Configuración de WhatsApp"
      description="Los datos del canal se configuran en el servidor; aquí solo se muestran."
      size="md"
      footer={
        <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
          Cerrar
        </button>
      }
    >
      <dl className="facts wa-facts">
        <dt>Modo</dt>
        <dd>{cloud ? "API de WhatsApp Business (Cloud API)" : "Demostración: ningún mensaje sale del colegio"}</dd>
        <dt>Identificador del número</dt>
        <dd>{status.phoneNumberIdMasked ?? <SetOrNot set={false} />}</dd>
        <dt>Token de verificación del webhook</dt>
        <dd>
          <SetOrNot set={status.verifyTokenSet} />
        </dd>
        <dt>Secreto de firma (WHATSAPP_APP_SECRET)</dt>
        <dd>
          <SetOrNot set={status.signatureSecretSet} />
        </dd>
        <dt>Versión de la API Graph (WHATSAPP_GRAPH_VERSION)</dt>
        <dd>{status.graphVersion ?? <SetOrNot set={false} />}</dd>
        <dt>Plantillas aprobadas (WHATSAPP_TEMPLATES)</dt>
        <dd>{status.templates.length > 0 ? status.templates.map((t) => `${t.label} (${t.name})`).join(", ") : <SetOrNot set={false} />}</dd>
      </dl>
      <Field
        label="URL del webhook para registrar en Meta"
        value={webhookUrl}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
        hint="En Meta for Developers, regístrala con el mismo token de verificación y suscribe el campo «messages»."
      />
      {cloud ? null : (
        <p className="muted">
          Para enviar mensajes de verdad, configura en el servidor WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET,
          WHATSAPP_VERIFY_TOKEN y WHATSAPP_TEMPLATES de tu cuenta de WhatsApp Business y reinicia Tribu (paso a paso en
          docs/integrations/whatsapp.md).
        </p>
      )}
    </Modal>
  );
}
