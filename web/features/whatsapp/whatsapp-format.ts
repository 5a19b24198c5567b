import type { ChatContact, ContactStatus } from "../../../common/whatsapp/whatsapp.schema";
import type { SampleContact } from "./demo-samples";
import { formatPhone } from "../../../common/phone";
import { formatDateTime, formatShortDate, formatTime, schoolToday } from "../../../common/format";

/**
 * When the parent last wrote (the server's presence): in the last minutes, in the last 24 hours, or
 * earlier. Not "Ausente": that word is the register's, for a child who did not come to school.
 */
export const presenceWords: Record<ContactStatus, string> = { online: "En línea", away: "Inactivo", offline: "Desconectado" };

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
  return schoolToday(new Date(iso)) === schoolToday() ? formatTime(iso) : formatShortDate(iso);
}

export function fullTime(iso: string): string {
  return formatDateTime(iso);
}

/** WhatsApp keeps digits with the country code; people read them as the CRM does: +57 300 123 4567. */
export function displayPhone(digits: string): string {
  return formatPhone(`+${digits}`);
}
