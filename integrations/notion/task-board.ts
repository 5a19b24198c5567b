/**
 * The task board the admin sees at /dashboard/notion. The service depends on this interface only;
 * `notion-task-board.ts` keeps it in a Notion database, `local-task-board.ts` in our own database.
 */

import type { BoardTask, TaskChange, TaskFields, TaskFilter } from "../../common/notion/notion-tasks.js";

export type TaskBoardSource = "notion" | "local";

export type TaskBoard = {
  readonly source: TaskBoardSource;
  list(filter: TaskFilter): Promise<BoardTask[]>;
  create(fields: TaskFields, actorId: number): Promise<BoardTask>;
  update(id: string, change: TaskChange): Promise<BoardTask>;
  remove(id: string): Promise<void>;
};

export type TaskBoardFailure =
  /** The task (page) is gone or was moved to the trash. */
  | "not-found"
  /** Notion asked us to slow down; retryAfterSeconds says for how long. */
  | "rate-limited"
  /** Notion could not be reached (network, DNS, timeout). */
  | "unreachable"
  /** Notion refused the token or the database is not shared with the integration. */
  | "refused"
  /** The configured database is missing or lacks one of the properties. */
  | "setup"
  /** Notion refused the values (e.g. an option that does not exist in a select). */
  | "rejected"
  /** Anything else Notion answered (5xx). */
  | "failed";

/** A vendor-neutral failure of a board; the service turns it into a Spanish AppError. */
export class TaskBoardError extends Error {
  constructor(
    readonly failure: TaskBoardFailure,
    message: string,
    readonly details: { status?: number; retryAfterSeconds?: number; property?: string } = {},
  ) {
    super(message);
    this.name = "TaskBoardError";
  }
}
