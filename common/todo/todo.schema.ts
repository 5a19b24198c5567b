import { z } from "zod";
import { messageOutput, okOutput } from "../input-rules.js";
import { todoPriorities, todoStatuses } from "./todo.vocabulary.js";

export { type TodoPriority, type TodoStatus, todoPriorities, todoStatuses } from "./todo.vocabulary.js";

export const todoMessages = {
  timedOut: "Google Sheets no respondió a tiempo. Inténtalo de nuevo en unos minutos.",
  titleRequired: "Escribe el título de la tarea.",
  titleTooLong: "El título admite como máximo 200 caracteres.",
  badPriority: "La prioridad debe ser alta, media o baja.",
  badStatus: "El estado debe ser Por hacer, En progreso, En revisión o Completada.",
  badDueDate: "La fecha límite no es válida (usa el formato AAAA-MM-DD).",
  badTag: "Cada etiqueta admite como máximo 40 caracteres.",
  tooManyTags: "Una tarea admite como máximo 20 etiquetas.",
  tooLong: "El texto es demasiado largo (máximo 2000 caracteres).",
  badCompleted: "Indica si la tarea está completada (sí o no).",
  notFound: "La tarea no existe o ya fue eliminada.",
  readOnly:
    "La hoja de tareas de Google Sheets está en modo solo lectura (clave de API). Para agregar o completar tareas configura una cuenta de servicio (GOOGLE_SHEETS_KEY_FILE).",
  created: "Tarea creada correctamente",
  updated: "Tarea actualizada correctamente",
  completed: "Tarea marcada como completada",
  reopened: "Tarea marcada como pendiente",
  deleted: "Tarea eliminada correctamente",
  /** Spec, section 8: the success notice after loading from the spreadsheet. */
  loadedFromSheets: (n: number) => `✅ Cargadas ${n} tareas desde Google Sheets`,
} as const;

/** Spec, section 9: what an empty spreadsheet cell becomes. */
export const todoDefaults = { title: "Sin título", priority: "medium", status: "todo" } as const;

/** The to-do item of the spec (section 3). Ids are database ids locally and row numbers in the spreadsheet. */
export const todoItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  completed: z.boolean(),
  priority: z.enum(todoPriorities),
  /** YYYY-MM-DD when it is a date; a spreadsheet cell that is not a date is shown as written. */
  dueDate: z.string().nullable(),
  assignedTo: z.string(),
  notes: z.string(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  tags: z.array(z.string()),
  status: z.enum(todoStatuses),
});
export type TodoItem = z.infer<typeof todoItemSchema>;

/** Everything an admin can set on a task. */
export type TodoFields = Omit<TodoItem, "id" | "createdAt" | "updatedAt">;

const longText = z.string({ error: todoMessages.tooLong }).trim().max(2000, todoMessages.tooLong);

const dueDate = z
  .union([z.string(), z.null()], { error: todoMessages.badDueDate })
  .transform((value) => (value === null ? "" : value.trim()))
  .refine((value) => value === "" || isCalendarDate(value), todoMessages.badDueDate)
  .transform((value) => (value === "" ? null : value));

const tags = z
  .union([z.string(), z.array(z.string({ error: todoMessages.badTag }))], { error: todoMessages.badTag })
  .transform((value) => (Array.isArray(value) ? value.flatMap((tag) => tag.split(",")) : value.split(",")).map((tag) => tag.trim()).filter(Boolean))
  .refine((list) => list.every((tag) => tag.length <= 40), todoMessages.badTag)
  .refine((list) => list.length <= 20, todoMessages.tooManyTags)
  .transform((list) => [...new Set(list)]);

const fields = {
  title: z.string({ error: todoMessages.titleRequired }).trim().min(1, todoMessages.titleRequired).max(200, todoMessages.titleTooLong),
  description: longText.default(""),
  completed: z.boolean({ error: todoMessages.badCompleted }).default(false),
  priority: z.enum(todoPriorities, { error: todoMessages.badPriority }).default("medium"),
  status: z.enum(todoStatuses, { error: todoMessages.badStatus }).default("todo"),
  dueDate: dueDate.default(null),
  assignedTo: z.string({ error: todoMessages.tooLong }).trim().max(120, "El responsable admite como máximo 120 caracteres.").default(""),
  notes: longText.default(""),
  tags: tags.default([]),
};

export const todoCreateInput = z.object(fields);

/** An edit sends only what changes. */
export const todoUpdateInput = z.object({
  title: fields.title.optional(),
  description: longText.optional(),
  completed: z.boolean({ error: todoMessages.badCompleted }).optional(),
  priority: z.enum(todoPriorities, { error: todoMessages.badPriority }).optional(),
  status: z.enum(todoStatuses, { error: todoMessages.badStatus }).optional(),
  dueDate: dueDate.optional(),
  assignedTo: z.string({ error: todoMessages.tooLong }).trim().max(120, "El responsable admite como máximo 120 caracteres.").optional(),
  notes: longText.optional(),
  tags: tags.optional(),
});
export type TodoUpdate = z.infer<typeof todoUpdateInput>;

const emptyAsUnset = (value: unknown) => (value === "" || value === null ? undefined : value);

export const todoFilterInput = z.object({
  status: z.preprocess(emptyAsUnset, z.enum(todoStatuses, { error: "El estado del filtro no es válido." }).optional()),
  priority: z.preprocess(emptyAsUnset, z.enum(todoPriorities, { error: "La prioridad del filtro no es válida." }).optional()),
  search: z.preprocess(emptyAsUnset, z.string().trim().max(200, "La búsqueda admite como máximo 200 caracteres.").optional()),
});
export type TodoFilter = z.infer<typeof todoFilterInput>;

export const todoIdInput = z.object({ id: z.coerce.number({ error: todoMessages.notFound }).int(todoMessages.notFound).positive(todoMessages.notFound) });
export const todoCompletedInput = z.object({ completed: z.boolean({ error: todoMessages.badCompleted }) });
/** todo.update sends { id, fields }, the fields as PUT /api/todo/{id} takes them. */
export const todoUpdateCall = todoIdInput.extend({ fields: todoUpdateInput });
export const todoCompletedCall = todoIdInput.extend(todoCompletedInput.shape);

export const todoSources = ["sheets", "local"] as const;
export type TodoSource = (typeof todoSources)[number];

/** Where the list lives; answered without calling Google, so the spreadsheet button works even when a load fails. */
export const todoInfoSchema = z.object({
  source: z.enum(todoSources),
  canWrite: z.boolean(),
  spreadsheetUrl: z.string().nullable(),
});
export type TodoInfo = z.infer<typeof todoInfoSchema>;

export const todoListSchema = todoInfoSchema.extend({
  /** Tasks before filtering. */
  total: z.number(),
  /** Spec notice after a load from Google Sheets; null for the local list. */
  loadedMessage: z.string().nullable(),
  items: z.array(todoItemSchema),
});
/** canWrite is false when the spreadsheet is read with an API key: the screen says so and hides the edit buttons. */
export type TodoList = z.infer<typeof todoListSchema>;

export const todoSavedOutput = messageOutput({ item: todoItemSchema });
export const todoDeletedOutput = okOutput;
export const todoCompletedMessage = (completed: boolean) => (completed ? todoMessages.completed : todoMessages.reopened);

/** True for a real YYYY-MM-DD day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
