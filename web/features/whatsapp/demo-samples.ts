import type { ChatContact, ChatMessage } from "../../../common/whatsapp/whatsapp.schema";

/**
 * Sample conversations of the spec's demo screen. They are shown only in demo mode, only while the
 * school has no parent with a phone, and always labelled as examples: nobody receives anything.
 */
export type SampleContact = ChatContact & { sample: true };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** The sample parent last wrote `minutes` ago: WhatsApp's 24-hour window as the server computes it. */
const wroteAgo = (minutes: number) => ({ windowOpen: minutes < 24 * 60, windowClosesAt: new Date(Date.now() + (24 * 60 - minutes) * 60_000).toISOString() });

export function sampleConversations(): { contacts: SampleContact[]; messages: Record<number, ChatMessage[]> } {
  const contacts: SampleContact[] = [
    { id: -1, name: "María González (ejemplo)", phone: "573001112233", lastMessage: "¡Gracias por la información!", lastMessageTime: minutesAgo(3), unreadCount: 2, status: "online", ...wroteAgo(3), sample: true },
    { id: -2, name: "Carlos Rodríguez (ejemplo)", phone: "573104445566", lastMessage: "¿A qué hora es la reunión?", lastMessageTime: minutesAgo(95), unreadCount: 0, status: "away", ...wroteAgo(95), sample: true },
    { id: -3, name: "Ana Martínez (ejemplo)", phone: "573207778899", lastMessage: "Perfecto, nos vemos mañana.", lastMessageTime: minutesAgo(60 * 26), unreadCount: 0, status: "offline", ...wroteAgo(60 * 26), sample: true },
  ];
  const message = (id: number, contact: SampleContact, out: boolean, content: string, at: string, status: ChatMessage["status"]): ChatMessage => ({
    id,
    contactId: contact.id,
    from: out ? "admin" : contact.phone,
    to: out ? contact.phone : "admin",
    direction: out ? "out" : "in",
    content,
    timestamp: at,
    status,
    type: "text",
    error: null,
    demo: true,
  });
  const [maria, carlos, ana] = contacts as [SampleContact, SampleContact, SampleContact];
  return {
    contacts,
    messages: {
      [maria.id]: [
        message(-11, maria, true, "Buenos días, le recordamos que el viernes hay salida pedagógica.", minutesAgo(10), "read"),
        message(-12, maria, false, "¿Necesitan llevar algo especial?", minutesAgo(6), "read"),
        message(-13, maria, false, "¡Gracias por la información!", minutesAgo(3), "delivered"),
      ],
      [carlos.id]: [
        message(-21, carlos, true, "Hola Carlos, la reunión de padres es el jueves.", minutesAgo(100), "read"),
        message(-22, carlos, false, "¿A qué hora es la reunión?", minutesAgo(95), "read"),
      ],
      [ana.id]: [
        message(-31, ana, true, "Ana, mañana entregamos el informe de Lucas.", minutesAgo(60 * 27), "read"),
        message(-32, ana, false, "Perfecto, nos vemos mañana.", minutesAgo(60 * 26), "read"),
      ],
    },
  };
}
