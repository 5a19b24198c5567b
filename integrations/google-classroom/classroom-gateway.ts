import { auth as googleAuth, classroom, type classroom_v1 } from "@googleapis/classroom";

/**
 * The one door to Google: the OAuth 2.0 consent and token endpoints (through the official
 * OAuth2Client) and the Classroom v1 API (through the official client). The service never sees
 * Google types; it keeps the tokens and decides when to refresh them.
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

export type ClassroomTokens = {
  accessToken: string;
  /** Google only sends it with offline access; it stays valid until revoked. */
  refreshToken: string | null;
  /** When the access token stops working, or null when Google did not say. */
  expiresAt: Date | null;
  scope: string | null;
};

export type ClassroomCourse = { id: string; name: string; section: string | null };

export type NewCourseWork = {
  title: string;
  description: string;
  maxPoints: number;
  /** Due instant; Classroom stores the date and time in UTC. */
  due: Date | null;
};

export type CreatedCourseWork = { id: string; title: string; alternateLink: string | null };

/**
 * A failed call to Google. `status` is the HTTP status (0 when Google could not be reached);
 * `reason` is Google's short code (invalid_grant, PERMISSION_DENIED, NOT_FOUND...).
 */
export class ClassroomError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = "ClassroomError";
  }
}

export type ClassroomGateway = {
  consentUrl(state: string): string;
  exchangeCode(code: string): Promise<ClassroomTokens>;
  refresh(refreshToken: string): Promise<ClassroomTokens>;
  listCourses(accessToken: string): Promise<ClassroomCourse[]>;
  createCourseWork(accessToken: string, courseId: string, work: NewCourseWork): Promise<CreatedCourseWork>;
};

type GoogleTokens = {
  access_token?: string | null;
  refresh_token?: string | null;
  expiry_date?: number | null;
  scope?: string | null;
};

function toTokens(raw: GoogleTokens, previousRefresh: string | null = null): ClassroomTokens {
  if (!raw.access_token) throw new ClassroomError(502, "no_access_token", "Google no entregó un token de acceso");
  return {
    accessToken: raw.access_token,
    refreshToken: raw.refresh_token || previousRefresh,
    expiresAt: typeof raw.expiry_date === "number" ? new Date(raw.expiry_date) : null,
    scope: raw.scope ?? null,
  };
}

function asClassroomError(error: unknown): ClassroomError {
  if (error instanceof ClassroomError) return error;
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
  return new ClassroomError(status, reason, failure.message ?? "Error de conexión");
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asClassroomError(error);
  }
}

// Failing fast keeps the screen responsive; a GET on a 5xx is still retried once by the client.
const requestOptions = { retryConfig: { retry: 1 } };
const maxCoursePages = 10;

export function createClassroomGateway(options: ClassroomOAuthOptions): ClassroomGateway {
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
    consentUrl(state) {
      return oauthClient().generateAuthUrl({
        access_type: "offline",
        // Asking for consent every time makes Google send a refresh token again on a reconnect.
        prompt: "consent",
        include_granted_scopes: true,
        scope: [...classroomScopes],
        state,
      });
    },

    exchangeCode(code) {
      return call(async () => toTokens((await oauthClient().getToken(code)).tokens));
    },

    refresh(refreshToken) {
      return call(async () => {
        const client = oauthClient();
        // An expired credential makes getAccessToken ask the token endpoint once for a new one.
        client.setCredentials({ refresh_token: refreshToken, expiry_date: 1 });
        await client.getAccessToken();
        return toTokens(client.credentials, refreshToken);
      });
    },

    listCourses(accessToken) {
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

    createCourseWork(accessToken, courseId, work) {
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
