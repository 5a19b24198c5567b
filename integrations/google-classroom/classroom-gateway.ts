import { auth as googleAuth, classroom, type classroom_v1 } from "@googleapis/classroom";
import type { ClassroomTokens, CreatedCourseWork, NewCourseWork } from "../../common/google-classroom/classroom-exchange.js";
import type { ClassroomCourse } from "../../common/google-classroom/google-classroom.schema.js";
import { failureFromStatus, VendorError } from "../vendor-error.js";

/**
 * The one door to Google: the OAuth 2.0 consent and token endpoints (through the official
 * OAuth2Client) and the Classroom v1 API (through the official client). The service never sees
 * Google types; it keeps the tokens and decides when to refresh them. It fits the google-classroom
 * domain's ClassroomGateway port.
 */

/** Read the teacher's courses; create coursework (assignments) in them. */
export const classroomScopes = [
  "https://www.googleapis.com/auth/classroom.courses.readonly",
  "https://www.googleapis.com/auth/classroom.coursework.students",
] as const;

export type ClassroomOAuthOptions = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Tests and offline development point these at a local fake. */
  authUrl?: string | undefined;
  tokenUrl?: string | undefined;
  /** Classroom API root, with a trailing slash (e.g. http://127.0.0.1:PORT/). */
  rootUrl?: string | undefined;
};

type GoogleTokens = {
  access_token?: string | null;
  refresh_token?: string | null;
  expiry_date?: number | null;
  scope?: string | null;
};

function toTokens(raw: GoogleTokens, previousRefresh: string | null = null): ClassroomTokens {
  if (!raw.access_token) throw new VendorError("failed", "Google no entregó un token de acceso", { status: 502, reason: "no_access_token" });
  return {
    accessToken: raw.access_token,
    refreshToken: raw.refresh_token || previousRefresh,
    expiresAt: typeof raw.expiry_date === "number" ? new Date(raw.expiry_date) : null,
    scope: raw.scope ?? null,
  };
}

/**
 * A failed call to Google: `status` is the HTTP status (0 when Google could not be reached), `reason`
 * Google's short code (invalid_grant, PERMISSION_DENIED, NOT_FOUND...). A revoked or used grant is
 * refused, whatever its status.
 */
function asVendorError(error: unknown): VendorError {
  if (error instanceof VendorError) return error;
  const failure = error as {
    status?: number;
    code?: number | string;
    message?: string;
    response?: { status?: number; data?: unknown };
  };
  const status = failure.response?.status ?? (typeof failure.status === "number" ? failure.status : 0);
  const data = failure.response?.data as { error?: string | { status?: string; message?: string } } | undefined;
  let reason = status === 0 ? "unreachable" : `http_${status}`;
  if (typeof data?.error === "string") reason = data.error;
  else if (data?.error && typeof data.error === "object" && data.error.status) reason = data.error.status;
  const kind = reason === "invalid_grant" ? "refused" : failureFromStatus(status);
  return new VendorError(kind, failure.message ?? "Error de conexión", { status, reason });
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asVendorError(error);
  }
}

// Failing fast keeps the screen responsive; a GET on a 5xx is still retried once by the client.
const requestOptions = { retryConfig: { retry: 1 } };
const maxCoursePages = 10;

export function createClassroomGateway(options: ClassroomOAuthOptions) {
  const endpoints = {
    ...(options.authUrl ? { oauth2AuthBaseUrl: options.authUrl } : {}),
    ...(options.tokenUrl ? { oauth2TokenUrl: options.tokenUrl } : {}),
  };
  const oauthClient = () =>
    new googleAuth.OAuth2({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUri,
      endpoints,
    });

  function api(accessToken: string): classroom_v1.Classroom {
    // Only the access token: the service refreshes it beforehand, so the client never refreshes on its own.
    const auth = oauthClient();
    auth.setCredentials({ access_token: accessToken });
    return classroom({ version: "v1", auth, ...(options.rootUrl ? { rootUrl: options.rootUrl } : {}) });
  }

  return {
    consentUrl(state: string): string {
      return oauthClient().generateAuthUrl({
        access_type: "offline",
        // Asking for consent every time makes Google send a refresh token again on a reconnect.
        prompt: "consent",
        include_granted_scopes: true,
        scope: [...classroomScopes],
        state,
      });
    },

    exchangeCode(code: string): Promise<ClassroomTokens> {
      return call(async () => toTokens((await oauthClient().getToken(code)).tokens));
    },

    refresh(refreshToken: string): Promise<ClassroomTokens> {
      return call(async () => {
        const client = oauthClient();
        // An expired credential makes getAccessToken ask the token endpoint once for a new one.
        client.setCredentials({ refresh_token: refreshToken, expiry_date: 1 });
        await client.getAccessToken();
        return toTokens(client.credentials, refreshToken);
      });
    },

    listCourses(accessToken: string): Promise<ClassroomCourse[]> {
      return call(async () => {
        const courses: ClassroomCourse[] = [];
        const client = api(accessToken);
        let pageToken: string | undefined;
        for (let page = 0; page < maxCoursePages; page++) {
          const response = await client.courses.list({ teacherId: "me", courseStates: ["ACTIVE"], pageSize: 100, pageToken }, requestOptions);
          for (const course of response.data.courses ?? []) {
            if (course.id) courses.push({ id: course.id, name: course.name ?? course.id, section: course.section || null });
          }
          pageToken = response.data.nextPageToken ?? undefined;
          if (!pageToken) break;
        }
        return courses;
      });
    },

    createCourseWork(accessToken: string, courseId: string, work: NewCourseWork): Promise<CreatedCourseWork> {
      return call(async () => {
        const due = work.due;
        const requestBody: classroom_v1.Schema$CourseWork = {
          title: work.title,
          description: work.description,
          workType: "ASSIGNMENT",
          state: "PUBLISHED",
          maxPoints: work.maxPoints,
          ...(due
            ? {
                dueDate: { year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() },
                dueTime: { hours: due.getUTCHours(), minutes: due.getUTCMinutes() },
              }
            : {}),
        };
        const response = await api(accessToken).courses.courseWork.create({ courseId, requestBody }, requestOptions);
        const created = response.data;
        return { id: created.id ?? "", title: created.title ?? work.title, alternateLink: created.alternateLink ?? null };
      });
    },
  };
}
