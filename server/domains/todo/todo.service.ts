import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { AppError } from "../../lib/errors.js";
import { withVendorAnswers } from "../../lib/vendor-errors.js";
import { type TodoStore, todoVendorAnswers } from "./todo.port.js";
import {
  type TodoFields,
  type TodoFilter,
  type TodoInfo,
  type TodoItem,
  type TodoList,
  type TodoUpdate,
  todoMessages as m,
  todoPriorities,
} from "../../../common/todo/todo.schema.js";

/** A task is completed exactly when its status is done: the two fields of the spec never disagree after an edit. */
function settle(fields: TodoFields, changed: { status: boolean; completed: boolean }): TodoFields {
  if (changed.status) return { ...fields, completed: fields.status === "done" };
  if (changed.completed) return { ...fields, status: fields.completed ? "done" : fields.status === "done" ? "todo" : fields.status };
  return fields;
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

function matches(item: TodoItem, filter: TodoFilter): boolean {
  if (filter.status && item.status !== filter.status) return false;
  if (filter.priority && item.priority !== filter.priority) return false;
  if (filter.search) {
    const needle = fold(filter.search);
    const haystack = fold([item.title, item.description, item.notes, item.assignedTo, ...item.tags].join("\n"));
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/** High first; open tasks before completed ones; the nearest due date first; then in the order they were added. */
function byPriority(a: TodoItem, b: TodoItem): number {
  return (
    todoPriorities.indexOf(a.priority) - todoPriorities.indexOf(b.priority) ||
    Number(a.completed) - Number(b.completed) ||
    (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") ||
    a.id - b.id
  );
}

const fieldsOf = ({ id: _id, createdAt: _c, updatedAt: _u, ...fields }: TodoItem): TodoFields => fields;

export type TodoService = ReturnType<typeof createTodoService>;

/** The admin's to-do screen: the spreadsheet of the spec, or a real list in our database without it. */
export function createTodoService(deps: { store: TodoStore }) {
  const store = withVendorAnswers(deps.store, todoVendorAnswers);

  function writable() {
    if (!store.canWrite) throw new AppError("CONFLICT", m.readOnly);
  }

  async function existing(id: number): Promise<TodoItem> {
    const item = await store.find(id);
    if (!item) throw new AppError("NOT_FOUND", m.notFound);
    return item;
  }

  async function save(id: number, fields: TodoFields): Promise<TodoItem> {
    const saved = await store.update(id, fields);
    if (!saved) throw new AppError("NOT_FOUND", m.notFound);
    return saved;
  }

  return {
    info(actor: Actor | null): TodoInfo {
      assertAllowed(isAdmin(requireActor(actor)));
      return { source: store.source, canWrite: store.canWrite, spreadsheetUrl: store.spreadsheetUrl };
    },

    async list(actor: Actor | null, filter: TodoFilter): Promise<TodoList> {
      assertAllowed(isAdmin(requireActor(actor)));
      const all = await store.list();
      return {
        source: store.source,
        canWrite: store.canWrite,
        spreadsheetUrl: store.spreadsheetUrl,
        total: all.length,
        loadedMessage: store.source === "sheets" ? m.loadedFromSheets(all.length) : null,
        items: all.filter((item) => matches(item, filter)).sort(byPriority),
      };
    },

    async create(actor: Actor | null, input: TodoFields): Promise<{ item: TodoItem }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      writable();
      const fields = input.completed || input.status === "done" ? { ...input, completed: true, status: "done" as const } : input;
      const item = await store.create(fields, admin.id);
      return { item };
    },

    async update(actor: Actor | null, id: number, patch: TodoUpdate): Promise<{ item: TodoItem }> {
      assertAllowed(isAdmin(requireActor(actor)));
      writable();
      const current = await existing(id);
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
      const fields = settle({ ...fieldsOf(current), ...defined }, { status: patch.status !== undefined, completed: patch.completed !== undefined });
      return { item: await save(id, fields) };
    },

    async setCompleted(actor: Actor | null, id: number, completed: boolean): Promise<{ item: TodoItem }> {
      assertAllowed(isAdmin(requireActor(actor)));
      writable();
      const current = await existing(id);
      const item = await save(id, settle({ ...fieldsOf(current), completed }, { status: false, completed: true }));
      return { item };
    },

    async remove(actor: Actor | null, id: number): Promise<void> {
      assertAllowed(isAdmin(requireActor(actor)));
      writable();
      if (!(await store.remove(id))) throw new AppError("NOT_FOUND", m.notFound);
    },
  };
}
