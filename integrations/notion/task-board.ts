/**
 * The task board the admin sees at /dashboard/notion. The service depends on this interface only;
 * `notion-task-board.ts` keeps it in a Notion database, `local-task-board.ts` in our own database.
 */

/** Stored values are the spec's English names (section 9); the screen shows Spanish labels. */
export const taskStatuses = ["Not started", "In progress", "Done"] as const;
export const taskPriorities = ["Low", "Medium", "High"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export type TaskPriority = (typeof taskPriorities)[number];

/** The remote property names of the spec (section 3), in the Notion database and on REST. */
export const notionProperties = {
  name: "Task name",
  description: "Description",
  status: "Status",
  priority: "Priority",
  dueDate: "Due date",
} as const;

export type BoardTask = {
  id: string;
  name: string;
  description: string;
  /**
   * One of taskStatuses for tasks made here. A Notion database may hold other options (or none);
   * they are shown as they are instead of being rewritten.
   */
  status: string | null;
  priority: string | null;
  /** YYYY-MM-DD, or null when the task has no date. */
  dueDate: string | null;
  /** The Notion page, for opening it there; null on the local board. */
  url: string | null;
  updatedAt: string | null;
};

export type TaskFields = {
  name: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
};

/** PATCH of the spec: every field, or only Status and Priority. */
export type TaskChange = ({ kind: "all" } & TaskFields) | { kind: "status"; status: TaskStatus; priority: TaskPriority };

export type TaskFilter = { status?: TaskStatus; priority?: TaskPriority };

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
