import type { TaskChange, TaskFilter } from "../../../common/notion/notion-tasks.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { withVendorAnswers } from "../../lib/vendor-errors.js";
import { notionVendorAnswers, type TaskBoard } from "./notion.port.js";
import type { Task, TaskBoardList, TaskFieldsInput } from "../../../common/notion/notion.schema.js";

export type NotionService = ReturnType<typeof createNotionService>;

/** The task board of /dashboard/notion (/api/notion/tasks): admin only, as in the route table. */
export function createNotionService(deps: { board: TaskBoard }) {
  const board = withVendorAnswers(deps.board, notionVendorAnswers);

  return {
    source: board.source,

    async list(actor: Actor | null, filter: TaskFilter): Promise<TaskBoardList> {
      assertAllowed(isAdmin(requireActor(actor)));
      return { source: board.source, tasks: await board.list(filter) };
    },

    async create(actor: Actor | null, fields: TaskFieldsInput): Promise<{ task: Task }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      return { task: await board.create(fields, admin.id) };
    },

    /** Every field, or only status and priority (the status-and-priority modal). */
    async update(actor: Actor | null, id: string, change: TaskChange): Promise<{ task: Task }> {
      assertAllowed(isAdmin(requireActor(actor)));
      return { task: await board.update(id, change) };
    },

    async remove(actor: Actor | null, id: string): Promise<{ id: string }> {
      assertAllowed(isAdmin(requireActor(actor)));
      await board.remove(id);
      return { id };
    },
  };
}
