import { z } from "zod";
import { messageOutput } from "../input-rules.js";
import { notionProperties, taskPriorities, taskStatuses, type BoardTask } from "./notion-tasks.js";

export { taskPriorities, taskStatuses };

export const notionMessages = {
  required: "Por favor completa todos los campos requeridos",
  nameRequired: "El nombre de la tarea es obligatorio.",
  nameTooLong: "El nombre de la tarea admite como máximo 200 caracteres.",
  descriptionTooLong: "La descripción admite como máximo 10000 caracteres.",
  badStatus: "El estado debe ser Not started, In progress o Done.",
  badPriority: "La prioridad debe ser Low, Medium o High.",
  badDate: "La fecha debe ser un día válido con el formato AAAA-MM-DD.",
  badId: "El identificador de la tarea no es válido.",
  /** Section 8 of the spec. */
  goneNotion: "La tarea ya no existe en Notion.",
  goneLocal: "La tarea ya no existe.",
  rateLimited: (seconds: number) =>
    `Notion está recibiendo demasiadas solicitudes. Espera ${seconds} ${seconds === 1 ? "segundo" : "segundos"} y vuelve a intentarlo.`,
  unreachable: "No se pudo conectar con Notion. Revisa la conexión a internet del servidor e inténtalo de nuevo.",
  refused: "Notion rechazó la conexión. Revisa el token de la integración (NOTION_TOKEN) y que la base de datos esté compartida con ella.",
  setupDatabase: "No se encontró la base de datos de Notion. Revisa NOTION_DATABASE_ID y que la base de datos esté compartida con la integración.",
  setupProperty: (property: string) =>
    `La base de datos de Notion no tiene la propiedad «${property}» con el tipo esperado. Propiedades necesarias: Task name, Description, Status, Priority y Due date.`,
  rejected: "Notion no aceptó los datos de la tarea. Revisa que Status y Priority de la base de datos tengan las opciones Not started, In progress, Done y Low, Medium, High.",
  failed: "Notion no respondió correctamente. Inténtalo de nuevo en unos minutos.",
  timedOut: "Notion no respondió a tiempo. Inténtalo de nuevo en unos minutos.",
  created: "Tarea creada.",
  updated: "Tarea actualizada.",
  deleted: "Tarea eliminada.",
} as const;

const m = notionMessages;

const status = z.enum(taskStatuses, { error: m.badStatus });
const priority = z.enum(taskPriorities, { error: m.badPriority });

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dueDate = z
  .union([z.string(), z.null()], { error: m.badDate })
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : null))
  .refine((value) => value === null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value)), m.badDate);

/**
 * REST bodies of the spec use the Notion property names ("Task name", "Due date"...); tRPC uses
 * camelCase. Both reach the same schema.
 */
function fromSpecNames(raw: unknown): unknown {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const body = { ...(raw as Record<string, unknown>) };
  for (const [key, specName] of Object.entries(notionProperties)) {
    if (specName in body && !(key in body)) body[key] = body[specName];
    if (specName !== key) delete body[specName];
  }
  return body;
}

export const taskStatusFields = z.object({ status, priority });

/** In the order of their messages: bad input answers the first field's message (the name, the status, the priority). */
export const taskFieldsSchema = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(200, m.nameTooLong),
  status,
  priority,
  description: z.string({ error: m.descriptionTooLong }).trim().max(10_000, m.descriptionTooLong).optional().default(""),
  dueDate,
});

/** REST bodies (spec names or camelCase); tRPC sends the camelCase schema itself. */
export const taskFieldsInput = z.preprocess(fromSpecNames, taskFieldsSchema);
export const taskStatusInput = z.preprocess(fromSpecNames, taskStatusFields);
export type TaskFieldsInput = z.output<typeof taskFieldsSchema>;

/** PATCH of the spec: "same fields, or only Status and Priority" (a body with no other field). */
export function isStatusOnly(raw: unknown): boolean {
  const body = fromSpecNames(raw);
  if (!body || typeof body !== "object") return false;
  const keys = Object.keys(body).filter((key) => (body as Record<string, unknown>)[key] !== undefined);
  return keys.length > 0 && keys.every((key) => key === "status" || key === "priority");
}

export const taskFilterInput = z.object({
  status: z.preprocess((v) => (v === "" ? undefined : v), status.optional()),
  priority: z.preprocess((v) => (v === "" ? undefined : v), priority.optional()),
});

/** Notion page ids (UUID, with or without dashes) or our numeric ids. */
export const taskIdInput = z.object({
  id: z.string({ error: m.badId }).trim().regex(/^[A-Za-z0-9-]{1,64}$/, m.badId),
});
/** notion.update sends { id, fields }; notion.setStatus { id, status, priority } (the status-and-priority modal). */
export const updateTaskCall = taskIdInput.extend({ fields: taskFieldsSchema });
export const setTaskStatusCall = taskIdInput.extend(taskStatusFields.shape);

export const boardTaskSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.string().nullable(),
  priority: z.string().nullable(),
  dueDate: z.string().nullable(),
  url: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Task = z.infer<typeof boardTaskSchema>;

export const taskBoardListSchema = z.object({ source: z.enum(["notion", "local"]), tasks: z.array(boardTaskSchema) });
export type TaskBoardList = z.infer<typeof taskBoardListSchema>;
export const taskSavedOutput = messageOutput({ task: boardTaskSchema });
export const taskDeletedOutput = messageOutput({ id: z.string() });

/** A task as REST answers it: the spec's property names, like the body it accepts. */
export function toSpecPayload(task: BoardTask) {
  return {
    id: task.id,
    [notionProperties.name]: task.name,
    [notionProperties.description]: task.description,
    [notionProperties.status]: task.status,
    [notionProperties.priority]: task.priority,
    [notionProperties.dueDate]: task.dueDate,
    url: task.url,
    updatedAt: task.updatedAt,
  };
}
