import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSheetsGateway } from "../../integrations/google-sheets/sheets-gateway.js";
import { createTodoSheet, todoColumns } from "../../integrations/google-sheets/todo-sheet.js";
import type { TodoFields } from "../../common/todo/todo.schema.js";
import { todoVendorAnswers } from "../../server/domains/todo/todo.port.js";
import { withVendorAnswers } from "../../server/lib/vendor-errors.js";
import { type FakeSheetsServer, startFakeSheetsServer } from "../fakes/sheets-server.js";

let fake: FakeSheetsServer;
const id = "hoja-tareas";
const sheetName = "Tareas";
const header = [...todoColumns];

/** The sheet as the todo service uses it: Google's failures answered with the domain's AppError. */
const sheetFor = (credentials: Parameters<typeof createSheetsGateway>[0]["credentials"], name = sheetName) =>
  withVendorAnswers(createTodoSheet({ gateway: createSheetsGateway({ credentials, rootUrl: fake.rootUrl }), spreadsheetId: id, sheetName: name }), todoVendorAnswers);
const writable = () => sheetFor({ kind: "access-token", accessToken: "token-de-prueba" });

const newTask: TodoFields = {
  title: "=SUMA(1;2)",
  description: "Llamar a la familia",
  completed: false,
  priority: "high",
  dueDate: "2026-12-01",
  assignedTo: "Marta",
  notes: "",
  tags: ["familias", "urgente"],
  status: "in-progress",
};

beforeAll(async () => {
  fake = await startFakeSheetsServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setSheet(id, sheetName, [
    header,
    ["Comprar pintura", "Para el aula 2", "TRUE", "high", "2026-11-30", "Luis", "Nota", "2026-11-01T10:00:00.000Z", "2026-11-02T10:00:00.000Z", "aula, compras ,", "done"],
    ["", "Sin nada más", "", "", "", "", "", "", "", "", ""],
    ["Revisar horarios", "", "true", "LOW", "5/1/2027", "", "", "", "", "", "review"],
    ["Planear salida", "", "Completado", "alta", "", "", "", "", "", "", "en progreso"],
    ["Pendiente", "", "FALSE", "urgentísima", "pronto", "", "", "", "", "", "rara"],
  ]);
});

describe("to-do sheet over the official client", () => {
  it("maps each row with the spec's columns and defaults", async () => {
    const items = await sheetFor({ kind: "api-key", apiKey: "clave" }).list();
    expect(items.map((item) => item.id)).toEqual([2, 3, 4, 5, 6]);
    expect(items[0]).toEqual({
      id: 2,
      title: "Comprar pintura",
      description: "Para el aula 2",
      completed: true,
      priority: "high",
      dueDate: "2026-11-30",
      assignedTo: "Luis",
      notes: "Nota",
      createdAt: "2026-11-01T10:00:00.000Z",
      updatedAt: "2026-11-02T10:00:00.000Z",
      tags: ["aula", "compras"],
      status: "done",
    });
    // Missing title, priority and status take the spec's defaults.
    expect(items[1]).toMatchObject({ title: "Sin título", priority: "medium", status: "todo", completed: false, tags: [], dueDate: null });
    // completed when the cell is TRUE, true or Completado; FALSE is not.
    expect(items.map((item) => item.completed)).toEqual([true, false, true, true, false]);
    expect(items[2]).toMatchObject({ priority: "low", status: "review", dueDate: "2027-01-05" });
    expect(items[3]).toMatchObject({ priority: "high", status: "in-progress" });
    expect(items[4]).toMatchObject({ priority: "medium", status: "todo", dueDate: "pronto" });
    expect(fake.requests[0]?.path).toBe(`/v4/spreadsheets/${id}/values/'Tareas'!A2:L`);
    // A Spanish-locale sheet shows a ticked box as "VERDADERO" and a date as "30/11/2026": read the values.
    expect(fake.requests[0]?.query.get("valueRenderOption")).toBe("UNFORMATTED_VALUE");
    expect(fake.requests[0]?.query.get("key")).toBe("clave");
  });

  it("skips cleared rows and reads an empty sheet as no tasks", async () => {
    fake.setSheet(id, sheetName, [header, ["", "", ""], ["Única", "", "", "", "", "", "", "", "", "", ""]]);
    expect((await writable().list()).map((item) => [item.id, item.title])).toEqual([[3, "Única"]]);
    fake.setSheet(id, sheetName, []);
    expect(await writable().list()).toEqual([]);
  });

  it("appends a task RAW in the column order with a new id, keeping formula-looking text as text", async () => {
    const created = await writable().create({ ...newTask, notes: "- llamar", assignedTo: "@marta" }, 1);
    const row = fake.sheet(id, sheetName)[6];
    expect(row?.slice(0, 7)).toEqual(["=SUMA(1;2)", "Llamar a la familia", false, "high", "2026-12-01", "@marta", "- llamar"]);
    expect(fake.formulaAt(id, sheetName, 6, 0)).toBeUndefined();
    expect(row?.[9]).toBe("familias, urgente");
    expect(row?.[10]).toBe("in-progress");
    expect(row?.[11]).toBe(7);
    expect(row?.[7]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const append = fake.requests.find((request) => request.path.endsWith(":append"));
    expect(append?.query.get("valueInputOption")).toBe("RAW");
    expect(created).toMatchObject({ id: 7, title: "=SUMA(1;2)", notes: "- llamar", tags: ["familias", "urgente"], status: "in-progress", priority: "high" });
    expect(fake.unsafeWrites).toEqual([]);
  });

  it("two tasks added at the same moment get two ids, even through two stores of the same sheet", async () => {
    const created = await Promise.all([writable().create(newTask, 1), writable().create({ ...newTask, title: "Otra tarea" }, 2)]);
    expect(created.map((task) => task.id).sort((a, b) => a - b)).toEqual([7, 8]);
    const ids = fake.sheet(id, sheetName).slice(1).map((row) => row[11]);
    expect(ids.filter((value) => value === 7 || value === 8).sort((a, b) => Number(a) - Number(b))).toEqual([7, 8]);
  });

  it("finds a task by its id after rows were inserted or cleared, and writes the ids of older rows down", async () => {
    const sheet = writable();
    await sheet.create({ ...newTask, title: "Nueva" }, 1);
    expect(fake.sheet(id, sheetName).map((row) => row[11] ?? "")).toEqual(["id", 2, 3, 4, 5, 6, 7]);
    await sheet.remove(3);
    // The next task goes into the gap left by the cleared row 3 and pushes rows 3.. down.
    const gapFiller = await sheet.create({ ...newTask, title: "En el hueco" }, 1);
    expect(fake.sheet(id, sheetName)[2]?.[0]).toBe("En el hueco");
    const before = (await sheet.find(5)) as NonNullable<Awaited<ReturnType<typeof sheet.find>>>;
    expect(before.title).toBe("Planear salida");
    await sheet.update(5, { ...before, notes: "editada" });
    expect((await sheet.list()).map((item) => [item.id, item.title, item.notes])).toEqual([
      [2, "Comprar pintura", "Nota"],
      [gapFiller.id, "En el hueco", ""],
      [4, "Revisar horarios", ""],
      [5, "Planear salida", "editada"],
      [6, "Pendiente", ""],
      [7, "Nueva", ""],
    ]);
  });

  it("refuses to add a task to a sheet with other columns, naming them, and writes nothing", async () => {
    fake.setSheet(id, sheetName, [["Tarea", "description", "Hecha"], ["Comprar", "", "TRUE"]]);
    fake.requests.length = 0;
    await expect(writable().create(newTask, 1)).rejects.toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("tiene columnas que no son las de Pendientes: A: 'Tarea', C: 'Hecha'"),
    });
    expect(fake.requests.every((request) => request.method === "GET")).toBe(true);
  });

  it("writes the header row first when the sheet is empty", async () => {
    fake.setSheet(id, sheetName, []);
    const created = await writable().create({ ...newTask, title: "Primera" }, 1);
    expect(fake.sheet(id, sheetName)[0]).toEqual([...header, "id"]);
    expect(created).toMatchObject({ id: 2, title: "Primera" });
  });

  it("updates a row in place, keeps its creation date, and clears a deleted row", async () => {
    const sheet = writable();
    const before = (await sheet.find(4)) as NonNullable<Awaited<ReturnType<typeof sheet.find>>>;
    const updated = await sheet.update(4, { ...before, completed: true, status: "done" });
    expect(fake.sheet(id, sheetName)[3]?.[2]).toBe(true);
    expect(updated).toMatchObject({ id: 4, title: "Revisar horarios", completed: true, status: "done" });
    expect(fake.requests.some((request) => request.method === "PUT" && request.path.endsWith("'Tareas'!A4:L4"))).toBe(true);

    expect(await sheet.remove(2)).toBe(true);
    expect((await sheet.list()).map((item) => item.id)).toEqual([3, 4, 5, 6]);
    expect(await sheet.remove(2)).toBe(false);
    expect(await sheet.update(2, newTask)).toBeUndefined();
  });

  it("turns a refused caller, a failing Google and a missing sheet into Spanish errors", async () => {
    const sheet = writable();
    fake.failNext(403);
    await expect(sheet.list()).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: "Google Sheets no permite el acceso a la hoja de tareas (403). Compártela con la cuenta de servicio o revisa la clave de API.",
    });
    fake.failNext(503, 5);
    await expect(sheet.list()).rejects.toMatchObject({
      code: "BAD_GATEWAY",
      message: "Google Sheets no está disponible en este momento (503). Inténtalo de nuevo más tarde.",
    });
    // A GET is retried once on a 5xx, then the admin sees the message instead of waiting.
    expect(fake.requests.filter((request) => request.method === "GET")).toHaveLength(3);
    fake.failNext(503, 0);
    const missing = sheetFor({ kind: "api-key", apiKey: "k" }, "Otra");
    await expect(missing.list()).rejects.toMatchObject({ message: "La hoja 'Otra' no existe en la hoja de cálculo de tareas. Revisa TODO_SHEET_NAME." });
  });

  it("is read only with an API key and points at the spreadsheet", () => {
    const sheet = sheetFor({ kind: "api-key", apiKey: "k" });
    expect(sheet.canWrite).toBe(false);
    expect(sheet.spreadsheetUrl).toBe(`https://docs.google.com/spreadsheets/d/${id}`);
    expect(writable().canWrite).toBe(true);
  });
});
