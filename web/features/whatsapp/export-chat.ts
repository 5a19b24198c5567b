import type { ChatMessage } from "../../../common/whatsapp/whatsapp.schema";
import { saveBlob } from "../../lib/protected-files";

export const statusWords: Record<ChatMessage["status"], string> = { sent: "Enviado", delivered: "Entregado", read: "Leído", failed: "Fallido" };

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** 2026-11-23 09:05, in the browser's time zone. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** One CSV cell; a leading =, +, - or @ is neutralised so a spreadsheet never runs it as a formula. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The conversation as CSV (UTF-8 with BOM so Excel shows the accents), oldest first. */
export function conversationCsv(contactName: string, messages: ChatMessage[]): string {
  const header = ["Fecha", "De", "Para", "Mensaje", "Estado"].map(cell).join(";");
  const rows = messages.map((m) =>
    [
      localDateTime(m.timestamp),
      m.direction === "out" ? "Colegio" : contactName,
      m.direction === "out" ? contactName : "Colegio",
      m.content,
      m.direction === "out" ? statusWords[m.status] + (m.error ? `: ${m.error}` : "") : "Recibido",
    ]
      .map(cell)
      .join(";"),
  );
  return `\uFEFF${[header, ...rows].join("\r\n")}\r\n`;
}

export function downloadText(fileName: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}

export function exportFileName(contactName: string): string {
  const slug = contactName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const today = localDateTime(new Date().toISOString()).slice(0, 10);
  return `chat-${slug || "contacto"}-${today}.csv`;
}
