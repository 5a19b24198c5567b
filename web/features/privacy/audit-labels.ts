import { roleLabels } from "../../../common/users/role-labels";
import { statusLabels } from "../../../common/users/status-labels";
import { formatDateTime } from "../../../common/format";

/** The audit log's Spanish words for what an entry is about, its detail keys and the values stored in them. */
export const objectLabels: Record<string, string> = {
  user: "Usuario",
  student: "Estudiante",
  payment: "Pago",
  work_submission: "Trabajo",
  consent: "Consentimiento",
  integration: "Integración",
};

export const detailLabels: Record<string, string> = {
  from: "Antes",
  to: "Después",
  status: "Estado",
  grade: "Nota",
  previousGrade: "Nota anterior",
  reason: "Motivo",
  email: "Correo escrito",
  firstAt: "Primer intento",
  userIds: "Cuentas intentadas (id)",
  emails: "Correos escritos (sin cuenta)",
  otherTargets: "Más cuentas o correos intentados",
  parentId: "Padre o madre (id)",
  role: "Rol",
  reassigned: "Registros reasignados",
  files: "Archivos",
  deletedRows: "Registros borrados",
  anonymisedRows: "Registros anonimizados",
  anonimizado: "Anonimizado",
  erasure: "Referencia",
  noticeVersion: "Versión del aviso",
  consentId: "Consentimiento (id)",
  consents: "Consentimientos retirados",
  integration: "Integración",
  mode: "Modo",
};

const valueLabels: Record<string, string> = {
  wrong_password: "Contraseña incorrecta",
  unknown_email: "Correo no registrado",
  account_blocked: "Cuenta no activa",
  account_pending: "Cuenta pendiente de aprobación",
  too_many_attempts: "Demasiados intentos",
  approved: "Aprobado",
  rejected: "Rechazado",
  APPROVED: "Aprobado",
  REJECTED: "Rechazado",
  NEEDS_REVISION: "Necesita revisión",
  ...statusLabels,
  whatsapp: "WhatsApp",
  google_classroom: "Google Classroom",
  demo: "Demostración",
  ...roleLabels,
};

const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

export function showTime(iso: string): string {
  return formatDateTime(iso);
}

/** A detail's value for people: yes/no, lists, instants in local time, known codes in words. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (value === true) return "Sí";
  if (value === false) return "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(showValue).join(", ");
  const text = String(value);
  if (instant.test(text)) return showTime(text);
  return valueLabels[text] ?? text;
}

/** Details worth a line: the count is already in the action ("Inicio de sesión fallido ×37"), empty lists say nothing. */
export function shownDetails(details: Record<string, unknown>): [string, unknown][] {
  return Object.entries(details).filter(([key, value]) => key !== "count" && !(Array.isArray(value) && value.length === 0));
}
