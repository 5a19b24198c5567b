/** The CRM's client statuses and their words, without zod: the web client's URL filters read them on the first page load. */
export const crmStatuses = ["prospect", "active", "inactive"] as const;
export type CrmStatus = (typeof crmStatuses)[number];

/** Spanish words of the screen and the report; the status is always shown as icon and word. */
export const crmStatusLabels: Record<CrmStatus, string> = { prospect: "Prospecto", active: "Activo", inactive: "Inactivo" };
