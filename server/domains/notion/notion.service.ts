import type { z } from "zod";
import type { TaskChange } from "../../../common/notion/notion-tasks.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { AppError, fieldErrorsFrom } from "../../lib/errors.js";
import { withVendorAnswers } from "../../lib/vendor-errors.js";
import { notionVendorAnswers, type TaskBoard } from "./notion.port.js";
import {
  isStatusOnly,
  notionMessages as m,
  type Task,
  type TaskBoardList,
  taskFieldsInput,
  taskFilterInput,
  taskIdInput,
  taskStatusInput,
} from "../../../common/notion/notion.schema.js";

/** Bad input is a 400 whose message is the first field's Spanish message. */
function parse<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields = fieldErrorsFrom(parsed.error.issues);
    const first = fields.name ?? fields.status ?? fields.priority ?? Object.values(fields)[0] ?? m.required;
    throw new AppError("BAD_REQUEST", first, { fields });
  }
  return parsed.data;
}

export type NotionService = ReturnType<typeof createNotionService>;

/** The task board of /dashboard/notion (/api/notion/tasks): admin only, as in the route table. */
export function createNotionService(deps: { board: TaskBoard }) {
  const board = withVendorAnswers(deps.board, notionVendorAnswers);

  return {
    source: board.source,

    assertAdmin(actor: Actor | null): Actor {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      return admin;
    },

    async list(actor: Actor | null, rawFilter: unknown): Promise<TaskBoardList> {
      assertAllowed(isAdmin(requireActor(actor)));
      const filter = parse(taskFilterInput, rawFilter);
      return { source: board.source, tasks: await board.list(filter) };
    },

    async create(actor: Actor | null, raw: unknown): Promise<{ message: string; task: Task }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const fields = parse(taskFieldsInput, raw);
      const task = await board.create(fields, admin.id);
      return { message: m.created, task };
    },

    /** Every field, or only status and priority (the status-and-priority modal). */
    async update(actor: Actor | null, rawId: unknown, raw: unknown): Promise<{ message: string; task: Task }> {
      assertAllowed(isAdmin(requireActor(actor)));
      const { id } = parse(taskIdInput, { id: rawId });
      const change: TaskChange = isStatusOnly(raw)
        ? { kind: "status", ...parse(taskStatusInput, raw) }
        : { kind: "all", ...parse(taskFieldsInput, raw) };
      const task = await board.update(id, change);
      return { message: m.updated, task };
    },

    async remove(actor: Actor | null, rawId: unknown): Promise<{ message: string; id: string }> {
      assertAllowed(isAdmin(requireActor(actor)));
      const { id } = parse(taskIdInput, { id: rawId });
      await board.remove(id);
      return { message: m.deleted, id };
    },
  };
}
