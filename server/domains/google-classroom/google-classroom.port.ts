import type { ClassroomTokens, CreatedCourseWork, NewCourseWork } from "../../../common/google-classroom/classroom-exchange.js";
import { type ClassroomCourse, classroomMessages as m } from "../../../common/google-classroom/google-classroom.schema.js";
import type { VendorAnswers } from "../../lib/vendor-errors.js";

/**
 * Google's OAuth consent and the Classroom API as the service uses them. createClassroomGateway
 * (integrations/google-classroom) is the only implementation; without an OAuth client in the
 * configuration server/adapters.ts gives none and the screen explains how to configure it.
 */
export type ClassroomGateway = {
  consentUrl(state: string): string;
  exchangeCode(code: string): Promise<ClassroomTokens>;
  refresh(refreshToken: string): Promise<ClassroomTokens>;
  listCourses(accessToken: string): Promise<ClassroomCourse[]>;
  createCourseWork(accessToken: string, courseId: string, work: NewCourseWork): Promise<CreatedCourseWork>;
};

/**
 * Google's failures in Spanish: refused credentials (a revoked or used grant, a 401) mean connecting
 * again, a 403 that the account may not do it; anything unexpected reads as Google not answering.
 */
export const classroomVendorAnswers: VendorAnswers = {
  refused: (error) =>
    error.reason === "invalid_grant" || error.status !== 403 ? { code: "CONFLICT", message: m.reconnect } : { code: "FORBIDDEN", message: m.forbidden },
  "not-found": m.courseNotFound,
  rejected: { code: "BAD_REQUEST", message: m.rejected },
  "rate-limited": m.busy,
  failed: m.unreachable,
};
