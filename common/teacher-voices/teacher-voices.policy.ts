import { isStaff } from "../school.policy.js";

/**
 * Recording is for staff, and then only on what they manage: their module, a task they teach, the
 * feedback on a hand-in to their module (server/domains/teacher-voices/teacher-voices.policy.ts
 * asks the modules, assignments and student-work rules). Listening follows who reads the subject.
 */
export const canRecordVoices = isStaff;
