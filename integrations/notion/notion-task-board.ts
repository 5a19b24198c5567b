import { APIErrorCode, Client, isFullPage, isNotionClientError, type PageObjectResponse, RequestTimeoutError } from "@notionhq/client";
import { notionDatabaseId } from "../../common/notion/notion-database-id.js";
import { type BoardTask, notionProperties as P, type TaskChange, type TaskFields, type TaskFilter } from "../../common/notion/notion-tasks.js";
import { defaultVendorTimeoutMs, isTimeout, timedOut, VendorError } from "../vendor-error.js";

export type NotionTaskBoardOptions = {
  token: string;
  /** The database's link as copied from Notion, or its id (common/notion/notion-database-id.ts). */
  databaseId: string;
  /** Where the API lives; tests point it at a local fake (no trailing slash). */
  baseUrl?: string;
  /** Longest wait we accept from a 429 retry-after before giving the admin the error instead. */
  maxRetryWaitMs?: number;
  /** How long one call to Notion may take before the admin reads that Notion did not answer. */
  timeoutMs?: number;
};

type StatusKind = "status" | "select";
type Schema = { dataSourceId: string; statusKind: StatusKind };

/** Notion caps one rich-text item at 2000 characters; longer descriptions go in several items. */
const textLimit = 2000;
/** The most a query may ask for in one answer (Notion refuses more). */
const pageSize = 100;

function richText(text: string) {
  const items: { type: "text"; text: { content: string } }[] = [];
  for (let start = 0; start < text.length; start += textLimit) items.push({ type: "text", text: { content: text.slice(start, start + textLimit) } });
  return items;
}

const plain = (items: { plain_text: string }[] | undefined) => (items ?? []).map((item) => item.plain_text).join("");

function retryAfterSeconds(headers: unknown): number | undefined {
  const value =
    headers && typeof (headers as Headers).get === "function"
      ? (headers as Headers).get("retry-after")
      : ((headers as Record<string, string | undefined> | undefined)?.["retry-after"] ?? undefined);
  if (!value) return undefined;
  const seconds = Number.parseInt(value, 10);
  if (!Number.isNaN(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Turns what the official client throws into a VendorError; `notFound` says what a 404 means here. */
function asBoardError(error: unknown, notFound: "task" | "database", timeoutMs: number): VendorError {
  if (error instanceof VendorError) return error;
  if (RequestTimeoutError.isRequestTimeoutError(error) || isTimeout(error)) return timedOut("Notion", timeoutMs);
  if (!isNotionClientError(error)) {
    // fetch failed: connection refused, DNS, reset...
    return new VendorError("unreachable", error instanceof Error ? error.message : "network error");
  }
  const status = "status" in error && typeof error.status === "number" ? error.status : undefined;
  const headers = "headers" in error ? error.headers : undefined;
  switch (error.code) {
    case APIErrorCode.ObjectNotFound:
      return notFound === "task"
        ? new VendorError("not-found", error.message, { status })
        : new VendorError("setup", error.message, { status });
    case APIErrorCode.RateLimited:
      return new VendorError("rate-limited", error.message, { status, retryAfterSeconds: retryAfterSeconds(headers) ?? 1 });
    case APIErrorCode.Unauthorized:
    case APIErrorCode.RestrictedResource:
      return new VendorError("refused", error.message, { status });
    case APIErrorCode.ValidationError:
    case APIErrorCode.InvalidRequest:
      // Notion answers 400 when a page in the trash is edited: for the admin the task is gone.
      if (notFound === "task" && /archived|in_trash|trash/i.test(error.message)) return new VendorError("not-found", error.message, { status });
      return new VendorError("rejected", error.message, { status });
    default:
      return new VendorError("failed", error.message, { status });
  }
}

function optionName(property: PageObjectResponse["properties"][string] | undefined): string | null {
  if (!property) return null;
  if (property.type === "status") return property.status?.name ?? null;
  if (property.type === "select") return property.select?.name ?? null;
  return null;
}

export function taskFromPage(page: PageObjectResponse): BoardTask {
  const props = page.properties;
  const title = props[P.name];
  const description = props[P.description];
  const due = props[P.dueDate];
  return {
    id: page.id,
    name: title?.type === "title" ? plain(title.title) : "",
    description: description?.type === "rich_text" ? plain(description.rich_text) : "",
    status: optionName(props[P.status]),
    priority: optionName(props[P.priority]),
    dueDate: due?.type === "date" && due.date?.start ? due.date.start.slice(0, 10) : null,
    url: page.url ?? null,
    updatedAt: page.last_edited_time ?? null,
  };
}

/**
 * The task board in a Notion database, over the official client (API version 2025-09-03: a
 * database holds data sources; pages are queried and created through the data source). It fits the
 * notion domain's TaskBoard port; failures are VendorErrors.
 */
export function createNotionTaskBoard(options: NotionTaskBoardOptions) {
  // The client's own retry is off: it would wait up to a minute on a 429 while the admin looks at a
  // spinner. We retry once ourselves when Notion asks for a short wait, and report longer waits.
  const timeoutMs = options.timeoutMs ?? defaultVendorTimeoutMs;
  const client = new Client({
    auth: options.token,
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    retry: false,
    timeoutMs,
    logger: () => {},
  });
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 2000;
  let schema: Promise<Schema> | undefined;

  async function call<T>(work: () => Promise<T>, notFound: "task" | "database"): Promise<T> {
    try {
      return await work();
    } catch (first) {
      const error = asBoardError(first, notFound, timeoutMs);
      const waitMs = (error.details.retryAfterSeconds ?? 0) * 1000;
      if (error.failure !== "rate-limited" || waitMs > maxRetryWaitMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      try {
        return await work();
      } catch (second) {
        throw asBoardError(second, notFound, timeoutMs);
      }
    }
  }

  /**
   * The id pasted is usually the database's (its link); Notion also offers "Copy data source ID",
   * which the databases endpoint does not know (404), so that id is tried as a data source.
   */
  async function dataSourceOf(id: string) {
    let database: Awaited<ReturnType<typeof client.databases.retrieve>>;
    try {
      database = await call(() => client.databases.retrieve({ database_id: id }), "database");
    } catch (error) {
      // Notion answers a data source's id on the databases endpoint as an unknown database (404); a
      // 400 that refuses the id as a database's is taken the same way.
      const notADatabase = error instanceof VendorError && (error.status === 404 || (error.status === 400 && error.failure === "rejected"));
      if (!notADatabase) throw error;
      const source = await call(() => client.dataSources.retrieve({ data_source_id: id }), "database").catch(() => {
        throw error;
      });
      return { dataSourceId: id, source };
    }
    const dataSourceId = "data_sources" in database ? database.data_sources[0]?.id : undefined;
    if (!dataSourceId) throw new VendorError("setup", "The database has no data source");
    return { dataSourceId, source: await call(() => client.dataSources.retrieve({ data_source_id: dataSourceId }), "database") };
  }

  /** Resolves the data source of the database and the kind of its Status property, once. */
  function loadSchema(): Promise<Schema> {
    schema ??= (async () => {
      const databaseId = notionDatabaseId(options.databaseId);
      if (!databaseId) throw new VendorError("setup", "NOTION_DATABASE_ID is neither a Notion database link nor an id");
      const { dataSourceId, source } = await dataSourceOf(databaseId);
      const properties = "properties" in source ? source.properties : {};
      const expected: [string, string[]][] = [
        [P.name, ["title"]],
        [P.description, ["rich_text"]],
        [P.status, ["status", "select"]],
        [P.priority, ["select"]],
        [P.dueDate, ["date"]],
      ];
      for (const [name, types] of expected) {
        const type = properties[name]?.type;
        if (!type || !types.includes(type)) throw new VendorError("setup", `Property ${name} is missing or not ${types.join("/")}`, { property: name });
      }
      return { dataSourceId, statusKind: properties[P.status]?.type === "status" ? "status" : "select" };
    })();
    // A failed look-up is tried again on the next call (e.g. once the database is shared).
    schema.catch(() => {
      schema = undefined;
    });
    return schema;
  }

  function statusValue(kind: StatusKind, name: string) {
    return kind === "status" ? { status: { name } } : { select: { name } };
  }

  function properties(kind: StatusKind, change: TaskChange) {
    const common = { [P.status]: statusValue(kind, change.status), [P.priority]: { select: { name: change.priority } } };
    if (change.kind === "status") return common;
    return {
      [P.name]: { title: richText(change.name) },
      [P.description]: { rich_text: richText(change.description) },
      ...common,
      [P.dueDate]: { date: change.dueDate ? { start: change.dueDate } : null },
    };
  }

  function asTask(page: unknown): BoardTask {
    if (!page || typeof page !== "object" || !isFullPage(page as PageObjectResponse)) throw new VendorError("failed", "Notion answered without the page");
    return taskFromPage(page as PageObjectResponse);
  }

  return {
    source: "notion" as const,

    async list(filter: TaskFilter) {
      const { dataSourceId, statusKind } = await loadSchema();
      const conditions: Record<string, unknown>[] = [];
      if (filter.status) conditions.push({ property: P.status, [statusKind]: { equals: filter.status } });
      if (filter.priority) conditions.push({ property: P.priority, select: { equals: filter.priority } });
      const tasks: BoardTask[] = [];
      // Every page of the answer, however many: Notion says when there are no more.
      let cursor: string | undefined;
      do {
        const start = cursor;
        const response = await call(
          () =>
            client.dataSources.query({
              data_source_id: dataSourceId,
              ...(conditions.length ? { filter: { and: conditions } as never } : {}),
              sorts: [{ timestamp: "created_time", direction: "descending" }],
              page_size: pageSize,
              ...(start ? { start_cursor: start } : {}),
            }),
          "database",
        );
        for (const result of response.results) if (result.object === "page" && isFullPage(result)) tasks.push(taskFromPage(result));
        cursor = response.has_more && response.next_cursor ? response.next_cursor : undefined;
      } while (cursor);
      return tasks;
    },

    /** Notion records the integration as the page's creator: who asked is not kept there. */
    async create(fields: TaskFields, _actorId?: number) {
      const { dataSourceId, statusKind } = await loadSchema();
      const page = await call(
        () =>
          client.pages.create({
            parent: { type: "data_source_id", data_source_id: dataSourceId },
            properties: properties(statusKind, { kind: "all", ...fields }) as never,
          }),
        "database",
      );
      return asTask(page);
    },

    async update(id: string, change: TaskChange) {
      const { statusKind } = await loadSchema();
      const page = await call(() => client.pages.update({ page_id: id, properties: properties(statusKind, change) as never }), "task");
      return asTask(page);
    },

    async remove(id: string) {
      // Notion has no hard delete for pages: moving to the trash is what its own "Delete" does.
      await call(() => client.pages.update({ page_id: id, in_trash: true }), "task");
    },
  };
}
