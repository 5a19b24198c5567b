import { auth as googleAuth, classroom, type classroom_v1 } from "@googleapis/classroom";
import type { ClassroomTokens, CreatedCourseWork, NewCourseWork } from "../../common/google-classroom/classroom-exchange.js";
import type { ClassroomCourse } from "../../common/google-classroom/google-classroom.schema.js";
import { classroomScopes } from "./classroom-scopes.js";
import { defaultVendorTimeoutMs, failureFromStatus, isTimeout, timedOut, VendorError, vendorCalls } from "../vendor-error.js";

/**
 * The one door to Google: the OAuth 2.0 consent and token endpoints (through the official
 * OAuth2Client) and the Classroom v1 API (through the official client). The service never sees
 * Google types; it keeps the tokens and decides when to refresh them. It fits the google-classroom
 * domain's ClassroomGateway port.
 */

export type ClassroomOAuthOptions = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Tests and offline development point these at a local fake. */
  authUrl?: string | undefined;
  tokenUrl?: string | undefined;
  revokeUrl?: string | undefined;
  /** Classroom API root, with a trailing slash (e.g. http://127.0.0.1:PORT/). */
  rootUrl?: string | undefined;
  /** How long one call to Google may take; the admin then reads that Google did not answer. */
  timeoutMs?: number;
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

type GoogleErrorBody = {
  error?: string | { status?: string; message?: string; details?: { reason?: string }[] };
};

/**
 * Google's most precise code for a failure: the OAuth error (invalid_grant, invalid_token), the
 * ErrorInfo reason of an API error (SERVICE_DISABLED, ACCESS_TOKEN_SCOPE_INSUFFICIENT), the @code that
 * starts a Classroom message (@ClassroomApiDisabled, @CourseNotModifiable), else its status
 * (PERMISSION_DENIED, NOT_FOUND...).
 */
function googleReason(data: GoogleErrorBody | undefined): string | undefined {
  const error = data?.error;
  if (typeof error === "string") return error;
  if (!error || typeof error !== "object") return undefined;
  const info = error.details?.find((detail) => typeof detail?.reason === "string")?.reason;
  return info ?? /^@(\w+)/.exec(error.message ?? "")?.[1] ?? error.status;
}

/**
 * A failed call to Google: `status` is the HTTP status (0 when Google could not be reached), `reason`
 * Google's code (googleReason). A revoked or used grant is refused, whatever its status.
 */
function asVendorError(error: unknown, timeoutMs: number): VendorError {
  if (error instanceof VendorError) return error;
  if (isTimeout(error)) return timedOut("Google Classroom", timeoutMs);
  const failure = error as {
    status?: number;
    code?: number | string;
    message?: string;
    response?: { status?: number; data?: unknown };
  };
  const status = failure.response?.status ?? (typeof failure.status === "number" ? failure.status : 0);
  const reason = googleReason(failure.response?.data as GoogleErrorBody | undefined) ?? (status === 0 ? "unreachable" : `http_${status}`);
  const kind = reason === "invalid_grant" ? "refused" : failureFromStatus(status);
  return new VendorError(kind, failure.message ?? "Error de conexión", { status, reason });
}

export function createClassroomGateway(options: ClassroomOAuthOptions) {
  const endpoints = {
    ...(options.authUrl ? { oauth2AuthBaseUrl: options.authUrl } : {}),
    ...(options.tokenUrl ? { oauth2TokenUrl: options.tokenUrl } : {}),
    ...(options.revokeUrl ? { oauth2RevokeUrl: options.revokeUrl } : {}),
  };
  const timeout = options.timeoutMs ?? defaultVendorTimeoutMs;
  const call = vendorCalls((error) => asVendorError(error, timeout));
  // Failing fast keeps the screen responsive: a GET on a 5xx is still retried once by the client, a
  // call Google never answered is not (that would double the admin's wait).
  const requestOptions = { retryConfig: { retry: 1, noResponseRetries: 0 }, timeout };
  const oauthClient = () =>
    new googleAuth.OAuth2({
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      redirectUri: options.redirectUri,
      endpoints,
      transporterOptions: { timeout },
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
        // Consent every time makes Google send a refresh token again on a reconnect; the account chooser
        // lets the admin switch to another account after Google refused the connected one.
        prompt: "consent select_account",
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

    /** The account's active courses where it teaches, every page of them (Google may send fewer than asked). */
    listCourses(accessToken: string): Promise<ClassroomCourse[]> {
      return call(async () => {
        const courses: ClassroomCourse[] = [];
        const client = api(accessToken);
        const seen = new Set<string>();
        let pageToken: string | undefined;
        do {
          const response = await client.courses.list({ teacherId: "me", courseStates: ["ACTIVE"], pageSize: 100, pageToken }, requestOptions);
          for (const course of response.data.courses ?? []) {
            if (course.id) courses.push({ id: course.id, name: course.name ?? course.id, section: course.section || null });
          }
          pageToken = response.data.nextPageToken || undefined;
          if (pageToken && seen.has(pageToken)) throw new VendorError("failed", "Google repitió una página de cursos", { status: 502, reason: "repeated_page_token" });
          if (pageToken) seen.add(pageToken);
        } while (pageToken);
        return courses;
      });
    },

    /** Ends the grant at Google (POST /revoke): the refresh token and every access token of it stop working. */
    revoke(token: string): Promise<void> {
      return call(async () => {
        await oauthClient().revokeToken(token);
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
