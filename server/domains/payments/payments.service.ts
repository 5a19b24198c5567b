import type { Readable } from "node:stream";
import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, type FileRow, findFile, storeUpload } from "../../lib/files.js";
import { receiptKinds } from "../../../common/uploads.js";
import {
  deletePayment,
  findPayment,
  insertPayment,
  listPaymentPage,
  type PaymentRow,
  paymentExists,
  reviewPendingPayment,
} from "./payments.repo.js";
import {
  type ListFilters,
  type Payment,
  type PaymentList,
  paymentMessages,
  type ReviewInput,
  type UploadFields,
} from "../../../common/payments/payments.schema.js";
import { canDeletePayment, canReviewPayments, canSeePayment, canSubmitPayments, paymentScope } from "../../../common/payments/payments.policy.js";

function toPayment(row: PaymentRow): Payment {
  const parentName = `${row.parentFirstName} ${row.parentLastName}`;
  return {
    id: row.id,
    month: row.month,
    year: Number(row.year),
    fileName: row.fileName,
    fileUrl: `/api/payments/${row.id}/file`,
    status: row.status as Payment["status"],
    uploadedAt: row.uploadedAt,
    reviewedAt: row.reviewedAt,
    notes: row.notes,
    parent: { firstName: row.parentFirstName, lastName: row.parentLastName, email: row.parentEmail },
    parentName,
    parentEmail: row.parentEmail,
    reviewedBy: row.reviewerFirstName ? `${row.reviewerFirstName} ${row.reviewerLastName ?? ""}`.trim() : null,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService(deps: { db: Db; dataDir: string }) {
  const { db, dataDir } = deps;

  function requireParent(actor: Actor | null): Actor {
    const signedIn = requireActor(actor);
    assertAllowed(canSubmitPayments(signedIn), paymentMessages.parentsOnly);
    return signedIn;
  }

  /** The receipt, if the caller is its parent or an admin; anyone else gets 403. */
  async function readable(actor: Actor | null, id: number): Promise<PaymentRow> {
    const signedIn = requireActor(actor);
    const row = await findPayment(db, id);
    if (!row) throw new AppError("NOT_FOUND", paymentMessages.notFound);
    assertAllowed(canSeePayment(signedIn, row), "No tienes permisos para ver este pago.");
    return row;
  }

  return {
    /**
     * One page of receipts: a parent's own, or every family's for an admin. `total` counts what
     * matches every filter (the pager); `counts` the stat cards, for every status.
     */
    async list(actor: Actor | null, filters: ListFilters): Promise<PaymentList> {
      const scope = paymentScope(requireActor(actor));
      assertAllowed(scope !== null, paymentMessages.parentsOnly);
      const { rows, counts } = await listPaymentPage(db, filters, scope);
      const all = counts.pending + counts.approved + counts.rejected;
      return {
        payments: rows.map(toPayment),
        total: filters.status ? counts[filters.status] : all,
        page: filters.page,
        pageSize: filters.pageSize,
        counts: { total: all, ...counts },
      };
    },

    /**
     * A parent's monthly receipt. Month, year and parent are checked before the file is read, so a
     * refused upload writes nothing; the file is then streamed to disk, limited to 10 MB and
     * accepted only when its content is a PDF, JPEG or PNG.
     */
    async upload(actor: Actor | null, { month, year, parentId }: UploadFields, file: { source: Readable | Buffer; name: string }): Promise<{ payment: Payment | null }> {
      const parent = requireParent(actor);
      if (parentId !== undefined && parentId !== parent.id) {
        throw new AppError("FORBIDDEN", "Solo puedes subir fichas de pago a tu propio nombre.");
      }
      if (await paymentExists(db, parent.id, month, year)) throw new AppError("CONFLICT", paymentMessages.duplicate);

      let stored: FileRow;
      try {
        stored = await storeUpload(db, file.source, {
          dataDir,
          allowedKinds: receiptKinds,
          wrongKindMessage: paymentMessages.wrongType,
          originalName: file.name,
          purpose: "payment",
          ownerId: parent.id,
        });
      } catch (error) {
        // The spec answers a wrong file type with 400, like the other bad fields of this form.
        if (error instanceof AppError && error.code === "UNSUPPORTED_MEDIA_TYPE") {
          throw new AppError("BAD_REQUEST", paymentMessages.wrongType);
        }
        throw error;
      }
      try {
        const id = await insertPayment(db, { parentId: parent.id, month, year, fileId: stored.id, uploadedAt: new Date().toISOString() });
        const row = await findPayment(db, id);
        return { payment: row ? toPayment(row) : null };
      } catch (error) {
        await deleteStoredFile(db, dataDir, stored.id);
        // Two uploads racing for one month: the unique index keeps one.
        if (await paymentExists(db, parent.id, month, year)) throw new AppError("CONFLICT", paymentMessages.duplicate);
        throw error;
      }
    },

    /** Refuses early, before any file byte is read, when the caller cannot upload at all. */
    assertCanUpload(actor: Actor | null): void {
      requireParent(actor);
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const signedIn = requireActor(actor);
      const row = await readable(signedIn, id);
      if (!canDeletePayment(signedIn, row)) throw new AppError("CONFLICT", paymentMessages.notPending);
      await db.transaction().execute(async (trx) => {
        await deletePayment(trx, id);
        await deleteStoredFile(trx, dataDir, row.fileId);
      });
    },

    async review(actor: Actor | null, id: number, input: ReviewInput): Promise<{ payment: Payment | null }> {
      const admin = requireActor(actor);
      assertAllowed(canReviewPayments(admin));
      const row = await findPayment(db, id);
      if (!row) throw new AppError("NOT_FOUND", paymentMessages.notFound);
      const done = await reviewPendingPayment(db, id, {
        status: input.status,
        notes: input.notes,
        reviewedById: admin.id,
        reviewedAt: new Date().toISOString(),
      });
      if (!done) throw new AppError("CONFLICT", paymentMessages.notPending);
      await recordAudit(db, { actor: admin, action: "payment.reviewed", object: { type: "payment", id }, details: { status: input.status } });
      const updated = await findPayment(db, id);
      return { payment: updated ? toPayment(updated) : null };
    },

    async file(actor: Actor | null, id: number): Promise<FileRow> {
      const row = await readable(actor, id);
      const file = await findFile(db, row.fileId);
      if (!file) throw new AppError("NOT_FOUND", "Archivo no encontrado");
      return file;
    },

    dataDir,
  };
}
