import { z } from "zod";
import { schoolToday } from "../format.js";
import { messageOutput, okOutput, summarised } from "../input-rules.js";
import { pageFields, pagingMessages } from "../paging.js";
import { monthNames, months } from "./months.js";

export { monthNames, months };

export const paymentStatuses = ["pending", "approved", "rejected"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];


export const paymentMessages = {
  missing: "Por favor selecciona un archivo y un mes",
  wrongType: "Solo se permiten archivos PDF, JPG, JPEG o PNG",
  tooLarge: "El archivo no puede ser mayor a 10MB",
  duplicate: "Ya existe un pago para este mes y año. Elimina el anterior si quieres reemplazarlo.",
  alreadyApproved: "La ficha de este mes ya fue aprobada. No hace falta subir otra.",
  parentsOnly: "Solo los padres pueden acceder a esta página",
  notFound: "El pago no existe o ya fue eliminado.",
  notPending: "Solo se pueden revisar o eliminar pagos pendientes.",
  badYear: "Año no válido",
  uploaded: "Ficha de pago subida correctamente",
  deleted: "Pago eliminado correctamente",
  approved: "Pago aprobado correctamente",
  rejected: "Pago rechazado",
  page: pagingMessages.page,
  pageSize: pagingMessages.pageSize,
} as const;

/**
 * Why a second upload for a month is refused: a pending receipt can be withdrawn and sent again,
 * an approved one needs nothing more. A rejected one is not refused: the upload replaces it.
 */
export function duplicatePaymentMessage(status: string): string {
  return status === "approved" ? paymentMessages.alreadyApproved : paymentMessages.duplicate;
}

/** Years offered: the school's current year minus 2 through plus 3 (six values). */
export function offeredYears(now = new Date()): number[] {
  const year = Number(schoolToday(now).slice(0, 4));
  return [-2, -1, 0, 1, 2, 3].map((offset) => year + offset);
}

export const uploadFieldsInput = z.object({
  month: z.enum(months, { error: paymentMessages.missing }),
  year: z.coerce
    .number({ error: paymentMessages.badYear })
    .int(paymentMessages.badYear)
    .refine((year) => offeredYears().includes(year), paymentMessages.badYear),
  parentId: z.coerce.number().int().positive().optional(),
});
export type UploadFields = z.infer<typeof uploadFieldsInput>;

export const paymentIdInput = z.object({ id: z.coerce.number().int().positive() });
export const paymentVersionInput = paymentIdInput.extend({ versionId: z.coerce.number().int().positive() });

export const reviewInput = z.object({
  status: z.enum(["approved", "rejected"], { error: "Estado no válido" }),
  notes: z
    .string()
    .trim()
    .max(1000, "Máximo 1000 caracteres")
    .optional()
    .transform((notes) => (notes ? notes : null)),
});
export type ReviewInput = z.infer<typeof reviewInput>;
export const reviewCall = paymentIdInput.extend(reviewInput.shape);
export const paymentReviewedMessage = (status: ReviewInput["status"]) => (status === "approved" ? paymentMessages.approved : paymentMessages.rejected);

/** Receipts per page unless the caller asks otherwise, and the most one call may ask for. */
export const paymentPageSize = 25;
export const maxPaymentPageSize = 100;

/** Filters and paging of the receipt list; coerced so REST query strings (?page=2&pageSize=25) work too. */
export const listFiltersInput = summarised(
  z.object({
    status: z.enum(paymentStatuses, { error: "Estado no válido" }).optional(),
    month: z.enum(months, { error: "Mes no válido" }).optional(),
    year: z.coerce.number({ error: paymentMessages.badYear }).int(paymentMessages.badYear).min(2000, paymentMessages.badYear).max(2100, paymentMessages.badYear).optional(),
    search: z.string().trim().max(100, "Máximo 100 caracteres").optional(),
    ...pageFields(paymentPageSize, maxPaymentPageSize),
  }),
);
export type ListFiltersInput = z.input<typeof listFiltersInput>;
export type ListFilters = z.output<typeof listFiltersInput>;

/** A file the receipt had before the parent replaced it, with the review it got (issue 22). */
export const paymentVersionSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  fileUrl: z.string(),
  status: z.enum(paymentStatuses),
  notes: z.string().nullable(),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  replacedAt: z.string(),
});
export type PaymentVersion = z.infer<typeof paymentVersionSchema>;

export const paymentSchema = z.object({
  id: z.number(),
  month: z.string(),
  year: z.number(),
  fileName: z.string(),
  fileUrl: z.string(),
  status: z.enum(paymentStatuses),
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  notes: z.string().nullable(),
  parent: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  parentName: z.string(),
  parentEmail: z.string(),
  reviewedBy: z.string().nullable(),
  /** Earlier files of this receipt, newest first (each one rejected, then replaced). */
  earlierVersions: z.array(paymentVersionSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * One page of receipts. `total` is how many match every filter (for the pager); `counts` are the
 * stat cards: the same scope, month, year and search but every status, `counts.total` their sum.
 */
export const paymentListSchema = z.object({
  payments: z.array(paymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ total: z.number(), pending: z.number(), approved: z.number(), rejected: z.number() }),
  /** The months the school charges, first to last (a school setting, issue 34): the form starts on the one due. */
  feeMonths: z.object({ first: z.enum(months), last: z.enum(months) }),
});
export type PaymentList = z.infer<typeof paymentListSchema>;
export type StatusCounts = PaymentList["counts"];

/** The answer to an upload or a review: the receipt as it is now. */
export const paymentSavedOutput = messageOutput({ payment: paymentSchema.nullable() });
export const paymentDeletedOutput = okOutput;
