import type { ChatContact, ContactStatus } from "../../../common/whatsapp/whatsapp.schema";
import type { SampleContact } from "./demo-samples";

export const presenceWords: Record<ContactStatus, string> = { online: "En línea", away: "Ausente", offline: "Desconectado" };

export type AnyContact = ChatContact | SampleContact;
export const isSample = (contact: AnyContact | undefined): contact is SampleContact => Boolean(contact && "sample" in contact);

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes % 60}m`;
  return `${minutes}m`;
}

export function shortTime(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString("es-CO", { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString("es-CO", { day: "numeric", month: "short" });
}

export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString("es-CO", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

export function displayPhone(digits: string): string {
  return `+${digits}`;
}
