import { Check, CheckCheck, CircleAlert, Clock, LockKeyhole, Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type { ChatContact, ChatMessage, WhatsAppTemplate } from "../../../common/whatsapp/whatsapp.schema";
import { statusWords } from "./export-chat";
import { Presence } from "./presence";
import { TemplateForm } from "./template-form";
import { useSendMessage } from "./use-whatsapp";
import { type AnyContact, displayPhone, fullTime, isSample } from "./whatsapp-format";
import "./whatsapp.css";

function MessageStatus({ message }: { message: ChatMessage }) {
  if (message.direction === "in") return null;
  const Icon = message.status === "failed" ? CircleAlert : message.status === "sent" ? Check : CheckCheck;
  return (
    <span className={`wa-status wa-status-${message.status}`}>
      <Icon aria-hidden="true" />
      {statusWords[message.status]}
    </span>
  );
}

/** WhatsApp's customer-service window: free text only for 24 hours after the parent's last message. */
function WindowNotice({ contact }: { contact: ChatContact }) {
  if (contact.windowOpen && contact.windowClosesAt) {
    return (
      <p className="wa-window wa-window-open">
        <Clock aria-hidden="true" />
        Ventana de 24 horas abierta hasta el {fullTime(contact.windowClosesAt)}: puedes escribir libremente.
      </p>
    );
  }
  return (
    <p className="wa-window wa-window-closed">
      <LockKeyhole aria-hidden="true" />
      Ventana de 24 horas cerrada: {contact.windowClosesAt ? `${contact.name} escribió hace más de 24 horas` : `${contact.name} aún no ha escrito al colegio`}.
      WhatsApp solo entrega plantillas aprobadas hasta que vuelva a escribir.
    </p>
  );
}

/**
 * The open conversation, newest at the bottom, and the box to write in (not for the demo's samples).
 * Through the Cloud API, a closed window offers the approved templates instead of the box.
 */
export function ChatPane({
  contact,
  messages,
  loading,
  cloud,
  templates,
}: {
  contact: AnyContact | undefined;
  messages: ChatMessage[];
  loading: boolean;
  cloud: boolean;
  templates: readonly WhatsAppTemplate[];
}) {
  const inputId = useId();
  const { draft, setDraft, sendError, sending, submit } = useSendMessage(contact);
  const logRef = useRef<HTMLDivElement>(null);

  const count = messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && count >= 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  if (!contact) {
    return (
      <section className="card wa-chat" aria-label="Conversación">
        <p className="empty-state">Elige un contacto para ver la conversación.</p>
      </section>
    );
  }
  const sample = isSample(contact);
  return (
    <section className="card wa-chat" aria-labelledby="wa-chat-title">
      <header className="wa-chat-header">
        <h2 id="wa-chat-title" className="section-title">
          {contact.name}
        </h2>
        <p className="muted">
          {displayPhone(contact.phone)} · <Presence status={contact.status} />
        </p>
        {cloud && !sample ? <WindowNotice contact={contact} /> : null}
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable conversation must be reachable by keyboard (WCAG 2.1.1) */}
      <div ref={logRef} className="wa-messages" role="log" aria-label={`Mensajes con ${contact.name}`} tabIndex={0}>
        <ol className="wa-message-list">
          {loading ? <li className="muted">Cargando mensajes...</li> : null}
          {!loading && messages.length === 0 ? (
            <li className="muted">{cloud && !sample && !contact.windowOpen ? "Todavía no hay mensajes. Empieza con una plantilla aprobada." : "Todavía no hay mensajes. Escribe el primero."}</li>
          ) : null}
          {messages.map((message) => (
            <li key={message.id} className={`wa-bubble wa-bubble-${message.direction}`}>
              <span className="visually-hidden">{message.direction === "out" ? "Colegio:" : `${contact.name}:`}</span>
              <p className="wa-text">{message.content}</p>
              <span className="wa-meta">
                <time dateTime={message.timestamp}>{fullTime(message.timestamp)}</time>
                <MessageStatus message={message} />
                {message.demo && message.direction === "out" && !sample ? <span className="wa-demo-tag">Demostración</span> : null}
              </span>
              {message.error ? <span className="wa-error">{message.error}</span> : null}
            </li>
          ))}
        </ol>
      </div>
      {sample ? (
        <p className="notice">Conversación de ejemplo: los contactos de ejemplo no reciben mensajes.</p>
      ) : cloud && !contact.windowOpen ? (
        <TemplateForm key={contact.id} contactId={contact.id} contactName={contact.name} templates={templates} />
      ) : (
        <form className="wa-chat-form" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            Mensaje para {contact.name}
          </label>
          <input
            id={inputId}
            type="text"
            autoComplete="off"
            placeholder="Escribe un mensaje..."
            maxLength={4096}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={sendError ? true : undefined}
            aria-describedby={sendError ? `${inputId}-error` : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={!draft.trim() || sending}>
            <Send aria-hidden="true" />
            {sending ? "Enviando..." : "Enviar"}
          </button>
        </form>
      )}
      {sendError ? (
        <p id={`${inputId}-error`} role="alert" className="field-error">
          {sendError}
        </p>
      ) : null}
    </section>
  );
}
