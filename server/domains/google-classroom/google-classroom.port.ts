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
  /** Ends the grant at Google; an unknown or already revoked token fails with reason invalid_token. */
  revoke(token: string): Promise<void>;
};

/**
 * Google's failures in Spanish: refused credentials (a revoked or used grant, a 401) mean connecting
 * again; a 403 is Google refusing, answered as the vendor's failure (502) with Google's reason, so that
 * the client does not take it for Tribu's own 403 (which sends the admin to /unauthorized); anything
 * unexpected reads as Google not answering.
 */
export const classroomVendorAnswers: VendorAnswers = {
  refused: (error) =>
    error.reason === "invalid_grant" || error.status !== 403 ? { code: "CONFLICT", message: m.reconnect } : m.refusedByGoogle(error.reason),
  "not-found": m.courseNotFound,
  rejected: (error) => ({ code: "BAD_REQUEST", message: error.reason === "CourseNotModifiable" ? m.courseNotModifiable : m.rejected }),
  "rate-limited": m.busy,
  "timed-out": m.timedOut,
  failed: m.unreachable,
};
