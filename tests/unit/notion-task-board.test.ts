import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createNotionTaskBoard } from "../../integrations/notion/notion-task-board.js";
import { VendorError as TaskBoardError } from "../../integrations/vendor-error.js";
import type { TaskBoard } from "../../server/domains/notion/notion.port.js";
import { type FakeNotionServer, startFakeNotionServer } from "../fakes/notion-server.js";

const token = "secret_de_prueba";
const fields = { name: "Preparar la reunión de familias", description: "Sala 2", status: "Not started", priority: "High", dueDate: "2026-12-04" } as const;

async function failure(work: Promise<unknown>): Promise<TaskBoardError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TaskBoardError);
  return error as TaskBoardError;
}

describe("Notion task board over the official client (status property)", () => {
  let fake: FakeNotionServer;
  let board: TaskBoard;

  beforeAll(async () => {
    fake = await startFakeNotionServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.pages.clear();
    fake.requests.length = 0;
    board = createNotionTaskBoard({ token, databaseId: fake.databaseId, baseUrl: fake.baseUrl });
  });

  it("creates a page under the data source with the spec's properties, sending the token and API version", async () => {
    const task = await board.create(fields, 1);
    expect(task).toMatchObject({ name: fields.name, description: "Sala 2", status: "Not started", priority: "High", dueDate: "2026-12-04" });
    expect(task.url).toContain("notion.so");
    const create = fake.requests.find((r) => r.method === "POST" && r.path === "/pages");
    expect(create?.body.parent).toEqual({ type: "data_source_id", data_source_id: fake.dataSourceId });
    expect(create?.body.properties.Status).toEqual({ status: { name: "Not started" } });
    expect(create?.body.properties["Due date"]).toEqual({ date: { start: "2026-12-04" } });
    expect(create?.authorization).toBe(`Bearer ${token}`);
    expect(create?.notionVersion).toBe("2025-09-03");
    expect(fake.pages.get(task.id)?.name).toBe(fields.name);
  });

  it("resolves the data source from the database once and reuses it", async () => {
    await board.list({});
    await board.list({ status: "Done" });
    await board.create(fields, 1);
    expect(fake.requests.filter((r) => r.path === `/databases/${fake.databaseId}`)).toHaveLength(1);
    expect(fake.requests.filter((r) => r.path === `/data_sources/${fake.dataSourceId}`)).toHaveLength(1);
  });

  it("lists tasks newest first and filters by status and priority on Notion's side", async () => {
    fake.addPage({ name: "Comprar pintura", status: "Done", priority: "Low" });
    fake.addPage({ name: "Llamar al proveedor", status: "In progress", priority: "High" });
    fake.addPage({ name: "Sin estado ni prioridad" });
    expect((await board.list({})).map((t) => t.name)).toEqual(["Sin estado ni prioridad", "Llamar al proveedor", "Comprar pintura"]);
    const done = await board.list({ status: "Done" });
    expect(done.map((t) => t.name)).toEqual(["Comprar pintura"]);
    expect(fake.requests.at(-1)?.body.filter).toEqual({ and: [{ property: "Status", status: { equals: "Done" } }] });
    expect((await board.list({ status: "In progress", priority: "High" })).map((t) => t.name)).toEqual(["Llamar al proveedor"]);
    const bare = (await board.list({})).find((t) => t.name === "Sin estado ni prioridad");
    expect(bare).toMatchObject({ status: null, priority: null, dueDate: null, description: "" });
  });

  it("follows the cursor past the first 100 pages", async () => {
    for (let i = 0; i < 130; i++) fake.addPage({ name: `Tarea ${i}`, status: "Not started", priority: "Low" });
    const all = await board.list({});
    expect(all).toHaveLength(130);
    expect(new Set(all.map((t) => t.id)).size).toBe(130);
  });

  it("updates every field, or only status and priority", async () => {
    const task = await board.create(fields, 1);
    const edited = await board.update(task.id, { kind: "all", name: "Reunión aplazada", description: "", status: "In progress", priority: "Low", dueDate: null });
    expect(edited).toMatchObject({ name: "Reunión aplazada", description: "", status: "In progress", priority: "Low", dueDate: null });
    const patch = fake.requests.at(-1);
    expect(patch?.body.properties["Due date"]).toEqual({ date: null });
    const moved = await board.update(task.id, { kind: "status", status: "Done", priority: "Medium" });
    expect(moved).toMatchObject({ name: "Reunión aplazada", status: "Done", priority: "Medium" });
    expect(Object.keys(fake.requests.at(-1)?.body.properties ?? {}).sort()).toEqual(["Priority", "Status"]);
  });

  it("keeps a long description by splitting it into items of 2000 characters", async () => {
    const long = "a".repeat(4500);
    const task = await board.create({ ...fields, description: long }, 1);
    expect(fake.requests.at(-1)?.body.properties.Description.rich_text).toHaveLength(3);
    expect(task.description).toBe(long);
  });

  it("deletes by moving the page to the trash, and the task leaves the list", async () => {
    const task = await board.create(fields, 1);
    await board.remove(task.id);
    expect(fake.requests.at(-1)?.body).toEqual({ in_trash: true });
    expect(fake.pages.get(task.id)?.inTrash).toBe(true);
    expect(await board.list({})).toEqual([]);
  });

  it("reports a page that does not exist, or is already in the trash, as not found", async () => {
    const missing = await failure(board.update("5c6a2821-1111-4bd3-9c52-6a4b2b2b2b2b", { kind: "status", status: "Done", priority: "Low" }));
    expect(missing.failure).toBe("not-found");
    expect(missing.details.status).toBe(404);
    const task = await board.create(fields, 1);
    await board.remove(task.id);
    expect((await failure(board.update(task.id, { kind: "status", status: "Done", priority: "Low" }))).failure).toBe("not-found");
    expect((await failure(board.remove(task.id))).failure).toBe("not-found");
  });

  it("retries once after a 429 whose retry-after is short", async () => {
    await board.list({});
    fake.requests.length = 0;
    fake.failNext(429, { retryAfter: "0" });
    fake.addPage({ name: "Después de esperar", status: "Done", priority: "Low" });
    expect((await board.list({})).map((t) => t.name)).toEqual(["Después de esperar"]);
    expect(fake.requests.filter((r) => r.path.endsWith("/query"))).toHaveLength(2);
  });

  it("gives up at once on a 429 asking for a long wait, and says how long", async () => {
    await board.list({});
    fake.failNext(429, { retryAfter: "30" });
    fake.requests.length = 0;
    const started = Date.now();
    const error = await failure(board.create(fields, 1));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.failure).toBe("rate-limited");
    expect(error.details.retryAfterSeconds).toBe(30);
    expect(fake.pages.size).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it("reports a second 429 after the retry as rate limited", async () => {
    await board.list({});
    fake.failNext(429, { retryAfter: "0", times: 2 });
    expect((await failure(board.list({}))).failure).toBe("rate-limited");
  });

  it("tells apart a refused token, a Notion outage and values Notion rejects", async () => {
    await board.list({});
    fake.failNext(401);
    expect((await failure(board.list({}))).failure).toBe("refused");
    fake.failNext(503);
    expect((await failure(board.list({}))).failure).toBe("failed");
    const rejected = await failure(board.create({ ...fields, status: "Blocked" as never }, 1));
    expect(rejected.failure).toBe("rejected");
  });

  it("reports a wrong database id as a set-up problem, not a missing task, and recovers once it is fixed", async () => {
    const wrong = createNotionTaskBoard({ token, databaseId: "00000000-0000-4000-8000-000000000000", baseUrl: fake.baseUrl });
    expect((await failure(wrong.list({}))).failure).toBe("setup");
    fake.failNext(503);
    expect((await failure(board.list({}))).failure).toBe("failed");
    expect(await board.list({})).toEqual([]);
  });
});

describe("Notion task board with Status as a select and broken set-ups", () => {
  let fake: FakeNotionServer;
  afterEach(() => fake.close());

  it("filters and writes Status as a select when the database uses one", async () => {
    fake = await startFakeNotionServer({ statusKind: "select" });
    const board = createNotionTaskBoard({ token, databaseId: fake.databaseId, baseUrl: fake.baseUrl });
    const task = await board.create(fields, 1);
    expect(fake.requests.at(-1)?.body.properties.Status).toEqual({ select: { name: "Not started" } });
    expect((await board.list({ status: "Not started" })).map((t) => t.id)).toEqual([task.id]);
    expect(fake.requests.at(-1)?.body.filter).toEqual({ and: [{ property: "Status", select: { equals: "Not started" } }] });
  });

  it("names the property a database is missing", async () => {
    fake = await startFakeNotionServer({ withoutProperty: "Priority" });
    const board = createNotionTaskBoard({ token, databaseId: fake.databaseId, baseUrl: fake.baseUrl });
    const error = await failure(board.list({}));
    expect(error.failure).toBe("setup");
    expect(error.details.property).toBe("Priority");
  });

  it("reports a Notion it cannot reach as unreachable", async () => {
    fake = await startFakeNotionServer();
    const closedUrl = fake.baseUrl;
    await fake.close();
    const board = createNotionTaskBoard({ token, databaseId: fake.databaseId, baseUrl: closedUrl });
    expect((await failure(board.list({}))).failure).toBe("unreachable");
    fake = await startFakeNotionServer(); // afterEach closes this one
  });
});
