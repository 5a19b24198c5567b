import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import type { ReadCache } from "../../lib/read-cache.js";
import { createAssignmentsService } from "../assignments/assignments.service.js";
import { findAssignment } from "../assignments/assignments.repo.js";
import { findModuleRecord } from "../modules/modules.repo.js";
import { createModulesService } from "../modules/modules.service.js";
import { findSubmission } from "../student-work/student-work.repo.js";
import { childrenOf, settleStudentAccess } from "../users/users.repo.js";
import { canEditAssignment, assignmentScope } from "../../../common/assignments/assignments.policy.js";
import { canManageModule } from "../../../common/modules/modules.policy.js";
import { canReviewSubmission, workAccess } from "../../../common/student-work/student-work.policy.js";
import { canRecordVoices } from "../../../common/teacher-voices/teacher-voices.policy.js";
import { type VoiceSubject, teacherVoiceMessages } from "../../../common/teacher-voices/teacher-voices.schema.js";

/**
 * Who records and who listens, asked of the subject's own rules (issue 37): recording is for whoever
 * manages the module, teaches the task or reviews the hand-in (by id, never by name); listening is
 * for whoever reads the subject: its module page's readers, the task's readers (and a student's
 * parent, for their child's task), the hand-in's student, their parent and its reviewer.
 */
export function createVoiceSubjects(deps: { db: Db; dataDir: string; reads?: ReadCache }) {
  const { db } = deps;
  const modules = createModulesService({ db, config: { dataDir: deps.dataDir }, reads: deps.reads });
  const assignments = createAssignmentsService({ db });
  const missing = () => new AppError("NOT_FOUND", teacherVoiceMessages.subjectNotFound);

  return {
    /** Throws unless `actor` may record (or delete) the voice of `subject`. */
    async assertCanRecord(actor: Actor, subject: VoiceSubject): Promise<void> {
      assertAllowed(canRecordVoices(actor), teacherVoiceMessages.forbidden);
      if (subject.subjectType === "module") {
        const record = await findModuleRecord(db, subject.subjectId);
        if (!record) throw missing();
        assertAllowed(canManageModule(actor, record), teacherVoiceMessages.forbidden);
      } else if (subject.subjectType === "assignment") {
        const row = await findAssignment(db, assignmentScope(actor), subject.subjectId);
        if (!row) throw missing();
        assertAllowed(canEditAssignment(actor, row), teacherVoiceMessages.forbidden);
      } else {
        const work = await findSubmission(db, subject.subjectId);
        if (!work) throw missing();
        assertAllowed(canReviewSubmission(actor, work), teacherVoiceMessages.forbidden);
      }
    },

    /** Throws (403 or 404, as the subject's own screens answer) unless `actor` may read `subject`. */
    async assertCanListen(actor: Actor, subject: VoiceSubject): Promise<void> {
      if (subject.subjectType === "module") {
        await modules.get(actor, subject.subjectId);
      } else if (subject.subjectType === "assignment") {
        if (actor.role !== "parent") {
          await assignments.get(actor, subject.subjectId);
          return;
        }
        // A family hears the task of its own child: the task as that child reads it.
        for (const child of await childrenOf(db, actor.id)) {
          if (await findAssignment(db, assignmentScope({ id: child.id, role: "student" }), subject.subjectId)) return;
        }
        throw missing();
      } else {
        const work = await findSubmission(db, subject.subjectId);
        if (!work) throw missing();
        assertAllowed(await settleStudentAccess(db, actor.id, work.studentId, workAccess(actor, work)), teacherVoiceMessages.notFound);
      }
    },
  };
}
