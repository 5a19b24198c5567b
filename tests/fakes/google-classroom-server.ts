/**
 * A local stand-in for Google's OAuth 2.0 endpoints and the Classroom v1 API, enough for our gateway:
 * the consent page (answers at once with a code), the token endpoint (authorization_code and
 * refresh_token grants), courses.list and courses.courseWork.create, each checking the bearer token.
 * Start it on port 0; pass `authUrl`, `tokenUrl` and `rootUrl` to the app.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeClassroomRequest = { method: string; path: string; query: URLSearchParams; body: unknown; authorization?: string };

type Course = { id: string; name: string; section?: string; ownerId: string };

export type FakeClassroomServer = {
  baseUrl: string;
  authUrl: string;
  tokenUrl: string;
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
  /** Every token handed out, to check that none is stored in clear. */
  issued: { access: string[]; refresh: string[] };
  /** The coursework bodies received, by course id. */
  courseWork: Map<string, Record<string, unknown>[]>;
  setCourses(courses: Course[]): void;
  /** The next `times` Classroom API calls answer with this status and a Google-style error body. */
  failNext(status: number, times?: number, googleStatus?: string): void;
  /** Forgets every refresh token (as when the user revokes access). */
  revokeAll(): void;
  /** A code the token endpoint accepts once, as if the user had consented. */
  issueCode(redirectUri: string): string;
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

function googleError(response: ServerResponse, status: number, message: string, googleStatus?: string): void {
  send(response, status, { error: { code: status, message, status: googleStatus ?? googleStatusFor[status] ?? "UNKNOWN" } });
}

const token = (prefix: string) => `${prefix}-${randomBytes(12).toString("hex")}`;

export async function startFakeClassroomServer(): Promise<FakeClassroomServer> {
  const clientId = "cliente-prueba.apps.googleusercontent.com";
  const clientSecret = token("secreto");
  const codes = new Map<string, string>(); // code -> redirect_uri
  const accessTokens = new Map<string, number>(); // token -> expiry (ms)
  const refreshTokens = new Set<string>();
  let courses: Course[] = [];
  let failures: { status: number; times: number; googleStatus?: string } | null = null;

  const fake = {
    requests: [] as FakeClassroomRequest[],
    tokenCalls: { authorization_code: 0, refresh_token: 0 },
    accessTokenSeconds: 3600,
    issueRefreshToken: true,
    issued: { access: [] as string[], refresh: [] as string[] },
    courseWork: new Map<string, Record<string, unknown>[]>(),
  };

  function newAccessToken() {
    const value = token("acceso");
    accessTokens.set(value, Date.now() + fake.accessTokenSeconds * 1000);
    fake.issued.access.push(value);
    return value;
  }

  async function tokenEndpoint(form: URLSearchParams, response: ServerResponse) {
    if (form.get("client_id") !== clientId || form.get("client_secret") !== clientSecret) {
      return send(response, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    }
    const grant = form.get("grant_type");
    if (grant === "authorization_code") {
      fake.tokenCalls.authorization_code += 1;
      const code = form.get("code") ?? "";
      const redirect = codes.get(code);
      codes.delete(code);
      if (!redirect || redirect !== form.get("redirect_uri")) {
        return send(response, 400, { error: "invalid_grant", error_description: "Malformed auth code." });
      }
      const refresh = fake.issueRefreshToken ? token("renovacion") : undefined;
      if (refresh) {
        refreshTokens.add(refresh);
        fake.issued.refresh.push(refresh);
      }
      return send(response, 200, {
        access_token: newAccessToken(),
        expires_in: fake.accessTokenSeconds,
        ...(refresh ? { refresh_token: refresh } : {}),
        scope: "https://www.googleapis.com/auth/classroom.courses.readonly https://www.googleapis.com/auth/classroom.coursework.students",
        token_type: "Bearer",
      });
    }
    if (grant === "refresh_token") {
      fake.tokenCalls.refresh_token += 1;
      if (!refreshTokens.has(form.get("refresh_token") ?? "")) {
        return send(response, 400, { error: "invalid_grant", error_description: "Token has been expired or revoked." });
      }
      return send(response, 200, { access_token: newAccessToken(), expires_in: fake.accessTokenSeconds, token_type: "Bearer" });
    }
    return send(response, 400, { error: "unsupported_grant_type" });
  }

  function bearerOk(authorization: string | undefined): boolean {
    const value = /^Bearer (.+)$/.exec(authorization ?? "")?.[1];
    const expiry = value ? accessTokens.get(value) : undefined;
    return expiry !== undefined && expiry > Date.now();
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const raw = await readBody(request);
    const method = request.method ?? "GET";
    let body: unknown = raw;
    if (raw && String(request.headers["content-type"]).includes("json")) body = JSON.parse(raw);
    fake.requests.push({ method, path: url.pathname, query: url.searchParams, body, authorization: request.headers.authorization });

    if (url.pathname === "/o/oauth2/v2/auth" && method === "GET") {
      // The consent page: the user says yes at once.
      const redirect = url.searchParams.get("redirect_uri") ?? "";
      const target = new URL(redirect);
      target.searchParams.set("code", api.issueCode(redirect));
      target.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (url.pathname === "/token" && method === "POST") return tokenEndpoint(new URLSearchParams(raw), response);

    if (!url.pathname.startsWith("/v1/")) return googleError(response, 404, "Not found");
    if (!bearerOk(request.headers.authorization)) {
      return googleError(response, 401, "Request had invalid authentication credentials.");
    }
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const { status, googleStatus } = failures;
      if (failures.times === 0) failures = null;
      return googleError(response, status, "Simulated failure", googleStatus);
    }
    if (url.pathname === "/v1/courses" && method === "GET") {
      const states = url.searchParams.getAll("courseStates");
      if (url.searchParams.get("teacherId") !== "me" || !states.includes("ACTIVE")) return googleError(response, 400, "Unexpected filter");
      return send(response, 200, { courses: courses.map(({ ownerId: _owner, ...course }) => course) });
    }
    const work = /^\/v1\/courses\/([^/]+)\/courseWork$/.exec(url.pathname);
    if (work && method === "POST") {
      const courseId = decodeURIComponent(work[1] as string);
      if (!courses.some((c) => c.id === courseId)) return googleError(response, 404, "Requested entity was not found.");
      const received = body as Record<string, unknown>;
      const list = fake.courseWork.get(courseId) ?? [];
      list.push(received);
      fake.courseWork.set(courseId, list);
      const id = String(100000 + list.length);
      return send(response, 200, { ...received, id, courseId, alternateLink: `https://classroom.google.com/c/${courseId}/a/${id}/details` });
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
    rootUrl: `${baseUrl}/`,
    clientId,
    clientSecret,
    setCourses(next: Course[]) {
      courses = next;
    },
    failNext(status: number, times = 1, googleStatus?: string) {
      failures = { status, times, googleStatus };
    },
    revokeAll() {
      refreshTokens.clear();
    },
    issueCode(redirectUri: string) {
      const code = token("codigo");
      codes.set(code, redirectUri);
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
