import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeNotionServer, startFakeNotionServer } from "../fakes/notion-server.js";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

const specTask = {
  "Task name": "Revisar el plan de lectura",
  Description: "Con la coordinadora",
  Status: "Not started",
  Priority: "High",
  "Due date": "2026-12-10",
};

describe("task board in our database (no Notion configured)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
  });
  afterAll(() => platform.close());

  it("creates, lists, edits, changes status and deletes a task with the spec's payload names", async () => {
    const created = await rest(admin, "POST", "/api/notion/tasks", specTask);
    expect(created.statusCode).toBe(201);
    const task = created.json().task;
    expect(task).toMatchObject({ ...specTask, url: null });
    expect(typeof task.id).toBe("string");

    const list = await rest(admin, "GET", "/api/notion/tasks");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ source: "local", results: [expect.objectContaining({ id: task.id, "Task name": specTask["Task name"] })] });

    const edited = await rest(admin, "PATCH", `/api/notion/tasks/${task.id}`, {
      "Task name": "Plan de lectura revisado",
      Description: "",
      Status: "In progress",
      Priority: "Low",
      "Due date": null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().task).toMatchObject({ "Task name": "Plan de lectura revisado", Description: "", Status: "In progress", Priority: "Low", "Due date": null });

    // Only Status and Priority: the other fields stay as they were.
    const moved = await rest(admin, "PATCH", `/api/notion/tasks/${task.id}`, { Status: "Done", Priority: "Medium" });
    expect(moved.json().task).toMatchObject({ "Task name": "Plan de lectura revisado", Status: "Done", Priority: "Medium" });

    const removed = await rest(admin, "DELETE", `/api/notion/tasks/${task.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: task.id, message: "Tarea eliminada." });
    expect((await rest(admin, "GET", "/api/notion/tasks")).json().results).toEqual([]);
    const again = await rest(admin, "DELETE", `/api/notion/tasks/${task.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("La tarea ya no existe.");
    expect((await rest(admin, "PATCH", `/api/notion/tasks/${task.id}`, { Status: "Done", Priority: "Low" })).statusCode).toBe(404);
  });

  it("filters by status and priority, newest first", async () => {
    for (const [name, Status, Priority] of [
      ["Uno", "Done", "Low"],
      ["Dos", "Done", "High"],
      ["Tres", "In progress", "High"],
    ]) {
      expect((await rest(admin, "POST", "/api/notion/tasks", { "Task name": name, Status, Priority })).statusCode).toBe(201);
    }
    const names = async (query: string) =>
      (await rest(admin, "GET", `/api/notion/tasks${query}`)).json().results.map((t: Record<string, string>) => t["Task name"]);
    expect(await names("")).toEqual(["Tres", "Dos", "Uno"]);
    expect(await names("?status=Done")).toEqual(["Dos", "Uno"]);
    expect(await names("?priority=High")).toEqual(["Tres", "Dos"]);
    expect(await names("?status=Done&priority=High")).toEqual(["Dos"]);
    expect(await names("?status=&priority=")).toEqual(["Tres", "Dos", "Uno"]);
    const bad = await rest(admin, "GET", "/api/notion/tasks?status=Bloqueada");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("El estado debe ser Not started, In progress o Done.");
  });

  it("refuses bad input with a Spanish 400 and stores nothing", async () => {
    const before = (await rest(admin, "GET", "/api/notion/tasks")).json().results.length;
    const cases: [unknown, string][] = [
      [{ Status: "Done", Priority: "Low", Description: "sin nombre" }, "El nombre de la tarea es obligatorio."],
      [{ "Task name": "   ", Status: "Done", Priority: "Low" }, "El nombre de la tarea es obligatorio."],
      [{ "Task name": "X", Status: "Hecho", Priority: "Low" }, "El estado debe ser Not started, In progress o Done."],
      [{ "Task name": "X", Status: "Done" }, "La prioridad debe ser Low, Medium o High."],
      [{ "Task name": "X", Status: "Done", Priority: "Low", "Due date": "2026-02-30" }, "La fecha debe ser un día válido con el formato AAAA-MM-DD."],
      [{ "Task name": "X", Status: "Done", Priority: "Low", "Due date": "10/12/2026" }, "La fecha debe ser un día válido con el formato AAAA-MM-DD."],
      [{ "Task name": "x".repeat(201), Status: "Done", Priority: "Low" }, "El nombre de la tarea admite como máximo 200 caracteres."],
    ];
    for (const [body, message] of cases) {
      const response = await rest(admin, "POST", "/api/notion/tasks", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const created = (await rest(admin, "POST", "/api/notion/tasks", { "Task name": "Válida", Status: "Done", Priority: "Low" })).json().task;
    const badPatch = await rest(admin, "PATCH", `/api/notion/tasks/${created.id}`, { Status: "Done", Priority: "Urgente" });
    expect(badPatch.statusCode).toBe(400);
    expect((await rest(admin, "PATCH", `/api/notion/tasks/${created.id}`, { Description: "sin nombre" })).json().message).toBe("El nombre de la tarea es obligatorio.");
    expect((await rest(admin, "DELETE", "/api/notion/tasks/no%20vale")).statusCode).toBe(400);
    expect((await rest(admin, "GET", "/api/notion/tasks")).json().results).toHaveLength(before + 1);
  });

  it("is for admins only: 401 without a session, 403 for a teacher", async () => {
    expect((await rest(platform, "GET", "/api/notion/tasks")).statusCode).toBe(401);
    const denied = await rest(teacher, "GET", "/api/notion/tasks");
    expect(denied.statusCode).toBe(403);
    expect((await rest(teacher, "POST", "/api/notion/tasks", specTask)).statusCode).toBe(403);
    expect((await rest(teacher, "PATCH", "/api/notion/tasks/1", { Status: "Done", Priority: "Low" })).statusCode).toBe(403);
    expect((await rest(teacher, "DELETE", "/api/notion/tasks/1")).statusCode).toBe(403);
    const viaTrpc = await trpcQuery(platform.app, "notion.list", undefined, bearer(teacher.token));
    expect(viaTrpc.statusCode).toBe(403);
  });

  it("tRPC uses camelCase and the same service", async () => {
    const created = await trpcMutation(platform.app, "notion.create", { name: "Desde tRPC", status: "Not started", priority: "Medium", dueDate: "2027-01-15" }, bearer(admin.token));
    expect(created.statusCode).toBe(200);
    const task = created.json().result.data.task;
    expect(task).toMatchObject({ name: "Desde tRPC", description: "", status: "Not started", priority: "Medium", dueDate: "2027-01-15" });
    const moved = await trpcMutation(platform.app, "notion.setStatus", { id: task.id, status: "Done", priority: "High" }, bearer(admin.token));
    expect(moved.json().result.data.task).toMatchObject({ name: "Desde tRPC", status: "Done", priority: "High", dueDate: "2027-01-15" });
    const bad = await trpcMutation(platform.app, "notion.update", { id: task.id, fields: { name: "", status: "Done", priority: "High" } }, bearer(admin.token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("El nombre de la tarea es obligatorio.");
    const list = await trpcQuery(platform.app, "notion.list", { status: "Done", priority: "High" }, bearer(admin.token));
    const data = list.json().result.data;
    expect(data.source).toBe("local");
    expect(data.tasks[0].id).toBe(task.id);
    expect(data.tasks.every((t: { status: string; priority: string }) => t.status === "Done" && t.priority === "High")).toBe(true);
  });
});

describe("task board in Notion (the service wired to a fake Notion server)", () => {
  let platform: TestPlatform;
  let fake: FakeNotionServer;
  let admin: Actor;

  beforeAll(async () => {
    fake = await startFakeNotionServer();
    // As the admin pastes it: the database's link copied from Notion, view and all.
    const link = `https://www.notion.so/escuela-sol/Tareas-${fake.databaseId.replaceAll("-", "")}?v=${"7e".repeat(16)}`;
    platform = await createTestPlatform({ NOTION_TOKEN: "secret_escuela", NOTION_DATABASE_ID: link, NOTION_BASE_URL: fake.baseUrl });
    admin = await firstAdmin(platform);
  });
  afterAll(async () => {
    await platform.close();
    await fake.close();
  });

  it("keeps the tasks in Notion and never hands the secret to the browser", async () => {
    const created = await rest(admin, "POST", "/api/notion/tasks", specTask);
    expect(created.statusCode).toBe(201);
    const task = created.json().task;
    expect(fake.pages.get(task.id)).toMatchObject({ name: specTask["Task name"], status: "Not started", priority: "High", dueDate: "2026-12-10" });
    expect(fake.requests.every((r) => r.authorization === "Bearer secret_escuela")).toBe(true);

    fake.addPage({ name: "Hecha en Notion", status: "Done", priority: "Low" });
    const list = await rest(admin, "GET", "/api/notion/tasks?status=Done");
    expect(list.json()).toMatchObject({ source: "notion", results: [{ "Task name": "Hecha en Notion", Status: "Done" }] });
    expect(list.body).not.toContain("secret_escuela");

    const moved = await rest(admin, "PATCH", `/api/notion/tasks/${task.id}`, { Status: "In progress", Priority: "Low" });
    expect(moved.json().task).toMatchObject({ "Task name": specTask["Task name"], Status: "In progress", Priority: "Low" });
    expect((await rest(admin, "DELETE", `/api/notion/tasks/${task.id}`)).statusCode).toBe(200);
    expect(fake.pages.get(task.id)?.inTrash).toBe(true);
  });

  it("answers 404 'La tarea ya no existe en Notion.' for a task deleted in Notion", async () => {
    const task = fake.addPage({ name: "Borrada en Notion", status: "Done", priority: "Low" });
    fake.pages.set(task.id, { ...task, inTrash: true });
    const edit = await rest(admin, "PATCH", `/api/notion/tasks/${task.id}`, { ...specTask });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe("La tarea ya no existe en Notion.");
    const unknown = await rest(admin, "DELETE", "/api/notion/tasks/0c4a6f3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("La tarea ya no existe en Notion.");
  });

  it("answers a Notion rate limit with 429, retry-after and a Spanish message", async () => {
    await rest(admin, "GET", "/api/notion/tasks"); // schema already resolved
    fake.failNext(429, { retryAfter: "20" });
    const response = await rest(admin, "GET", "/api/notion/tasks");
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("20");
    expect(response.json().message).toBe("Notion está recibiendo demasiadas solicitudes. Espera 20 segundos y vuelve a intentarlo.");
  });

  it("answers a Notion failure with a clear Spanish 502, never a 500 with a stack", async () => {
    fake.failNext(503);
    const outage = await rest(admin, "GET", "/api/notion/tasks");
    expect(outage.statusCode).toBe(502);
    expect(outage.json().message).toBe("Notion no respondió correctamente. Inténtalo de nuevo en unos minutos.");
    expect(outage.body).not.toMatch(/at .*\.ts|stack/i);
    fake.failNext(401);
    const refused = await rest(admin, "GET", "/api/notion/tasks");
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toContain("Notion rechazó la conexión");
  });
});

describe("task board with Notion out of reach", () => {
  it("says the server could not connect to Notion", async () => {
    const fake = await startFakeNotionServer();
    const baseUrl = fake.baseUrl;
    await fake.close();
    const platform = await createTestPlatform({ NOTION_TOKEN: "secret_x", NOTION_DATABASE_ID: fake.databaseId, NOTION_BASE_URL: baseUrl });
    try {
      const admin = await firstAdmin(platform);
      const response = await rest(admin, "POST", "/api/notion/tasks", specTask);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe("No se pudo conectar con Notion. Revisa la conexión a internet del servidor e inténtalo de nuevo.");
    } finally {
      await platform.close();
    }
  });
});

describe("task board from a pasted data source id (Notion's 'Copiar ID de la fuente de datos')", () => {
  let fake: FakeNotionServer;

  beforeAll(async () => {
    fake = await startFakeNotionServer();
  });
  afterAll(() => fake.close());

  const compact = () => fake.dataSourceId.replaceAll("-", "");
  const pastings = () => ({
    bare: fake.dataSourceId,
    "bare, without dashes": compact(),
    "in Notion's link": `https://www.notion.so/escuela-sol/Tareas-${compact()}?v=${"7e".repeat(16)}`,
    "as Notion's data source address": `collection://${fake.dataSourceId}`,
  });

  for (const form of ["bare", "bare, without dashes", "in Notion's link", "as Notion's data source address"] as const) {
    it(`connects with the id ${form}: lists and creates tasks in that data source`, async () => {
      const platform = await createTestPlatform({ NOTION_TOKEN: "secret_escuela", NOTION_DATABASE_ID: pastings()[form], NOTION_BASE_URL: fake.baseUrl });
      try {
        const admin = await firstAdmin(platform);
        fake.addPage({ name: `Ya en Notion (${form})`, status: "In progress", priority: "Low" });
        const list = await rest(admin, "GET", "/api/notion/tasks");
        expect(list.statusCode).toBe(200);
        expect(list.json().results.map((task: Record<string, string>) => task["Task name"])).toContain(`Ya en Notion (${form})`);
        const created = await rest(admin, "POST", "/api/notion/tasks", { ...specTask, "Task name": `Nueva (${form})` });
        expect(created.statusCode).toBe(201);
        expect(fake.pages.get(created.json().task.id)).toMatchObject({ name: `Nueva (${form})` });
      } finally {
        await platform.close();
      }
    });
  }
});
