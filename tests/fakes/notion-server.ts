/**
 * A local stand-in for the Notion API (version 2025-09-03), enough for the task board adapter:
 * databases.retrieve, dataSources.retrieve, dataSources.query (filters on select/status, sorts by
 * creation, cursor pagination), pages.create and pages.update (properties, in_trash). It refuses
 * what Notion refuses with Notion's 400 validation_error body: a property the data source does not
 * have, a value of the wrong type, a page_size past 100, a cursor it did not hand out. Unknown
 * pages answer 404 object_not_found; `failNext` injects errors such as a 429 with retry-after.
 * Start it on port 0 and give `baseUrl` to the official client.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Request bodies are arbitrary JSON, read as loosely as Notion reads them. */
// biome-ignore lint/suspicious/noExplicitAny: a fake server inspects untyped JSON bodies
type Json = any;

export type FakeNotionRequest = { method: string; path: string; body: Json; authorization?: string; notionVersion?: string };

type Option = { id: string; name: string; color: string };
type Text = { type: "text"; text: { content: string; link: null }; plain_text: string; annotations: Record<string, unknown>; href: null };
export type FakePage = {
  id: string;
  createdTime: string;
  lastEditedTime: string;
  inTrash: boolean;
  name: string;
  description: string;
  status: string | null;
  priority: string | null;
  dueDate: string | null;
};

export type FakeNotionOptions = {
  databaseId?: string;
  dataSourceId?: string;
  /** Kind of the Status property: Notion's own status type or a plain select. */
  statusKind?: "status" | "select";
  /** Leave a property out of the schema, to test the set-up message. */
  withoutProperty?: string;
  /**
   * Most results in one answer (Notion serves at most 100, and may serve fewer than page_size):
   * a small one makes a test page through a few tasks.
   */
  pageSize?: number;
};

export type FakeNotionServer = {
  baseUrl: string;
  databaseId: string;
  dataSourceId: string;
  requests: FakeNotionRequest[];
  pages: Map<string, FakePage>;
  /** Adds a page straight into the data source (as someone working in Notion would). */
  addPage(fields: Partial<Omit<FakePage, "id">> & { name: string }): FakePage;
  /** The next `times` requests answer with this status and a Notion error body. */
  failNext(status: number, options?: { code?: string; times?: number; retryAfter?: string }): void;
  /** While true a request is recorded but never answered, the connection left open, as when Notion hangs. */
  stalled: boolean;
  close(): Promise<void>;
};

const statusOptions = ["Not started", "In progress", "Done"];
const priorityOptions = ["Low", "Medium", "High"];
const codes: Record<number, string> = {
  400: "validation_error",
  401: "unauthorized",
  403: "restricted_resource",
  404: "object_not_found",
  409: "conflict_error",
  429: "rate_limited",
  500: "internal_server_error",
  503: "service_unavailable",
};

const text = (content: string): Text[] =>
  content ? [{ type: "text", text: { content, link: null }, plain_text: content, annotations: {}, href: null }] : [];
const option = (name: string, index: number): Option => ({ id: `opt-${index}-${name.replace(/\W/g, "")}`, name, color: "default" });
/** Notion takes an id with or without its dashes, in either case. */
const sameId = (given: unknown, known: string) => typeof given === "string" && given.replaceAll("-", "").toLowerCase() === known.replaceAll("-", "").toLowerCase();
const richContent = (items: unknown) => (Array.isArray(items) ? items.map((item) => item?.text?.content ?? "").join("") : "");

export async function startFakeNotionServer(options: FakeNotionOptions = {}): Promise<FakeNotionServer> {
  const databaseId = options.databaseId ?? randomUUID();
  const dataSourceId = options.dataSourceId ?? randomUUID();
  const statusKind = options.statusKind ?? "status";
  const requests: FakeNotionRequest[] = [];
  const pages = new Map<string, FakePage>();
  const failures: { status: number; code: string; retryAfter?: string }[] = [];
  let clock = Date.parse("2026-11-01T08:00:00.000Z");
  const tick = () => {
    clock += 1000;
    return new Date(clock).toISOString();
  };

  const schemaProperties: Record<string, unknown> = {
    "Task name": { id: "title", name: "Task name", type: "title", title: {} },
    Description: { id: "desc", name: "Description", type: "rich_text", rich_text: {} },
    Status:
      statusKind === "status"
        ? { id: "stat", name: "Status", type: "status", status: { options: statusOptions.map(option), groups: [] } }
        : { id: "stat", name: "Status", type: "select", select: { options: statusOptions.map(option) } },
    Priority: { id: "prio", name: "Priority", type: "select", select: { options: priorityOptions.map(option) } },
    "Due date": { id: "due", name: "Due date", type: "date", date: {} },
  };
  if (options.withoutProperty) delete schemaProperties[options.withoutProperty];

  function pageJson(page: FakePage) {
    const choice = (name: string | null, list: string[]) => (name ? option(name, Math.max(0, list.indexOf(name))) : null);
    return {
      object: "page",
      id: page.id,
      created_time: page.createdTime,
      last_edited_time: page.lastEditedTime,
      in_trash: page.inTrash,
      archived: page.inTrash,
      is_locked: false,
      icon: null,
      cover: null,
      parent: { type: "data_source_id", data_source_id: dataSourceId, database_id: databaseId },
      url: `https://www.notion.so/${page.id.replaceAll("-", "")}`,
      public_url: null,
      properties: {
        "Task name": { id: "title", type: "title", title: text(page.name) },
        Description: { id: "desc", type: "rich_text", rich_text: text(page.description) },
        Status:
          statusKind === "status"
            ? { id: "stat", type: "status", status: choice(page.status, statusOptions) }
            : { id: "stat", type: "select", select: choice(page.status, statusOptions) },
        Priority: { id: "prio", type: "select", select: choice(page.priority, priorityOptions) },
        "Due date": { id: "due", type: "date", date: page.dueDate ? { start: page.dueDate, end: null, time_zone: null } : null },
      },
    };
  }

  function addPage(fields: Partial<Omit<FakePage, "id">> & { name: string }): FakePage {
    const now = tick();
    const page: FakePage = {
      id: randomUUID(),
      createdTime: now,
      lastEditedTime: now,
      inTrash: false,
      description: "",
      status: null,
      priority: null,
      dueDate: null,
      ...fields,
    };
    pages.set(page.id, page);
    return page;
  }

  /** The schema entry a request names, by property name or by property id (Notion takes either). */
  function propertyNamed(key: string): { name: string; type: string } | undefined {
    const found = Object.entries(schemaProperties).find(([name, schema]) => name === key || (schema as { id: string }).id === key);
    return found ? { name: found[0], type: (found[1] as { type: string }).type } : undefined;
  }

  const isRichText = (items: unknown) => Array.isArray(items) && items.every((item) => typeof item?.text?.content === "string");
  const isOption = (choice: Json) => choice === null || typeof choice?.name === "string";

  /** Applies request properties to a page; returns Notion's message for what it refuses. */
  function applyProperties(page: FakePage, properties: Record<string, Json> | undefined): string | undefined {
    if (!properties) return undefined;
    for (const [key, value] of Object.entries(properties)) {
      const property = propertyNamed(key);
      if (!property) return `${key} is not a property that exists.`;
      const { name, type } = property;
      const given = value?.[type];
      if (given === undefined) return `${name} is expected to be ${type}.`;
      const field = `body.properties.${name}.${type}`;
      if ((type === "title" || type === "rich_text") && !isRichText(given)) return `body failed validation: ${field} should be an array of rich text.`;
      if ((type === "status" || type === "select") && !isOption(given)) return `body failed validation: ${field}.name should be a string.`;
      if (type === "status" && given && !statusOptions.includes(given.name)) return `Invalid status option. Status option "${given.name}" does not exist.`;
      if (type === "date" && given !== null && !/^\d{4}-\d{2}-\d{2}/.test(given?.start ?? "")) {
        return `body failed validation: ${field}.start should be a valid ISO 8601 date string, instead was \`${JSON.stringify(given?.start)}\`.`;
      }
      if (name === "Task name") page.name = richContent(given);
      else if (name === "Description") page.description = richContent(given);
      else if (name === "Status") page.status = given?.name ?? null;
      else if (name === "Priority") page.priority = given?.name ?? null;
      else if (name === "Due date") page.dueDate = given?.start ?? null;
    }
    return undefined;
  }

  const filterLeaves = (filter: Json): Json[] =>
    Array.isArray(filter?.and) ? filter.and.flatMap(filterLeaves) : Array.isArray(filter?.or) ? filter.or.flatMap(filterLeaves) : filter ? [filter] : [];

  /** Notion's 400 for a filter on a property the data source lacks, or with the wrong type's condition. */
  function filterProblem(filter: Json): string | undefined {
    for (const leaf of filterLeaves(filter)) {
      if (leaf.timestamp) continue;
      const property = propertyNamed(String(leaf.property));
      if (!property) return `Could not find property with name or id: ${leaf.property}`;
      if (!leaf[property.type]) return `${property.name} is a ${property.type} property.`;
    }
    return undefined;
  }

  function matches(page: FakePage, filter: Json): boolean {
    if (!filter) return true;
    if (Array.isArray(filter.and)) return filter.and.every((part: unknown) => matches(page, part));
    if (Array.isArray(filter.or)) return filter.or.some((part: unknown) => matches(page, part));
    const property = propertyNamed(String(filter.property));
    const value = property?.name === "Status" ? page.status : property?.name === "Priority" ? page.priority : undefined;
    const condition = property ? filter[property.type] : undefined;
    if (condition?.equals !== undefined) return value === condition.equals;
    return true;
  }

  /** Notion's 400 for a page_size outside 1..100 (a missing one means 100). */
  function pageSizeProblem(size: unknown): string | undefined {
    if (size === undefined) return undefined;
    if (typeof size !== "number" || !Number.isInteger(size)) return `body failed validation: body.page_size should be a number or \`undefined\`, instead was \`${JSON.stringify(size)}\`.`;
    if (size > 100) return `body failed validation: body.page_size should be ≤ \`100\`, instead was \`${size}\`.`;
    if (size < 1) return `body failed validation: body.page_size should be ≥ \`1\`, instead was \`${size}\`.`;
    return undefined;
  }

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(body));
  }
  const error = (res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) =>
    send(res, status, { object: "error", status, code, message, request_id: randomUUID() }, headers);

  async function readBody(req: IncomingMessage): Promise<Json> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    return raw ? JSON.parse(raw) : undefined;
  }

  const fake = { stalled: false } as FakeNotionServer;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname.replace(/^\/v1/, "");
    const body = await readBody(req).catch(() => undefined);
    requests.push({
      method: req.method ?? "GET",
      path,
      body,
      authorization: req.headers.authorization,
      notionVersion: req.headers["notion-version"] as string | undefined,
    });

    if (fake.stalled) return;
    const failure = failures.shift();
    if (failure) {
      return error(res, failure.status, failure.code, `Fake failure ${failure.status}`, failure.retryAfter ? { "retry-after": failure.retryAfter } : {});
    }
    if (!req.headers.authorization?.startsWith("Bearer ")) return error(res, 401, "unauthorized", "API token is invalid.");

    const route = (method: string, pattern: RegExp) => (req.method === method ? pattern.exec(path) : null);
    let match = route("GET", /^\/databases\/([^/]+)$/);
    if (match) {
      // Asked for a data source's id, the databases endpoint answers as for any unknown id.
      if (!sameId(match[1], databaseId)) return error(res, 404, "object_not_found", `Could not find database with ID: ${match[1]}. Make sure the relevant pages and databases are shared with your integration.`);
      return send(res, 200, {
        object: "database",
        id: databaseId,
        title: text("Tareas"),
        description: [],
        is_inline: false,
        in_trash: false,
        archived: false,
        is_locked: false,
        created_time: "2026-01-01T00:00:00.000Z",
        last_edited_time: "2026-01-01T00:00:00.000Z",
        data_sources: [{ id: dataSourceId, name: "Tareas" }],
        icon: null,
        cover: null,
        url: `https://www.notion.so/${databaseId.replaceAll("-", "")}`,
        public_url: null,
      });
    }
    match = route("GET", /^\/data_sources\/([^/]+)$/);
    if (match) {
      if (!sameId(match[1], dataSourceId)) return error(res, 404, "object_not_found", `Could not find data source with ID: ${match[1]}.`);
      return send(res, 200, {
        object: "data_source",
        id: dataSourceId,
        title: text("Tareas"),
        description: [],
        parent: { type: "database_id", database_id: databaseId },
        properties: schemaProperties,
      });
    }
    match = route("POST", /^\/data_sources\/([^/]+)\/query$/);
    if (match) {
      if (!sameId(match[1], dataSourceId)) return error(res, 404, "object_not_found", `Could not find data source with ID: ${match[1]}.`);
      const problem = filterProblem(body?.filter) ?? pageSizeProblem(body?.page_size);
      if (problem) return error(res, 400, "validation_error", problem);
      const all = [...pages.values()].filter((page) => !page.inTrash && matches(page, body?.filter));
      const descending = body?.sorts?.[0]?.direction === "descending";
      const byCreation = (a: FakePage, b: FakePage) => a.createdTime.localeCompare(b.createdTime) || a.id.localeCompare(b.id);
      all.sort((a, b) => (descending ? byCreation(b, a) : byCreation(a, b)));
      // The cursor is the id of the first page of the next answer, as Notion's cursors are.
      const start = body?.start_cursor === undefined ? 0 : all.findIndex((page) => page.id === body.start_cursor);
      if (start < 0) return error(res, 400, "validation_error", `start_cursor provided is invalid: ${body.start_cursor}`);
      const size = Math.min(body?.page_size ?? 100, options.pageSize ?? 100);
      const slice = all.slice(start, start + size);
      const next = all[start + size];
      return send(res, 200, {
        object: "list",
        type: "page_or_data_source",
        page_or_data_source: {},
        results: slice.map(pageJson),
        has_more: next !== undefined,
        next_cursor: next?.id ?? null,
      });
    }
    if (req.method === "POST" && path === "/pages") {
      if (!sameId(body?.parent?.data_source_id, dataSourceId)) return error(res, 404, "object_not_found", "Could not find data source.");
      const page = addPage({ name: "" });
      const problem = applyProperties(page, body.properties);
      if (problem) {
        pages.delete(page.id);
        return error(res, 400, "validation_error", problem);
      }
      return send(res, 200, pageJson(page));
    }
    match = route("PATCH", /^\/pages\/([^/]+)$/);
    if (match) {
      const page = pages.get(match[1] as string);
      if (!page) return error(res, 404, "object_not_found", `Could not find page with ID: ${match[1]}. Make sure the relevant pages and databases are shared with your integration.`);
      if (page.inTrash && body?.in_trash !== false) {
        return error(res, 400, "validation_error", "Can't edit block that is archived. You must unarchive the block before editing.");
      }
      const draft = { ...page };
      const problem = applyProperties(draft, body?.properties);
      if (problem) return error(res, 400, "validation_error", problem);
      if (typeof body?.in_trash === "boolean") draft.inTrash = body.in_trash;
      draft.lastEditedTime = tick();
      pages.set(page.id, draft);
      return send(res, 200, pageJson(draft));
    }
    return error(res, 400, "invalid_request_url", `Invalid request URL: ${req.method} ${path}`);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const api: Omit<FakeNotionServer, "stalled"> = {
    baseUrl: `http://127.0.0.1:${port}`,
    databaseId,
    dataSourceId,
    requests,
    pages,
    addPage,
    failNext(status, more = {}) {
      for (let i = 0; i < (more.times ?? 1); i++) failures.push({ status, code: more.code ?? codes[status] ?? "internal_server_error", retryAfter: more.retryAfter });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return Object.assign(fake, api);
}
