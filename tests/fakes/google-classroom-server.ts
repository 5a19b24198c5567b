/**
 * A local stand-in for Google's OAuth 2.0 endpoints and the Classroom v1 API, as strict as Google for
 * what our gateway uses: the consent page (answers at once with a code for `account`), the token
 * endpoint (authorization_code and refresh_token grants), the revoke endpoint, courses.list (only the
 * courses the account teaches, in pages of at most `pageSize`, the page token tied to its query) and
 * courses.courseWork.create (the body checked as Google does, the account must teach the course and the
 * course must be active). Every Classroom call checks the bearer token, its expiry and its scopes.
 * Start it on port 0; pass `authUrl`, `tokenUrl`, `revokeUrl` and `rootUrl` to the app.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { type CourseState, courseListProblem, courseWorkProblem } from "./google-classroom-rules.js";

export type FakeClassroomRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization?: string };

/** A Google account; `id` is its numeric user id. */
export type FakeGoogleAccount = { id: string; email: string };

type Course = { id: string; name: string; section?: string; ownerId: string; teacherIds?: string[]; courseState?: CourseState };

/**
 * Why Google refuses every Classroom call of the account, as it answers them (403 PERMISSION_DENIED):
 * Classroom off for the account, Classroom data access off in the school's Admin console, or the
 * Classroom API not enabled in the OAuth client's Cloud project.
 */
export type AccessRefusal = "ClassroomDisabled" | "ClassroomApiDisabled" | "SERVICE_DISABLED";

export type FakeClassroomServer = {
  baseUrl: string;
  authUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  rootUrl: string;
  clientId: string;
  clientSecret: string;
  requests: FakeClassroomRequest[];
  /** Token endpoint calls, by grant type. */
  tokenCalls: { authorization_code: number; refresh_token: number };
  /** Lifetime in seconds of the access tokens issued from now on. */
  accessTokenSeconds: number;
  /** Whether the token endpoint sends a refresh token with the first exchange. */
  issueRefreshToken: boolean;
  /** The account that says yes on the consent page. */
  account: FakeGoogleAccount;
  /** The most courses one page of courses.list holds (Google may return fewer than asked). */
  pageSize: number;
  accessRefusal: AccessRefusal | null;
  /** While false the revoke endpoint answers 503. */
  revokeAvailable: boolean;
  /** While true nothing is answered and the connection stays open, as when Google hangs. */
  stalled: boolean;
  /** Every token handed out, to check that none is stored in clear. */
  issued: { access: string[]; refresh: string[] };
  /** The coursework bodies received, by course id. */
  courseWork: Map<string, Record<string, unknown>[]>;
  setCourses(courses: Course[]): void;
  /** The next `times` Classroom API calls answer with this status and a Google-style error body. */
  failNext(status: number, times?: number, googleStatus?: string): void;
  /** Whether a token (access or refresh) still works: false once its grant is revoked. */
  isValid(token: string): boolean;
  /** Forgets every grant (as when the account owner removes Tribu's access in their Google account). */
  revokeAll(): void;
  /** A code the token endpoint accepts once, as if `account` had consented to `scope`. */
  issueCode(redirectUri: string, scope?: string): string;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

const googleStatusFor: Record<number, string> = {
  400: "INVALID_ARGUMENT",
  401: "UNAUTHENTICATED",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

function googleError(response: ServerResponse, status: number, message: string, googleStatus?: string, details?: unknown[]): void {
  const error = { code: status, message, status: googleStatus ?? googleStatusFor[status] ?? "UNKNOWN", ...(details ? { details } : {}) };
  send(response, status, { error });
}

const errorInfo = (reason: string, metadata: Record<string, string>) => [
  { "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason, domain: "googleapis.com", metadata },
];

/** Google's answers to an account or project that may not use Classroom (developers.google.com/classroom/reference/Access.Errors). */
const refusals: Record<AccessRefusal, { message: string; details?: unknown[] }> = {
  ClassroomDisabled: { message: "@ClassroomDisabled The user is not permitted to access Classroom." },
  ClassroomApiDisabled: { message: "@ClassroomApiDisabled The user is not permitted to access the Classroom API." },
  SERVICE_DISABLED: {
    message: "Google Classroom API has not been used in project 123456789 before or it is disabled. Enable it by visiting the API library, then retry.",
    details: errorInfo("SERVICE_DISABLED", { service: "classroom.googleapis.com", consumer: "projects/123456789" }),
  },
};

export const scopes = {
  courses: ["https://www.googleapis.com/auth/classroom.courses", "https://www.googleapis.com/auth/classroom.courses.readonly"],
  courseWork: ["https://www.googleapis.com/auth/classroom.coursework.students"],
};
const allScopes = "https://www.googleapis.com/auth/classroom.courses.readonly https://www.googleapis.com/auth/classroom.coursework.students";

function readPageToken(value: string): { offset: number; filters: string } | null {
  try {
    const decoded = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as { offset?: unknown; filters?: unknown };
    return typeof decoded.offset === "number" && typeof decoded.filters === "string" ? { offset: decoded.offset, filters: decoded.filters } : null;
  } catch {
    return null;
  }
}

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString("hex")}`;

/** One consent of one account: its refresh token and the access tokens issued under it. */
type Grant = { userId: string; scope: string; refresh: string | null; access: Map<string, number> };

export async function startFakeClassroomServer(): Promise<FakeClassroomServer> {
  const clientId = "cliente-prueba.apps.googleusercontent.com";
  const clientSecret = token("secreto");
  const codes = new Map<string, { redirectUri: string; userId: string; scope: string }>();
  let grants: Grant[] = [];
  let courses: Course[] = [];
  let failures: { status: number; times: number; googleStatus?: string } | null = null;

  const fake = {
    requests: [] as FakeClassroomRequest[],
    tokenCalls: { authorization_code: 0, refresh_token: 0 },
    accessTokenSeconds: 3600,
    issueRefreshToken: true,
    account: { id: "104387620175523987712", email: "docente@colegio.edu.co" } as FakeGoogleAccount,
    pageSize: 2,
    stalled: false,
    accessRefusal: null as AccessRefusal | null,
    revokeAvailable: true,
    issued: { access: [] as string[], refresh: [] as string[] },
    courseWork: new Map<string, Record<string, unknown>[]>(),
  };

  const grantOf = (value: string) => grants.find((grant) => grant.refresh === value || grant.access.has(value));

  function newAccessToken(grant: Grant) {
    const value = token("acceso");
    grant.access.set(value, Date.now() + fake.accessTokenSeconds * 1000);
    fake.issued.access.push(value);
    return value;
  }

  function tokenEndpoint(form: URLSearchParams, response: ServerResponse) {
    if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
      return send(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    }
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      fake.tokenCalls.authorization_code += 1;
      const code = codes.get(form.get("code") ?? "");
      codes.delete(form.get("code") ?? "");
      if (!code || code.redirectUri !== form.get("redirect_uri")) {
        return send(response, 400, { error: "invalid_grant", error_description: "Malformed auth code." });
      }
      const grant: Grant = { userId: code.userId, scope: code.scope, refresh: fake.issueRefreshToken ? token("renovacion") : null, access: new Map() };
      grants.push(grant);
      if (grant.refresh) fake.issued.refresh.push(grant.refresh);
      return send(response, 200, {
        access_token: newAccessToken(grant),
        expires_in: fake.accessTokenSeconds,
        ...(grant.refresh ? { refresh_token: grant.refresh } : {}),
        scope: grant.scope,
        token_type: "Bearer",
      });
    }
    if (grantType === "refresh_token") {
      fake.tokenCalls.refresh_token += 1;
      const refresh = form.get("refresh_token") ?? "";
      const grant = grants.find((g) => g.refresh === refresh);
      if (!refresh || !grant) return send(response, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      return send(response, 200, { access_token: newAccessToken(grant), expires_in: fake.accessTokenSeconds, scope: grant.scope, token_type: "Bearer" });
    }
    return send(response, 400, { error: "unsupported_grant_type" });
  }

  /** POST /revoke with token= in the query or the form: the whole grant goes, whichever of its tokens is given. */
  function revokeEndpoint(query: URLSearchParams, form: URLSearchParams, response: ServerResponse) {
    if (!fake.revokeAvailable) return send(response, 503, { error: "temporarily_unavailable" });
    const value = query.get("token") ?? form.get("token") ?? "";
    const grant = value ? grantOf(value) : undefined;
    if (!grant) return send(response, 400, { error: "invalid_token", error_description: "Token expired or revoked" });
    grants = grants.filter((g) => g !== grant);
    return send(response, 200, {});
  }

  function bearerGrant(authorization: string | undefined): Grant | undefined {
    const value = /^Bearer (.+)$/.exec(authorization ?? "")?.[1] ?? "";
    const grant = grantOf(value);
    const expiry = grant?.access.get(value);
    return expiry !== undefined && expiry > Date.now() ? grant : undefined;
  }

  const teaches = (userId: string, course: Course) => course.ownerId === userId || Boolean(course.teacherIds?.includes(userId));

  function listCourses(query: URLSearchParams, userId: string, response: ServerResponse) {
    const problem = courseListProblem(query);
    if (problem) return googleError(response, 400, problem);
    const teacher = query.get("teacherId");
    const self = teacher === "me" || teacher === userId || teacher === fake.account.email;
    if (teacher && !self) return googleError(response, 403, "The caller does not have permission");
    const states = query.getAll("courseStates");
    const visible = courses.filter((c) => teaches(userId, c) && (states.length === 0 || states.includes(c.courseState ?? "ACTIVE")));
    // A page token only continues the query that produced it.
    const filters = JSON.stringify([teacher, query.get("studentId"), states, query.get("pageSize")]);
    let offset = 0;
    const pageToken = query.get("pageToken");
    if (pageToken) {
      const decoded = readPageToken(pageToken);
      if (decoded?.filters !== filters) return googleError(response, 400, "Invalid page token.");
      offset = decoded.offset;
    }
    const asked = Number(query.get("pageSize") ?? 0);
    const size = asked > 0 ? Math.min(asked, fake.pageSize) : fake.pageSize;
    const page = visible.slice(offset, offset + size);
    const next = offset + size < visible.length ? Buffer.from(JSON.stringify({ offset: offset + size, filters })).toString("base64url") : undefined;
    const shown = page.map(({ teacherIds: _t, courseState, ...course }) => ({ ...course, courseState: courseState ?? "ACTIVE" }));
    return send(response, 200, { ...(shown.length ? { courses: shown } : {}), ...(next ? { nextPageToken: next } : {}) });
  }

  function createCourseWork(courseId: string, body: unknown, userId: string, response: ServerResponse) {
    const problem = courseWorkProblem(body);
    if (problem) return googleError(response, 400, problem);
    const course = courses.find((c) => c.id === courseId);
    if (!course) return googleError(response, 404, "Requested entity was not found.");
    if (!teaches(userId, course)) return googleError(response, 403, "The caller does not have permission");
    if ((course.courseState ?? "ACTIVE") !== "ACTIVE") {
      return googleError(response, 400, "@CourseNotModifiable The course is not modifiable.", "FAILED_PRECONDITION");
    }
    const received = body as Record<string, unknown>;
    const list = fake.courseWork.get(courseId) ?? [];
    list.push(received);
    fake.courseWork.set(courseId, list);
    const id = String(100000 + list.length);
    const state = (received.state as string | undefined) ?? "DRAFT";
    const now = new Date().toISOString();
    return send(response, 200, {
      ...received,
      courseId,
      id,
      state,
      ...(state === "PUBLISHED" ? { alternateLink: `https://classroom.google.com/c/${courseId}/a/${id}/details` } : {}),
      creationTime: now,
      updateTime: now,
      creatorUserId: userId,
      associatedWithDeveloper: true,
    });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const raw = await readBody(request);
    const method = request.method ?? "GET";
    let body: unknown = raw;
    if (raw && String(request.headers["content-type"]).includes("json")) {
      try {
        body = JSON.parse(raw);
      } catch {
        return googleError(response, 400, "Invalid JSON payload received.");
      }
    }
    fake.requests.push({ method, path: url.pathname, query: url.searchParams, body, authorization: request.headers.authorization });
    if (fake.stalled) return;

    if (url.pathname === "/o/oauth2/v2/auth" && method === "GET") {
      // The consent page: the account says yes at once to what was asked.
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      const target = new URL(redirect);
      target.searchParams.set("code", api.issueCode(redirect, url.searchParams.get("scope") ?? allScopes));
      target.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (url.pathname === "/token" && method === "POST") return tokenEndpoint(new URLSearchParams(raw), response);
    if (url.pathname === "/revoke" && method === "POST") return revokeEndpoint(url.searchParams, new URLSearchParams(raw), response);

    if (!url.pathname.startsWith("/v1/")) return googleError(response, 404, "Not found");
    const grant = bearerGrant(request.headers.authorization);
    if (!grant) return googleError(response, 401, "Request had invalid authentication credentials.");
    if (fake.accessRefusal) {
      const { message, details } = refusals[fake.accessRefusal];
      return googleError(response, 403, message, "PERMISSION_DENIED", details);
    }
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const { status, googleStatus } = failures;
      if (failures.times === 0) failures = null;
      return googleError(response, status, "Simulated failure", googleStatus);
    }
    const granted = grant.scope.split(" ");
    const needs = (wanted: string[]) => wanted.some((scope) => granted.includes(scope));
    const insufficient = () =>
      googleError(response, 403, "Request had insufficient authentication scopes.", "PERMISSION_DENIED", errorInfo("ACCESS_TOKEN_SCOPE_INSUFFICIENT", {}));
    if (url.pathname === "/v1/courses" && method === "GET") {
      return needs(scopes.courses) ? listCourses(url.searchParams, grant.userId, response) : insufficient();
    }
    const work = /^\/v1\/courses\/([^/]+)\/courseWork$/.exec(url.pathname);
    if (work && method === "POST") {
      return needs(scopes.courseWork) ? createCourseWork(decodeURIComponent(work[1] as string), body, grant.userId, response) : insufficient();
    }
    return googleError(response, 404, "Not found");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const api: FakeClassroomServer = Object.assign(fake, {
    baseUrl,
    authUrl: `${baseUrl}/o/oauth2/v2/auth`,
    tokenUrl: `${baseUrl}/token`,
    revokeUrl: `${baseUrl}/revoke`,
    rootUrl: `${baseUrl}/`,
    clientId,
    clientSecret,
    setCourses(next: Course[]) {
      courses = next;
    },
    failNext(status: number, times = 1, googleStatus?: string) {
      failures = { status, times, googleStatus };
    },
    isValid(value: string) {
      return grantOf(value) !== undefined;
    },
    revokeAll() {
      grants = [];
    },
    issueCode(redirectUri: string, scope = allScopes) {
      const code = token("codigo");
      codes.set(code, { redirectUri, userId: fake.account.id, scope });
      return code;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
  return api;
}
