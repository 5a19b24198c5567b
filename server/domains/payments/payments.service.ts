import { feeMonthsSetting } from "../settings/settings.service.js";
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
  findPeriodPayment,
  findVersionFileId,
  insertPayment,
  listPaymentPage,
  listPaymentVersions,
  type PaymentRow,
  type PaymentVersionRow,
  replaceRejectedPayment,
  reviewPendingPayment,
} from "./payments.repo.js";
import {
  duplicatePaymentMessage,
  type ListFilters,
  type Payment,
  type PaymentList,
  type PaymentVersion,
  paymentMessages,
  type ReviewInput,
  type UploadFields,
} from "../../../common/payments/payments.schema.js";
import { notifyReceiptReviewed, notifyReceiptSent } from "../notifications/notifications.producers.js";
import { canDeletePayment, canReplacePayment, canReviewPayments, canSeePayment, canSubmitPayments, paymentScope } from "../../../common/payments/payments.policy.js";

function personName(first: string | null, last: string | null): string | null {
  return first ? `${first} ${last ?? ""}`.trim() : null;
}

function toVersion(row: PaymentVersionRow): PaymentVersion {
  return {
    id: row.id,
    fileName: row.fileName,
    fileUrl: `/api/payments/${row.paymentId}/versions/${row.id}/file`,
    status: row.status as PaymentVersion["status"],
    notes: row.notes,
    uploadedAt: row.uploadedAt,
    reviewedAt: row.reviewedAt,
    reviewedBy: personName(row.reviewerFirstName, row.reviewerLastName),
    replacedAt: row.replacedAt,
  };
}

function toPayment(row: PaymentRow, versions: PaymentVersionRow[] = []): Payment {
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
    reviewedBy: personName(row.reviewerFirstName, row.reviewerLastName),
    earlierVersions: versions.filter((v) => v.paymentId === row.id).map(toVersion),
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

  /** The receipt as the screens show it, with its earlier versions. */
  async function shown(id: number): Promise<Payment | null> {
    const row = await findPayment(db, id);
    return row ? toPayment(row, await listPaymentVersions(db, [row.id])) : null;
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
      const versions = await listPaymentVersions(db, rows.map((row) => row.id));
      const all = counts.pending + counts.approved + counts.rejected;
      return {
        payments: rows.map((row) => toPayment(row, versions)),
        total: filters.status ? counts[filters.status] : all,
        page: filters.page,
        pageSize: filters.pageSize,
        counts: { total: all, ...counts },
        feeMonths: await feeMonthsSetting(db),
      };
    },

    /**
     * A parent's monthly receipt. Month, year and parent are checked before the file is read, so a
     * refused upload writes nothing; the file is then streamed to disk, limited to 10 MB and
     * accepted only when its content is a PDF, JPEG or PNG. A month already sent is refused while
     * its receipt is pending or approved; a rejected one is replaced, its file kept as an earlier
     * version (issue 22).
     */
    async upload(actor: Actor | null, { month, year, parentId }: UploadFields, file: { source: Readable | Buffer; name: string }): Promise<{ payment: Payment | null }> {
      const parent = requireParent(actor);
      if (parentId !== undefined && parentId !== parent.id) {
        throw new AppError("FORBIDDEN", "Solo puedes subir fichas de pago a tu propio nombre.");
      }
      const existing = await findPeriodPayment(db, parent.id, month, year);
      if (existing && !canReplacePayment(existing)) throw new AppError("CONFLICT", duplicatePaymentMessage(existing.status));

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
      const now = new Date().toISOString();
      let id: number;
      try {
        if (existing) {
          const replaced = await db.transaction().execute((trx) => replaceRejectedPayment(trx, existing, stored.id, now));
          if (!replaced) throw new AppError("CONFLICT", paymentMessages.duplicate);
          id = existing.id;
        } else {
          id = await insertPayment(db, { parentId: parent.id, month, year, fileId: stored.id, uploadedAt: now });
        }
      } catch (error) {
        await deleteStoredFile(db, dataDir, stored.id);
        // Two uploads racing for one month: the unique index (or the rejected status) keeps one.
        const winner = await findPeriodPayment(db, parent.id, month, year);
        if (winner && winner.fileId !== existing?.fileId) throw new AppError("CONFLICT", duplicatePaymentMessage(winner.status));
        throw error;
      }
      await notifyReceiptSent(db, id);
      return { payment: await shown(id) };
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
        for (const fileId of await deletePayment(trx, id)) await deleteStoredFile(trx, dataDir, fileId);
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
      await notifyReceiptReviewed(db, id);
      return { payment: await shown(id) };
    },

    async file(actor: Actor | null, id: number): Promise<FileRow> {
      const row = await readable(actor, id);
      const file = await findFile(db, row.fileId);
      if (!file) throw new AppError("NOT_FOUND", "Archivo no encontrado");
      return file;
    },

    /** An earlier file of a receipt, for whoever may see the receipt. */
    async versionFile(actor: Actor | null, id: number, versionId: number): Promise<FileRow> {
      await readable(actor, id);
      const fileId = await findVersionFileId(db, id, versionId);
      const file = fileId === undefined ? undefined : await findFile(db, fileId);
      if (!file) throw new AppError("NOT_FOUND", "Archivo no encontrado");
      return file;
    },

    dataDir,
  };
}
