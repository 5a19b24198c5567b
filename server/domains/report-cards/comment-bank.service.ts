import type { Db } from "../../db/connection.js";
import { withInstanceLock } from "../../db/instance-lock.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { isStaff } from "../../../common/school.policy.js";
import {
  type BankComment,
  type CommentInput,
  type CommentSearch,
  commentBankLimit,
  commentBankMessages as m,
} from "../../../common/report-cards/comment-bank.schema.js";
import { countComments, deleteComment, insertComment, listComments, updateComment } from "./comment-bank.repo.js";

export type CommentBankService = ReturnType<typeof createCommentBankService>;

/**
 * Each teacher's (and each coordinator's or admin's) own phrases: nobody reads or changes another's,
 * which answers 404 as if it did not exist.
 */
export function createCommentBankService(deps: { db: Db }) {
  const { db } = deps;
  const author = (actor: Actor | null) => {
    const who = requireActor(actor);
    assertAllowed(isStaff(who));
    return who;
  };

  return {
    async list(actor: Actor | null, search: CommentSearch): Promise<BankComment[]> {
      const who = author(actor);
      return (await listComments(db, who.id, search)) as BankComment[];
    },

    async create(actor: Actor | null, input: CommentInput): Promise<BankComment> {
      const who = author(actor);
      // The count and the insert under one lock per teacher: twelve quick clicks cannot pass 500.
      return withInstanceLock(db, `comment-bank:${who.id}`, async (trx) => {
        if ((await countComments(trx, who.id)) >= commentBankLimit) throw new AppError("CONFLICT", m.full);
        return (await insertComment(trx, who.id, input, new Date().toISOString())) as BankComment;
      });
    },

    async update(actor: Actor | null, id: number, input: CommentInput): Promise<BankComment> {
      const who = author(actor);
      const changed = await updateComment(db, who.id, id, input, new Date().toISOString());
      if (!changed) throw new AppError("NOT_FOUND", m.notFound);
      return changed as BankComment;
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      const who = author(actor);
      if (!(await deleteComment(db, who.id, id))) throw new AppError("NOT_FOUND", m.notFound);
    },
  };
}
