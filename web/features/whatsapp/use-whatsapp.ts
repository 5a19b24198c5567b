import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { ChatMessage, WhatsAppTemplate } from "../../../common/whatsapp/whatsapp.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { sampleConversations } from "./demo-samples";
import { type AnyContact, isSample } from "./whatsapp-format";
import { whatsappQueries } from "./whatsapp-queries";

/** Spec, section 9: the simulated connect takes 2 s and the sample chat loads after 1 s. */
const connectDelayMs = 2000;
const sampleDelayMs = 1000;
const refreshMs = 15_000;
const noMessages: ChatMessage[] = [];

const route = getRouteApi("/dashboard/whatsapp");

export type Conversation = { name: string; messages: ChatMessage[] };

/** The channel (loaded with the route), the open conversation (in the URL), the one to export, and disconnecting. */
export function useWhatsApp() {
  const queryClient = useQueryClient();
  const channel = useSuspenseQuery(whatsappQueries.status()).data;
  const navigate = route.useNavigate();
  const selectedId = route.useSearch().contact ?? null;
  const select = (id: number | null) => navigate({ search: (current) => ({ ...current, contact: id ?? undefined }), replace: true });
  const [exportSource, setExportSource] = useState<Conversation | null>(null);
  const disconnect = useMutation(
    trpc.whatsapp.disconnect.mutationOptions({
      onSuccess: async () => {
        select(null);
        toast.info("WhatsApp desconectado");
        await queryClient.invalidateQueries({ queryKey: trpc.whatsapp.pathKey() });
      },
      onError: (err) => toast.error("No se pudo desconectar", apiErrorInfo(err).message),
    }),
  );
  return { channel, selectedId, select, exportSource, setExportSource, disconnect };
}

/** The four stat cards, refreshed every 30 s. */
export function useWhatsAppStats() {
  return useQuery({ ...trpc.whatsapp.stats.queryOptions(), refetchInterval: 30_000 }).data;
}

/** 'Generar QR' in demo mode: the QR for 2 s, then the simulated connection. */
export function useDemoConnect() {
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
  function start() {
    setConnecting(true);
    timer.current = setTimeout(() => connect.mutate(), connectDelayMs);
  }
  return { connecting, start };
}

/**
 * The contacts (refreshed every 15 s) and the open conversation's messages; in demo mode with no
 * parent to write to yet, sample conversations after 1 s. Opening a conversation marks it read.
 */
export function useConversations(demo: boolean, selectedId: number | null) {
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

  return {
    contactsQuery,
    contacts,
    wantsSamples,
    samplesLoading: wantsSamples && !samples,
    selected,
    messages,
    messagesLoading: Boolean(realSelected) && messagesQuery.isPending,
  };
}

/** After a send: a message WhatsApp refused is a toast; the lists and the window are read again. */
function useAfterSend() {
  const queryClient = useQueryClient();
  return async (message: ChatMessage) => {
    if (message.status === "failed") toast.error("No se pudo enviar el mensaje", message.error ?? undefined);
    await queryClient.invalidateQueries({ queryKey: trpc.whatsapp.pathKey() });
  };
}

/** The message being written to a contact and sending it; a refused message is said under the box. */
export function useSendMessage(contact: AnyContact | undefined) {
  const queryClient = useQueryClient();
  const afterSend = useAfterSend();
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const send = useMutation(
    trpc.whatsapp.send.mutationOptions({
      onSuccess: async (message) => {
        setDraft("");
        setSendError(null);
        await afterSend(message);
      },
      onError: async (err) => {
        setSendError(apiErrorInfo(err).message);
        // The window may have closed since the list was read: the screen then offers the templates.
        await queryClient.invalidateQueries({ queryKey: trpc.whatsapp.contacts.queryKey() });
      },
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    const content = draft.trim();
    if (!content || !contact || isSample(contact)) return;
    send.mutate({ contactId: contact.id, content });
  }
  return { draft, setDraft, sendError, sending: send.isPending, submit };
}

/** An approved template to a contact whose 24-hour window is closed: the chosen one and its values. */
export function useSendTemplate(contactId: number, templates: readonly WhatsAppTemplate[]) {
  const afterSend = useAfterSend();
  const [name, setName] = useState(templates[0]?.name ?? "");
  const [values, setValues] = useState<string[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);
  const template = templates.find((t) => t.name === name);
  const send = useMutation(
    trpc.whatsapp.sendTemplate.mutationOptions({
      onSuccess: async (message) => {
        setValues([]);
        setSendError(null);
        await afterSend(message);
      },
      onError: (err) => setSendError(apiErrorInfo(err).message),
    }),
  );
  function choose(next: string) {
    setName(next);
    setValues([]);
    setSendError(null);
  }
  function setValue(index: number, value: string) {
    setValues((current) => template?.params.map((_, i) => (i === index ? value : (current[i] ?? ""))) ?? []);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!template) return;
    send.mutate({ contactId, template: template.name, params: template.params.map((_, i) => values[i]?.trim() ?? "") });
  }
  const complete = Boolean(template) && (template?.params ?? []).every((_, i) => values[i]?.trim());
  return { template, choose, values, setValue, complete, sendError, sending: send.isPending, submit };
}
