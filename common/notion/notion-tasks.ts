/** The task board's vocabulary and shapes (spec sections 3 and 9), shared by the board adapters, the service and the screen. */

/** Stored values are the spec's English names (section 9); the screen shows Spanish labels. */
export const taskStatuses = ["Not started", "In progress", "Done"] as const;
export const taskPriorities = ["Low", "Medium", "High"] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export type TaskPriority = (typeof taskPriorities)[number];
/** What the 'Nueva tarea' form starts with. */
export const newTaskDefaults: { status: TaskStatus; priority: TaskPriority } = { status: "Not started", priority: "Medium" };

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
