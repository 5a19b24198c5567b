import { type TodoFields, type TodoItem, type TodoSource, todoMessages } from "../../../common/todo/todo.schema.js";
import type { VendorAnswers } from "../../lib/vendor-errors.js";

/**
 * Where the tasks live; the service depends on this only. createTodoSheet (integrations/google-sheets)
 * keeps them in the to-do spreadsheet, createLocalTodoStore (todo.local.ts) in our database;
 * server/adapters.ts picks one.
 */
export type TodoStore = {
  readonly source: TodoSource;
  readonly canWrite: boolean;
  readonly spreadsheetUrl: string | null;
  list(): Promise<TodoItem[]>;
  find(id: number): Promise<TodoItem | undefined>;
  create(fields: TodoFields, actorId: number): Promise<TodoItem>;
  /** Replaces the editable fields; undefined when the task no longer exists. */
  update(id: number, fields: TodoFields): Promise<TodoItem | undefined>;
  remove(id: number): Promise<boolean>;
};

/** The sheet adapter words each Google failure in Spanish, with what the admin can do: a 502 with it. */
export const todoVendorAnswers: VendorAnswers = {
  /** A sheet whose columns are not the to-do list's: nothing is written, the admin reads which ones. */
  setup: (error) => ({ code: "CONFLICT", message: error.message }),
  "timed-out": todoMessages.timedOut,
  failed: (error) => error.message,
};
