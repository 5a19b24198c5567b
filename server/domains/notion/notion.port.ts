import type { BoardTask, TaskChange, TaskFields, TaskFilter } from "../../../common/notion/notion-tasks.js";
import { notionMessages as m } from "../../../common/notion/notion.schema.js";
import type { VendorAnswers } from "../../lib/vendor-errors.js";

/**
 * The task board the admin sees at /dashboard/notion; the service depends on this only.
 * createNotionTaskBoard (integrations/notion) keeps it in a Notion database, createLocalTaskBoard
 * (notion.local.ts) in ours; server/adapters.ts picks one.
 */
export type TaskBoard = {
  readonly source: "notion" | "local";
  list(filter: TaskFilter): Promise<BoardTask[]>;
  create(fields: TaskFields, actorId: number): Promise<BoardTask>;
  update(id: string, change: TaskChange): Promise<BoardTask>;
  remove(id: string): Promise<void>;
};

/** Notion's failures as the admin reads them; never a 500 with a stack. */
export const notionVendorAnswers: VendorAnswers = {
  "not-found": m.goneNotion,
  "rate-limited": (error) => m.rateLimited(Math.max(1, error.details.retryAfterSeconds ?? 1)),
  unreachable: m.unreachable,
  "timed-out": m.timedOut,
  refused: m.refused,
  setup: (error) => (error.details.property ? m.setupProperty(error.details.property) : m.setupDatabase),
  rejected: m.rejected,
  failed: m.failed,
};
