import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type FakeClassroomServer, startFakeClassroomServer } from "../fakes/google-classroom-server.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

const redirectUri = "http://127.0.0.1:4321/api/google-classroom/callback";
const success = "/dashboard/google-classroom?success=true&service=classroom";
const failure = "/dashboard/google-classroom?error=true";

describe("Google Classroom without credentials", () => {
  let platform: TestPlatform;
  let admin: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform({ GOOGLE_CLIENT_ID: undefined, GOOGLE_CLIENT_SECRET: undefined });
    admin = await firstAdmin(platform);
  });
  afterAll(() => platform.close());

  it("reports it is not configured and starts no consent flow", async () => {
    const status = await rest(admin, "GET", "/api/google-classroom/status");
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ configured: false, connected: false, expiresAt: null, redirectUri: null });

    const url = await rest(admin, "GET", "/api/google-classroom/auth-url");
    expect(url.statusCode).toBe(409);
    expect(url.json().message).toContain("GOOGLE_CLIENT_ID");

    const courses = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(courses.statusCode).toBe(409);

    const callback = await rest(platform, "GET", "/api/google-classroom/callback?code=x&state=y");
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(failure);
  });
});

describe("Google Classroom with the official client against a local fake Google", () => {
  let platform: TestPlatform;
  let google: FakeClassroomServer;
  let admin: Actor;
  let teacher: Actor;
  let student: Actor;

  beforeAll(async () => {
    google = await startFakeClassroomServer();
    platform = await createTestPlatform({
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_REDIRECT_URI: redirectUri,
      GOOGLE_CLASSROOM_ROOT_URL: google.rootUrl,
      GOOGLE_OAUTH_AUTH_URL: google.authUrl,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_OAUTH_REVOKE_URL: google.revokeUrl,
    });
    admin = await firstAdmin(platform, { firstName: "Ana", lastName: "Directora" });
    teacher = await signedIn(platform, "teacher");
    student = await signedIn(platform, "student");
  });
  afterAll(async () => {
    await platform.close();
    await google.close();
  });
  beforeEach(() => {
    google.accessTokenSeconds = 3600;
    google.issueRefreshToken = true;
    google.accessRefusal = null;
    google.revokeAvailable = true;
    google.setCourses([
      { id: "c-101", name: "Matemáticas", section: "Tribu 1", ownerId: google.account.id },
      { id: "c-202", name: "Lectura", ownerId: google.account.id },
    ]);
  });

  /** Asks our server for the consent address and lets the fake Google answer as a consenting user. */
  async function consent(as: Actor = admin): Promise<string> {
    const answer = await rest(as, "GET", "/api/google-classroom/auth-url");
    expect(answer.statusCode).toBe(200);
    const googleAnswer = await fetch(answer.json().url, { redirect: "manual" });
    const back = new URL(googleAnswer.headers.get("location") ?? "");
    expect(back.origin + back.pathname).toBe(redirectUri);
    return `${back.pathname}${back.search}`;
  }

  async function connect(): Promise<void> {
    const callback = await rest(platform, "GET", await consent());
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(success);
  }

  const storedRow = () => platform.db.selectFrom("googleClassroomConnections").selectAll().execute();

  it("is for admins only, except Google's callback", async () => {
    for (const as of [teacher, student]) {
      for (const [method, url] of [
        ["GET", "/api/google-classroom/status"],
        ["GET", "/api/google-classroom/auth-url"],
        ["GET", "/api/google-classroom/courses"],
        ["POST", "/api/google-classroom/create-assignment/c-101"],
        ["DELETE", "/api/google-classroom/connection"],
      ] as const) {
        const answer = await rest(as, method, url, method === "POST" ? { title: "x", description: "y" } : undefined);
        expect(answer.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await rest(platform, "GET", "/api/google-classroom/status")).statusCode).toBe(401);
    const viaTrpc = await trpcQuery(platform.app, "googleClassroom.status", undefined, bearer(teacher.token));
    expect(viaTrpc.statusCode).toBe(403);
  });

  it("builds the consent address with the Classroom scopes, offline access and a state", async () => {
    const answer = await rest(admin, "GET", "/api/google-classroom/auth-url");
    const url = new URL(answer.json().url);
    expect(url.origin + url.pathname).toBe(google.authUrl);
    expect(url.searchParams.get("client_id")).toBe(google.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(redirectUri);
    expect(url.searchParams.get("access_type")).toBe("offline");
    // Reconnecting after a refusal must let the admin pick another Google account.
    expect(url.searchParams.get("prompt")?.split(" ").sort()).toEqual(["consent", "select_account"]);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual([
      "https://www.googleapis.com/auth/classroom.courses.readonly",
      "https://www.googleapis.com/auth/classroom.coursework.students",
    ]);
    expect(url.searchParams.get("state")?.length).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(answer.json())).not.toContain(google.clientSecret);
  });

  it("exchanges the code, stores the tokens encrypted and reports the connection", async () => {
    const before = google.tokenCalls.authorization_code;
    await connect();
    expect(google.tokenCalls.authorization_code).toBe(before + 1);

    const rows = await storedRow();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    const access = google.issued.access.at(-1) as string;
    const refresh = google.issued.refresh.at(-1) as string;
    expect(row?.tokens).toMatch(/^v1\./);
    expect(row?.tokens).not.toContain(access);
    expect(row?.tokens).not.toContain(refresh);
    expect(row?.tokens).not.toContain(Buffer.from(access).toString("base64url"));

    const status = (await rest(admin, "GET", "/api/google-classroom/status")).json();
    expect(status).toMatchObject({ configured: true, connected: true, renewsAutomatically: true, connectedBy: "Ana Directora", redirectUri, error: null });
    const inAnHour = Date.now() + 3600 * 1000;
    expect(Math.abs(new Date(status.expiresAt).getTime() - inAnHour)).toBeLessThan(60_000);
    expect(JSON.stringify(status)).not.toContain(access);
  });

  it("refuses a bad, reused or expired state and a refused consent, without asking Google for tokens", async () => {
    const before = google.tokenCalls.authorization_code;
    const bad = await rest(platform, "GET", `/api/google-classroom/callback?code=${google.issueCode(redirectUri)}&state=inventado`);
    expect(bad.headers.location).toBe(failure);
    const missing = await rest(platform, "GET", `/api/google-classroom/callback?code=${google.issueCode(redirectUri)}`);
    expect(missing.headers.location).toBe(failure);
    expect(google.tokenCalls.authorization_code).toBe(before);

    const path = await consent();
    expect((await rest(platform, "GET", path)).headers.location).toBe(success);
    const reused = await rest(platform, "GET", path);
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe(failure);
    expect(google.tokenCalls.authorization_code).toBe(before + 1);

    const late = await consent();
    await platform.db.updateTable("googleClassroomOauthStates").set({ expiresAt: new Date(Date.now() - 1000).toISOString() }).execute();
    expect((await rest(platform, "GET", late)).headers.location).toBe(failure);

    const answer = await rest(admin, "GET", "/api/google-classroom/auth-url");
    const state = new URL(answer.json().url).searchParams.get("state");
    const refused = await rest(platform, "GET", `/api/google-classroom/callback?error=access_denied&state=${state}`);
    expect(refused.headers.location).toBe(failure);
    expect(google.tokenCalls.authorization_code).toBe(before + 1);
  });

  it("lists the teacher's courses", async () => {
    await connect();
    const answer = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { id: "c-101", name: "Matemáticas", section: "Tribu 1" },
      { id: "c-202", name: "Lectura", section: null },
    ]);
    const last = google.requests.filter((r) => r.path === "/v1/courses").at(-1);
    expect(last?.authorization).toBe(`Bearer ${google.issued.access.at(-1)}`);
  });

  it("creates published coursework in the chosen course with the due date in UTC and 100 points by default", async () => {
    await connect();
    const due = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 15, 14, 30));
    const answer = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-202", {
      title: "Leer un cuento",
      description: "Lee el cuento y dibuja tu parte favorita",
      dueDate: due.toISOString(),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ success: true, message: "Tarea creada exitosamente en Google Classroom", courseWork: { courseId: "c-202", title: "Leer un cuento" } });
    expect(answer.json().courseWork.alternateLink).toContain("classroom.google.com");
    expect(google.courseWork.get("c-202")?.at(-1)).toEqual({
      title: "Leer un cuento",
      description: "Lee el cuento y dibuja tu parte favorita",
      workType: "ASSIGNMENT",
      state: "PUBLISHED",
      maxPoints: 100,
      dueDate: { year: due.getUTCFullYear(), month: 3, day: 15 },
      dueTime: { hours: 14, minutes: 30 },
    });

    const noDate = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "Sumas", description: "Diez sumas", maxPoints: 10 });
    expect(noDate.statusCode).toBe(201);
    expect(google.courseWork.get("c-101")?.at(-1)).toEqual({ title: "Sumas", description: "Diez sumas", workType: "ASSIGNMENT", state: "PUBLISHED", maxPoints: 10 });
  });

  it("answers bad input in Spanish without calling Google", async () => {
    await connect();
    const calls = google.requests.length;
    const missing = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: " ", description: "algo" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Por favor completa todos los campos requeridos");
    const noDescription = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "Algo" });
    expect(noDescription.json().message).toBe("Por favor completa todos los campos requeridos");
    const zero = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "A", description: "B", maxPoints: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().fields.maxPoints).toBe("La puntuación máxima debe ser un número entero de al menos 1");
    const past = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "A", description: "B", dueDate: "2020-01-01T10:00:00Z" });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("La fecha de entrega debe ser posterior a este momento");
    const garbage = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "A", description: "B", dueDate: "mañana" });
    expect(garbage.json().message).toBe("La fecha de entrega no es válida");
    expect(google.requests.length).toBe(calls);
  });

  it("refreshes an expired access token exactly once, stores it, and uses it", async () => {
    google.accessTokenSeconds = 30; // inside the one-minute margin: expired for our server
    await connect();
    const firstAccess = google.issued.access.at(-1);
    const sealedBefore = (await storedRow())[0]?.tokens;
    google.accessTokenSeconds = 3600;
    const refreshes = google.tokenCalls.refresh_token;

    const [a, b] = await Promise.all([
      rest(admin, "GET", "/api/google-classroom/courses"),
      rest(admin, "GET", "/api/google-classroom/courses"),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(google.tokenCalls.refresh_token).toBe(refreshes + 1);
    const fresh = google.issued.access.at(-1) as string;
    expect(fresh).not.toBe(firstAccess);
    const used = google.requests.filter((r) => r.path === "/v1/courses").slice(-2);
    expect(used.map((r) => r.authorization)).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`]);

    const row = (await storedRow())[0];
    expect(row?.tokens).not.toBe(sealedBefore);
    expect(row?.tokens).not.toContain(fresh);
    expect(new Date(row?.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 3000 * 1000);

    const created = await rest(admin, "POST", "/api/google-classroom/create-assignment/c-101", { title: "A", description: "B" });
    expect(created.statusCode).toBe(201);
    expect(google.tokenCalls.refresh_token).toBe(refreshes + 1);
  });

  it("maps Google's failures to Spanish answers, never a 500", async () => {
    await connect();
    const post = (courseId = "c-101") =>
      rest(admin, "POST", `/api/google-classroom/create-assignment/${courseId}`, { title: "A", description: "B" });

    const unknown = await post("no-existe");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("El curso no existe en Google Classroom o la cuenta conectada no tiene acceso a él.");

    google.failNext(403);
    const denied = await post();
    expect(denied.statusCode).toBe(502);
    expect(denied.json()).toMatchObject({ error: "BAD_GATEWAY", message: expect.stringMatching(/^Google no permite esta acción: /) });

    google.failNext(429);
    expect((await post()).json()).toMatchObject({ error: "TOO_MANY_REQUESTS", message: "Google Classroom recibe demasiadas solicitudes. Intenta de nuevo en un momento." });

    google.failNext(500);
    const broken = await post();
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toBe("No se pudo conectar con Google Classroom. Intenta de nuevo en unos minutos.");
    expect(broken.body).not.toContain("at ");

    google.failNext(400);
    expect((await post()).json().message).toBe("Google Classroom rechazó los datos de la tarea. Revisa el título, la fecha y la puntuación.");
  });

  it("forgets a connection whose refresh token Google revoked, and asks to reconnect", async () => {
    google.accessTokenSeconds = 30;
    await connect();
    google.revokeAll();
    const answer = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe("La autorización con Google Classroom ya no es válida. Vuelve a conectar con Google Classroom.");
    expect(await storedRow()).toHaveLength(0);
    expect((await rest(admin, "GET", "/api/google-classroom/status")).json()).toMatchObject({ connected: false });
  });

  it("disconnects: the grant is revoked at Google, the tokens are deleted and Classroom calls ask to connect first", async () => {
    await connect();
    const refresh = google.issued.refresh.at(-1) as string;
    const answer = await rest(admin, "DELETE", "/api/google-classroom/connection");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: "Google Classroom se desconectó: Google retiró el acceso de Tribu y los tokens guardados se borraron.", revokedAtGoogle: true });
    expect(google.requests.at(-1)).toMatchObject({ method: "POST", path: "/revoke" });
    expect(google.isValid(refresh)).toBe(false);
    expect(await storedRow()).toHaveLength(0);
    expect((await rest(admin, "GET", "/api/google-classroom/status")).json()).toMatchObject({ configured: true, connected: false, expiresAt: null });
    const courses = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(courses.statusCode).toBe(409);
    expect(courses.json().message).toBe("Google Classroom no está conectado. Usa 'Conectar con Google Classroom' primero.");
  });

  it("lists every course the account teaches, across all of Google's pages", async () => {
    await connect();
    const me = google.account.id;
    const taught = Array.from({ length: 23 }, (_, i) => ({ id: `c-${i + 1}`, name: `Curso ${i + 1}`, ownerId: me }));
    google.setCourses([...taught, { id: "ajeno", name: "De otra docente", ownerId: "999" }, { id: "viejo", name: "Archivado", ownerId: me, courseState: "ARCHIVED" }]);
    const answer = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((c: { id: string }) => c.id)).toEqual(taught.map((c) => c.id));
  });

  it("answers Google's refusals as Google's, on the Classroom page: never Tribu's 403, the session stays", async () => {
    await connect();
    google.accessRefusal = "ClassroomApiDisabled";
    const viaRest = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(viaRest.statusCode).toBe(502);
    expect(viaRest.json()).toEqual({
      error: "BAD_GATEWAY",
      message:
        "Google no permite esta acción: la cuenta conectada no tiene permitido que otras aplicaciones usen sus datos de Classroom. Quien administra Google Workspace del colegio debe activarlo en la Consola de administración (Aplicaciones > Google Workspace > Classroom > Acceso a los datos).",
    });
    const viaTrpc = await trpcQuery(platform.app, "googleClassroom.courses", undefined, bearer(admin.token));
    expect(viaTrpc.statusCode).toBe(502);
    expect(viaTrpc.json().error.data).toMatchObject({ code: "BAD_GATEWAY", httpStatus: 502 });

    google.accessRefusal = "SERVICE_DISABLED";
    const disabled = await rest(admin, "GET", "/api/google-classroom/courses");
    expect(disabled.json().message).toContain("la Google Classroom API no está habilitada en el proyecto de Google Cloud");

    google.accessRefusal = null;
    google.setCourses([{ id: "ajeno", name: "De otra docente", ownerId: "999" }]);
    const notHers = await rest(admin, "POST", "/api/google-classroom/create-assignment/ajeno", { title: "A", description: "B" });
    expect(notHers.statusCode).toBe(502);
    expect(notHers.json().message).toBe(
      "Google no permite esta acción: la cuenta conectada no tiene permiso para esto en Google Classroom. Comprueba que sea profesora o profesor del curso, o vuelve a conectar con otra cuenta.",
    );

    // Still signed in to Tribu and still connected to Google.
    expect((await rest(admin, "GET", "/api/google-classroom/status")).json()).toMatchObject({ connected: true });
  });

  it("says so when the course was archived in Classroom after it was listed", async () => {
    await connect();
    google.setCourses([{ id: "viejo", name: "Archivado", ownerId: google.account.id, courseState: "ARCHIVED" }]);
    const answer = await rest(admin, "POST", "/api/google-classroom/create-assignment/viejo", { title: "A", description: "B" });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe("El curso ya no está activo en Google Classroom (está archivado o aún no se ha aceptado), así que no admite tareas nuevas.");
  });

  it("disconnects locally even when Google does not answer the revocation, and says so in Spanish", async () => {
    await connect();
    const refresh = google.issued.refresh.at(-1) as string;
    google.revokeAvailable = false;
    const answer = await rest(admin, "DELETE", "/api/google-classroom/connection");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      revokedAtGoogle: false,
      message:
        "Google Classroom se desconectó en Tribu y los tokens guardados se borraron, pero Google no confirmó que retirara el acceso. Quítalo desde la cuenta de Google conectada: https://myaccount.google.com/connections",
    });
    expect(await storedRow()).toHaveLength(0);
    expect(google.isValid(refresh)).toBe(true);
  });

  it("disconnects cleanly when the account owner already removed Tribu's access at Google", async () => {
    await connect();
    google.revokeAll();
    const answer = await rest(admin, "DELETE", "/api/google-classroom/connection");
    expect(answer.json()).toMatchObject({ revokedAtGoogle: true });
    expect(await storedRow()).toHaveLength(0);
  });
});
