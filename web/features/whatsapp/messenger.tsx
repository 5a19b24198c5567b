import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import type { ChannelStatus } from "../../../common/whatsapp/whatsapp.schema";
import { ErrorNotice } from "../../components/ui/notice";
import { apiErrorInfo } from "../../lib/api-errors";
import { ChatPane } from "./chat-pane";
import { Presence } from "./presence";
import { type Conversation, useConversations } from "./use-whatsapp";
import { shortTime } from "./whatsapp-format";
import "./whatsapp.css";

/** The contacts (parents with a phone, or the demo's samples) beside the open conversation. */
export function Messenger({
  channel,
  selectedId,
  onSelect,
  onConversation,
}: {
  channel: ChannelStatus;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onConversation: (source: Conversation | null) => void;
}) {
  const demo = channel.mode === "demo";
  const { contactsQuery, contacts, wantsSamples, samplesLoading, selected, messages, messagesLoading } = useConversations(demo, selectedId);

  const selectedName = selected?.name;
  useEffect(() => {
    onConversation(selectedName ? { name: selectedName, messages } : null);
  }, [selectedName, messages, onConversation]);

  const withoutPhone = contactsQuery.data?.parentsWithoutPhone ?? 0;
  return (
    <>
      {withoutPhone > 0 ? (
        <p className="notice">
          {withoutPhone === 1 ? "1 padre o madre no tiene teléfono registrado" : `${withoutPhone} padres o madres no tienen teléfono registrado`}
          : agrégalo en <Link to="/dashboard/users">Usuarios</Link> (columna Teléfono) para poder escribirles.
        </p>
      ) : null}
      <div className="wa-layout">
        <section className="card wa-contacts" aria-labelledby="wa-contacts-title">
          <h2 id="wa-contacts-title" className="section-title">
            {wantsSamples ? "Contactos de ejemplo" : "Contactos"}
          </h2>
          {wantsSamples ? <p className="badge badge-info wa-sample-note">Demostración: estos contactos no existen</p> : null}
          {contactsQuery.isPending || samplesLoading ? (
            <p role="status">{wantsSamples ? "Cargando conversaciones de ejemplo..." : "Cargando contactos..."}</p>
          ) : null}
          {contactsQuery.isError ? <ErrorNotice>Error cargando contactos: {apiErrorInfo(contactsQuery.error).message}</ErrorNotice> : null}
          {contactsQuery.isSuccess && !demo && contacts.length === 0 ? <p className="empty-state">Aún no hay padres o madres con teléfono registrado.</p> : null}
          <ul className="wa-contact-list">
            {contacts.map((contact) => (
              <li key={contact.id}>
                <button type="button" className="wa-contact" aria-pressed={contact.id === selectedId} onClick={() => onSelect(contact.id)}>
                  <span className="wa-contact-top">
                    <span className="wa-contact-name">{contact.name}</span>
                    <span className="wa-contact-time">{shortTime(contact.lastMessageTime)}</span>
                  </span>
                  <span className="wa-contact-bottom">
                    <span className="wa-contact-last">{contact.lastMessage ?? "Sin mensajes todavía"}</span>
                    {contact.unreadCount > 0 ? (
                      <span className="wa-unread">
                        {contact.unreadCount}
                        <span className="visually-hidden"> sin leer</span>
                      </span>
                    ) : null}
                  </span>
                  <span className="wa-contact-bottom">
                    <Presence status={contact.status} />
                    {demo ? null : <span className="wa-window-tag">{contact.windowOpen ? "Ventana abierta" : "Solo plantillas"}</span>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <ChatPane contact={selected} messages={messages} loading={messagesLoading} cloud={!demo} templates={channel.templates} />
      </div>
    </>
  );
}
