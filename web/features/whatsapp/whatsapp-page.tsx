import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Check, CheckCheck, CircleAlert, CircleCheck, Download, Info, Send, Settings, Unplug } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { ChannelStatus, ChatContact, ChatMessage, ContactStatus } from "../../../common/whatsapp/whatsapp.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../layout/section-page";
import { DemoQr } from "./demo-qr";
import { type SampleContact, sampleConversations } from "./demo-samples";
import { conversationCsv, downloadText, exportFileName, statusWords } from "./export-chat";
import { WhatsAppSettingsDialog } from "./settings-dialog";

/** Spec, section 9: the simulated connect takes 2 s and the sample chat loads after 1 s. */
const connectDelayMs = 2000;
const sampleDelayMs = 1000;
const refreshMs = 15_000;

const noMessages: ChatMessage[] = [];

const presenceWords: Record<ContactStatus, string> = { online: "En línea", away: "Ausente", offline: "Desconectado" };

type AnyContact = ChatContact | SampleContact;
const isSample = (contact: AnyContact | undefined): contact is SampleContact => Boolean(contact && "sample" in contact);

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
}

function shortTime(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString("es-CO", { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString("es-CO", { day: "numeric", month: "short" });
}

function fullTime(iso: string): string {
  return new Date(iso).toLocaleString("es-CO", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

function displayPhone(digits: string): string {
  return `+${digits}`;
}

/** 'Mensajes (WhatsApp)' (admin): connect, contacts, chat and the four stat cards, all from stored data. */
export function WhatsAppPage() {
  const queryClient = useQueryClient();
  const status = useQuery(trpc.whatsapp.status.queryOptions());
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [exportSource, setExportSource] = useState<{ name: string; messages: ChatMessage[] } | null>(null);

  const disconnect = useMutation(
    trpc.whatsapp.disconnect.mutationOptions({
      onSuccess: async () => {
        setSelectedId(null);
        toast.info("WhatsApp desconectado");
        await queryClient.invalidateQueries({ queryKey: trpc.whatsapp.pathKey() });
      },
      onError: (err) => toast.error("No se pudo desconectar", apiErrorInfo(err).message),
    }),
  );

  if (status.isPending) return <SectionPage title="Mensajes (WhatsApp)"><p role="status">Cargando...</p></SectionPage>;
  if (status.isError) {
    return (
      <SectionPage title="Mensajes (WhatsApp)">
        <p role="alert" className="alert alert-error">
          Error cargando datos: {apiErrorInfo(status.error).message}
        </p>
      </SectionPage>
    );
  }
  const channel = status.data;
  const demo = channel.mode === "demo";

  return (
    <SectionPage title="Mensajes (WhatsApp)">
      {demo ? (
        <div className="alert alert-info wa-demo-banner" role="note" aria-label="Modo demostración">
          <Info aria-hidden="true" />
          <p>
            <strong>Modo demostración.</strong> WhatsApp Business no está configurado en este servidor: ningún mensaje sale del
            colegio. Lo que escribas se guarda solo en Tribu.
          </p>
        </div>
      ) : null}
      <div className="people-toolbar">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!exportSource || exportSource.messages.length === 0}
          onClick={() => exportSource && downloadText(exportFileName(exportSource.name), conversationCsv(exportSource.name, exportSource.messages), "text/csv;charset=utf-8")}
        >
          <Download aria-hidden="true" />
          Exportar Chat
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setSettingsOpen(true)}>
          <Settings aria-hidden="true" />
          Configuración
        </button>
        {demo && channel.connected ? (
          <button type="button" className="btn btn-ghost" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
            <Unplug aria-hidden="true" />
            Desconectar
          </button>
        ) : null}
      </div>
      {channel.connected && !exportSource ? <p className="muted small">Elige una conversación para exportarla.</p> : null}
      <StatCards />
      <ConnectCard channel={channel} />
      {channel.connected ? (
        <Messenger demo={demo} selectedId={selectedId} onSelect={setSelectedId} onConversation={setExportSource} />
      ) : null}
      <WhatsAppSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} status={channel} />
    </SectionPage>
  );
}

function StatCards() {
  const stats = useQuery({ ...trpc.whatsapp.stats.queryOptions(), refetchInterval: 30_000 });
  const value = (n: number | undefined) => (n === undefined ? "—" : String(n));
  return (
    <ul className="stat-grid" aria-label="Resumen de mensajes">
      <li className="card stat">
        <span className="stat-value">{value(stats.data?.sent)}</span> Mensajes Enviados
      </li>
      <li className="card stat">
        <span className="stat-value">{value(stats.data?.activeContacts)}</span> Contactos Activos
      </li>
      <li className="card stat">
        <span className="stat-value">{stats.data ? formatDuration(stats.data.connectedSeconds) : "—"}</span> Tiempo Conectado
      </li>
      <li className="card stat">
        <span className="stat-value">{value(stats.data?.read)}</span> Mensajes Leídos
      </li>
    </ul>
  );
}

function ConnectCard({ channel }: { channel: ChannelStatus }) {
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const connect = useMutation(
    trpc.whatsapp.connect.mutationOptions({
      onSuccess: async () => {
        toast.success("WhatsApp conectado (demostración)");
        await queryClient.invalidateQueries({ queryKey: trpc.whatsapp.pathKey() });
      },
      onError: (err) => toast.error("No se pudo conectar WhatsApp", apiErrorInfo(err).message),
      onSettled: () => setConnecting(false),
    }),
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (channel.mode === "cloud") {
    return (
      <section className="card wa-connect" aria-labelledby="wa-connect-title">
        <h2 id="wa-connect-title" className="section-title">
          Conectar WhatsApp
        </h2>
        <p className="wa-flag">
          <CircleCheck aria-hidden="true" />
          Conectado mediante la API de WhatsApp Business{channel.connectedAt ? ` (desde el ${fullTime(channel.connectedAt)})` : ""}
        </p>
        <p className="muted">No hace falta escanear ningún QR: el servidor envía los mensajes con el número configurado.</p>
      </section>
    );
  }
  if (channel.connected) return null;

  function start() {
    setConnecting(true);
    timer.current = setTimeout(() => connect.mutate(), connectDelayMs);
  }
  return (
    <section className="card wa-connect" aria-labelledby="wa-connect-title">
      <h2 id="wa-connect-title" className="section-title">
        Conectar WhatsApp
      </h2>
      <p>Genera el código QR para conectar el WhatsApp del colegio. En modo demostración el QR es un ejemplo y la conexión es simulada.</p>
      {connecting ? <DemoQr /> : null}
      <button type="button" className="btn btn-primary" onClick={start} disabled={connecting}>
        {connecting ? "Conectando..." : "Generar QR"}
      </button>
      <p role="status" className="visually-hidden">
        {connecting ? "Conectando WhatsApp..." : ""}
      </p>
    </section>
  );
}

function Presence({ status }: { status: ContactStatus }) {
  return (
    <span className="wa-presence">
      <span className={`wa-dot wa-dot-${status}`} aria-hidden="true" />
      {presenceWords[status]}
    </span>
  );
}

function Messenger({
  demo,
  selectedId,
  onSelect,
  onConversation,
}: {
  demo: boolean;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  onConversation: (source: { name: string; messages: ChatMessage[] } | null) => void;
}) {
  const queryClient = useQueryClient();
  const contactsQuery = useQuery({ ...trpc.whatsapp.contacts.queryOptions(), refetchInterval: refreshMs });
  const realContacts = contactsQuery.data?.contacts ?? [];
  const wantsSamples = demo && contactsQuery.isSuccess && realContacts.length === 0;
  const [samples, setSamples] = useState<ReturnType<typeof sampleConversations> | null>(null);
  useEffect(() => {
    if (!wantsSamples) return;
    const id = setTimeout(() => setSamples(sampleConversations()), sampleDelayMs);
    return () => clearTimeout(id);
  }, [wantsSamples]);

  const contacts: AnyContact[] = wantsSamples ? (samples?.contacts ?? []) : realContacts;
  const selected = contacts.find((c) => c.id === selectedId);
  const realSelected = selected && !isSample(selected) ? selected : undefined;
  const messagesQuery = useQuery({
    ...trpc.whatsapp.messages.queryOptions({ contactId: realSelected?.id ?? 0 }),
    enabled: Boolean(realSelected),
    refetchInterval: refreshMs,
  });
  const messages: ChatMessage[] = isSample(selected) ? (samples?.messages[selected.id] ?? noMessages) : (messagesQuery.data ?? noMessages);

  const markRead = useMutation(
    trpc.whatsapp.markRead.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.whatsapp.contacts.queryKey() }),
    }),
  );
  const unread = realSelected?.unreadCount ?? 0;
  const markReadMutate = markRead.mutate;
  useEffect(() => {
    if (realSelected && unread > 0) markReadMutate({ contactId: realSelected.id });
  }, [realSelected, unread, markReadMutate]);

  const selectedName = selected?.name;
  useEffect(() => {
    onConversation(selectedName ? { name: selectedName, messages } : null);
  }, [selectedName, messages, onConversation]);

  return (
    <>
      {contactsQuery.data && contactsQuery.data.parentsWithoutPhone > 0 ? (
        <p className="notice">
          {contactsQuery.data.parentsWithoutPhone === 1
            ? "1 padre o madre no tiene teléfono registrado"
            : `${contactsQuery.data.parentsWithoutPhone} padres o madres no tienen teléfono registrado`}
          : agrégalo en <Link to="/dashboard/users">Todos los Usuarios</Link> (columna Teléfono) para poder escribirles.
        </p>
      ) : null}
      <div className="wa-layout">
        <section className="card wa-contacts" aria-labelledby="wa-contacts-title">
          <h2 id="wa-contacts-title" className="section-title">
            {wantsSamples ? "Contactos de ejemplo" : "Contactos"}
          </h2>
          {wantsSamples ? (
            <p className="badge badge-info wa-sample-note">Demostración: estos contactos no existen</p>
          ) : null}
          {contactsQuery.isPending || (wantsSamples && !samples) ? (
            <p role="status">{wantsSamples ? "Cargando conversaciones de ejemplo..." : "Cargando contactos..."}</p>
          ) : null}
          {contactsQuery.isError ? (
            <p role="alert" className="alert alert-error">
              Error cargando contactos: {apiErrorInfo(contactsQuery.error).message}
            </p>
          ) : null}
          {contactsQuery.isSuccess && !demo && realContacts.length === 0 ? (
            <p className="empty-state">Aún no hay padres o madres con teléfono registrado.</p>
          ) : null}
          <ul className="wa-contact-list">
            {contacts.map((contact) => (
              <li key={contact.id}>
                <button
                  type="button"
                  className="wa-contact"
                  aria-pressed={contact.id === selectedId}
                  onClick={() => onSelect(contact.id)}
                >
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
                  <Presence status={contact.status} />
                </button>
              </li>
            ))}
          </ul>
        </section>
        <ChatPane contact={selected} messages={messages} loading={Boolean(realSelected) && messagesQuery.isPending} />
      </div>
    </>
  );
}

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

function ChatPane({ contact, messages, loading }: { contact: AnyContact | undefined; messages: ChatMessage[]; loading: boolean }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const send = useMutation(
    trpc.whatsapp.send.mutationOptions({
      onSuccess: async (message) => {
        setDraft("");
        setSendError(null);
        if (message.status === "failed") toast.error("No se pudo enviar el mensaje", message.error ?? undefined);
        await queryClient.invalidateQueries({ queryKey: trpc.whatsapp.pathKey() });
      },
      onError: (err) => setSendError(apiErrorInfo(err).message),
    }),
  );

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
  function submit(event: FormEvent) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || sample || !contact) return;
    send.mutate({ contactId: contact.id, content });
  }
  return (
    <section className="card wa-chat" aria-labelledby="wa-chat-title">
      <header className="wa-chat-header">
        <h2 id="wa-chat-title" className="section-title">
          {contact.name}
        </h2>
        <p className="muted">
          {displayPhone(contact.phone)} · <Presence status={contact.status} />
        </p>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable conversation must be reachable by keyboard (WCAG 2.1.1) */}
      <div ref={logRef} className="wa-messages" role="log" aria-label={`Mensajes con ${contact.name}`} tabIndex={0}>
        <ol className="wa-message-list">
        {loading ? <li className="muted">Cargando mensajes...</li> : null}
        {!loading && messages.length === 0 ? <li className="muted">Todavía no hay mensajes. Escribe el primero.</li> : null}
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
          <button type="submit" className="btn btn-primary" disabled={!draft.trim() || send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? "Enviando..." : "Enviar"}
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
