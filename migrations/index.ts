import type { Migration } from "kysely";
import * as foundation from "./2026-11-22T0900-foundation.js";
import * as workReviews from "./2026-11-22T1100-work-reviews.js";
import * as peopleIndexes from "./2026-11-22T1200-people-indexes.js";
import * as accessibilityProfiles from "./2026-11-22T1400-accessibility-profiles.js";
import * as simpleMode from "./2026-11-22T1410-simple-mode.js";
import * as assignmentCompletions from "./2026-11-22T1500-assignment-completions.js";
import * as examsQuizzes from "./2026-11-22T1600-exams-quizzes.js";
import * as crmClients from "./2026-11-23T0900-crm-clients.js";
import * as quotations from "./2026-11-23T0910-quotations.js";
import * as todoItems from "./2026-11-23T0920-todo-items.js";
import * as notionTasks from "./2026-11-23T0930-notion-tasks.js";
import * as googleClassroom from "./2026-11-23T0940-google-classroom.js";
import * as whatsapp from "./2026-11-23T0950-whatsapp.js";
import * as visualDay from "./2026-11-23T1000-visual-day.js";
import * as privacyAudit from "./2026-11-23T1010-privacy-audit.js";
import * as moduleListIndexes from "./2026-11-23T1110-module-list-indexes.js";
import * as usersStatusIndex from "./2026-11-23T1120-users-status-index.js";
import * as paymentListIndexes from "./2026-11-23T1130-payment-list-indexes.js";
import * as workListIndexes from "./2026-11-23T1140-work-list-indexes.js";
import * as workStudentStatusIndex from "./2026-11-23T1150-work-student-status-index.js";
import * as workStatusCounts from "./2026-11-23T1200-work-status-counts.js";
import * as materialListIndex from "./2026-11-23T1220-material-list-index.js";
import * as assignmentListIndexes from "./2026-11-23T1230-assignment-list-indexes.js";
import * as sessionVersion from "./2026-11-25T0100-session-version.js";
import * as schoolSettings from "./2026-11-25T0300-school-settings.js";
import * as auditAggregates from "./2026-11-25T0400-audit-aggregates.js";

/** Listed here, not read from disk, so migrations run the same under tsx, vitest and a bundle. */
export const migrations: Record<string, Migration> = {
  "2026-11-22T0900-foundation": foundation,
  "2026-11-22T1100-work-reviews": workReviews,
  "2026-11-22T1200-people-indexes": peopleIndexes,
  "2026-11-22T1400-accessibility-profiles": accessibilityProfiles,
  "2026-11-22T1410-simple-mode": simpleMode,
  "2026-11-22T1500-assignment-completions": assignmentCompletions,
  "2026-11-22T1600-exams-quizzes": examsQuizzes,
  "2026-11-23T0900-crm-clients": crmClients,
  "2026-11-23T0910-quotations": quotations,
  "2026-11-23T0920-todo-items": todoItems,
  "2026-11-23T0930-notion-tasks": notionTasks,
  "2026-11-23T0940-google-classroom": googleClassroom,
  "2026-11-23T0950-whatsapp": whatsapp,
  "2026-11-23T1000-visual-day": visualDay,
  "2026-11-23T1010-privacy-audit": privacyAudit,
  "2026-11-23T1110-module-list-indexes": moduleListIndexes,
  "2026-11-23T1120-users-status-index": usersStatusIndex,
  "2026-11-23T1130-payment-list-indexes": paymentListIndexes,
  "2026-11-23T1140-work-list-indexes": workListIndexes,
  "2026-11-23T1150-work-student-status-index": workStudentStatusIndex,
  "2026-11-23T1200-work-status-counts": workStatusCounts,
  "2026-11-23T1220-material-list-index": materialListIndex,
  "2026-11-23T1230-assignment-list-indexes": assignmentListIndexes,
  "2026-11-25T0100-session-version": sessionVersion,
  "2026-11-25T0300-school-settings": schoolSettings,
  "2026-11-25T0400-audit-aggregates": auditAggregates,
};
