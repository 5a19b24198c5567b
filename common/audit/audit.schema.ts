import { z } from "zod";
import { auditActionNames } from "./audit-actions.js";

export const auditMessages = {
  badDate: "La fecha no es válida",
  badRange: "La fecha inicial debe ser anterior a la final",
} as const;

const blankAsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);

/** Filters of 'Registro de actividad'. Dates are instants (the screen sends the local day's bounds). */
export const listAuditInput = z
  .object({
    action: z.preprocess(blankAsUnset, z.enum(auditActionNames, { error: "Acción desconocida" }).optional()),
    actor: z.preprocess(blankAsUnset, z.string().trim().max(100).optional()),
    from: z.preprocess(blankAsUnset, z.iso.datetime({ offset: true, error: auditMessages.badDate }).optional()),
    to: z.preprocess(blankAsUnset, z.iso.datetime({ offset: true, error: auditMessages.badDate }).optional()),
    page: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).default(1)),
    pageSize: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(100).default(25)),
  })
  .refine((input) => !input.from || !input.to || new Date(input.from) <= new Date(input.to), {
    message: auditMessages.badRange,
    path: ["to"],
  });
export type ListAuditInput = z.input<typeof listAuditInput>;
export type AuditQuery = z.output<typeof listAuditInput>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  actionLabel: z.string(),
  actorId: z.number().nullable(),
  actorRole: z.string().nullable(),
  actorName: z.string().nullable(),
  objectType: z.string().nullable(),
  objectId: z.number().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** How many events the entry stands for: failed sign-ins are counted per address and hour. */
  count: z.number(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/**
 * The count of matching entries stops here (issue 38): a school keeps years of sign-ins, and
 * counting half a million rows for a page header is most of the screen's time. Past it the screen
 * says "Más de 10.000 entradas" and pages through the first 10.000; the filters narrow the rest.
 */
export const auditCountCap = 10_000;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** How many entries match, up to auditCountCap. */
  total: z.number(),
  /** More than auditCountCap entries match: total is the cap, not the count. */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
  actions: z.array(z.object({ value: z.string(), label: z.string() })),
  /** Entries older than this many days are deleted (AUDIT_RETENTION_DAYS). */
  retentionDays: z.number(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
