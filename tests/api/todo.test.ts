import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todoColumns } from "../../integrations/google-sheets/todo-sheet.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

describe("to-do list in our database (no Google configuration)", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let student: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
    student = await signedIn(platform, "student");
  });
  afterAll(() => platform.close());

  it("creates, lists, edits, completes and deletes tasks", async () => {
    const empty = await rest(admin, "GET", "/api/todo");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ source: "local", canWrite: true, spreadsheetUrl: null, total: 0, loadedMessage: null, items: [] });
    expect((await rest(admin, "GET", "/api/todo/info")).json()).toEqual({ source: "local", canWrite: true, spreadsheetUrl: null });

    const created = await rest(admin, "POST", "/api/todo", {
      title: "  Llamar a la familia de Ana ",
      description: "Confirmar la salida",
      priority: "high",
      dueDate: "2026-12-01",
      assignedTo: "Marta",
      tags: "familias, salida ,familias",
    });
    expect(created.statusCode).toBe(201);
    const task = created.json().item;
    expect(created.json().message).toBe("Tarea creada correctamente");
    expect(task).toMatchObject({
      title: "Llamar a la familia de Ana",
      description: "Confirmar la salida",
      completed: false,
      priority: "high",
      status: "todo",
      dueDate: "2026-12-01",
      assignedTo: "Marta",
      notes: "",
      tags: ["familias", "salida"],
    });
    expect(task.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const plain = (await rest(admin, "POST", "/api/todo", { title: "Ordenar la biblioteca" })).json().item;
    expect(plain).toMatchObject({ priority: "medium", status: "todo", completed: false, dueDate: null, tags: [] });

    const edited = await rest(admin, "PUT", `/api/todo/${plain.id}`, { priority: "low", status: "in-progress", notes: "Con ayuda de 5.º", tags: ["aula"] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: "Tarea actualizada correctamente", item: { title: "Ordenar la biblioteca", priority: "low", status: "in-progress", notes: "Con ayuda de 5.º", tags: ["aula"] } });

    const done = await rest(admin, "PUT", `/api/todo/${task.id}/completed`, { completed: true });
    expect(done.json()).toMatchObject({ message: "Tarea marcada como completada", item: { completed: true, status: "done" } });
    const reopened = await rest(admin, "PUT", `/api/todo/${task.id}/completed`, { completed: false });
    expect(reopened.json()).toMatchObject({ message: "Tarea marcada como pendiente", item: { completed: false, status: "todo" } });
    // Setting the status to done completes the task too.
    expect((await rest(admin, "PUT", `/api/todo/${task.id}`, { status: "done" })).json().item).toMatchObject({ completed: true, status: "done" });

    const list = (await rest(admin, "GET", "/api/todo")).json();
    expect(list.total).toBe(2);
    expect(list.items.map((item: { title: string }) => item.title)).toEqual(["Llamar a la familia de Ana", "Ordenar la biblioteca"]);

    const removed = await rest(admin, "DELETE", `/api/todo/${plain.id}`);
    expect(removed.json()).toEqual({ success: true, message: "Tarea eliminada correctamente" });
    expect((await rest(admin, "DELETE", `/api/todo/${plain.id}`)).statusCode).toBe(404);
    expect((await rest(admin, "PUT", `/api/todo/${plain.id}`, { title: "X" })).json().message).toBe("La tarea no existe o ya fue eliminada.");
    expect((await rest(admin, "GET", "/api/todo")).json().total).toBe(1);
  });

  it("filters by status, priority and an accent-insensitive search, sorted by priority", async () => {
    for (const [title, priority, status, tags] of [
      ["Reunión de docentes", "medium", "review", ["equipo"]],
      ["Comprar témperas", "low", "todo", ["compras"]],
      ["Revisar informe médico", "high", "in-progress", []],
    ] as const) {
      expect((await rest(admin, "POST", "/api/todo", { title, priority, status, tags })).statusCode).toBe(201);
    }
    const titles = async (query: string) => (await rest(admin, "GET", `/api/todo${query}`)).json().items.map((item: { title: string }) => item.title);
    expect(await titles("?priority=high")).toEqual(["Revisar informe médico", "Llamar a la familia de Ana"]);
    expect(await titles("?status=review")).toEqual(["Reunión de docentes"]);
    expect(await titles("?search=TEMPERAS")).toEqual(["Comprar témperas"]);
    expect(await titles("?search=equipo")).toEqual(["Reunión de docentes"]);
    expect(await titles("?status=todo&priority=low")).toEqual(["Comprar témperas"]);
    expect(await titles("?status=&priority=&search=")).toHaveLength(4);
    // Open high-priority tasks come before completed ones, then medium, then low.
    expect(await titles("")).toEqual(["Revisar informe médico", "Llamar a la familia de Ana", "Reunión de docentes", "Comprar témperas"]);
  });

  it("refuses bad input with a Spanish 400", async () => {
    const cases: [unknown, string][] = [
      [{}, "Escribe el título de la tarea."],
      [{ title: "   " }, "Escribe el título de la tarea."],
      [{ title: "x".repeat(201) }, "El título admite como máximo 200 caracteres."],
      [{ title: "X", priority: "urgente" }, "La prioridad debe ser alta, media o baja."],
      [{ title: "X", status: "archivada" }, "El estado debe ser Por hacer, En progreso, En revisión o Completada."],
      [{ title: "X", dueDate: "2026-02-30" }, "La fecha límite no es válida (usa el formato AAAA-MM-DD)."],
      [{ title: "X", dueDate: "mañana" }, "La fecha límite no es válida (usa el formato AAAA-MM-DD)."],
      [{ title: "X", tags: ["x".repeat(41)] }, "Cada etiqueta admite como máximo 40 caracteres."],
      [{ title: "X", completed: "quizás" }, "Indica si la tarea está completada (sí o no)."],
    ];
    for (const [body, message] of cases) {
      const response = await rest(admin, "POST", "/api/todo", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const badFilter = await rest(admin, "GET", "/api/todo?status=archivada");
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe("El estado del filtro no es válido.");
    const someId = (await rest(admin, "GET", "/api/todo")).json().items[0].id;
    expect((await rest(admin, "PUT", `/api/todo/${someId}/completed`, { completed: "sí" })).json().message).toBe("Indica si la tarea está completada (sí o no).");
    expect((await rest(admin, "PUT", `/api/todo/${someId}`, { title: "" })).statusCode).toBe(400);
    expect((await rest(admin, "DELETE", "/api/todo/abc")).statusCode).toBe(400);
  });

  it("is admin only", async () => {
    expect((await rest(platform, "GET", "/api/todo")).statusCode).toBe(401);
    expect((await rest(platform, "GET", "/api/todo/info")).statusCode).toBe(401);
    expect((await rest(platform, "POST", "/api/todo", { title: "X" })).statusCode).toBe(401);
    for (const as of [teacher, student]) {
      expect((await rest(as, "GET", "/api/todo")).statusCode).toBe(403);
      expect((await rest(as, "GET", "/api/todo/info")).statusCode).toBe(403);
      expect((await rest(as, "POST", "/api/todo", { title: "X" })).statusCode).toBe(403);
      expect((await rest(as, "PUT", "/api/todo/1/completed", { completed: true })).statusCode).toBe(403);
      expect((await rest(as, "DELETE", "/api/todo/1")).statusCode).toBe(403);
    }
  });

  it("answers the same through tRPC", async () => {
    const response = await trpcQuery(platform.app, "todo.list", { priority: "low" }, bearer(admin.token));
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data.items.map((item: { title: string }) => item.title)).toEqual(["Comprar témperas"]);
    const refused = await trpcQuery(platform.app, "todo.list", undefined, bearer(teacher.token));
    expect(refused.statusCode).toBe(403);
  });
});

describe("to-do list read from a Google spreadsheet with an API key", () => {
  let platform: TestPlatform;
  let fake: FakeSheetsServer;
  let admin: Actor;

  beforeAll(async () => {
    fake = await startFakeSheetsServer();
    fake.setSheet("hoja-tareas", "Sheet1", [
      [...todoColumns],
      ["Pedir cotización", "", "Completado", "low", "", "", "", "", "", "pintura", "done"],
      ["", "Sin título aún", "", "", "", "", "", "", "", "", ""],
    ]);
    platform = await createTestPlatform({ GOOGLE_SHEETS_API_KEY: "clave-publica", GOOGLE_SHEETS_ROOT_URL: fake.rootUrl, TODO_SPREADSHEET_ID: "hoja-tareas" });
    admin = await firstAdmin(platform);
  });
  afterAll(async () => {
    await platform.close();
    await fake.close();
  });

  it("loads the tasks, says how many, and gives the spreadsheet's address", async () => {
    const response = await rest(admin, "GET", "/api/todo");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: "sheets",
      canWrite: false,
      spreadsheetUrl: "https://docs.google.com/spreadsheets/d/hoja-tareas",
      total: 2,
      loadedMessage: "✅ Cargadas 2 tareas desde Google Sheets",
    });
    expect(response.json().items.map((item: { id: number; title: string; priority: string }) => [item.id, item.title, item.priority])).toEqual([
      [3, "Sin título", "medium"],
      [2, "Pedir cotización", "low"],
    ]);
    // The key travels to Google only; it never reaches the browser.
    expect(response.body).not.toContain("clave-publica");
    expect(fake.requests.at(-1)?.query.get("key")).toBe("clave-publica");
  });

  it("refuses writes with the read-only explanation and reports Google failures in Spanish", async () => {
    const create = await rest(admin, "POST", "/api/todo", { title: "Nueva" });
    expect(create.statusCode).toBe(409);
    expect(create.json().message).toContain("solo lectura");
    expect(fake.sheet("hoja-tareas", "Sheet1")).toHaveLength(3);

    fake.failNext(403);
    const refused = await rest(admin, "GET", "/api/todo");
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe("Google Sheets no permite el acceso a la hoja de tareas (403). Compártela con la cuenta de servicio o revisa la clave de API.");
    // The spreadsheet's address is still known without asking Google, for the 'open' button.
    const before = fake.requests.length;
    expect((await rest(admin, "GET", "/api/todo/info")).json()).toEqual({
      source: "sheets",
      canWrite: false,
      spreadsheetUrl: "https://docs.google.com/spreadsheets/d/hoja-tareas",
    });
    expect(fake.requests).toHaveLength(before);
  });
});
