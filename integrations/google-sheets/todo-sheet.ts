import { oneAppendAtATime } from "./one-append-at-a-time.js";
import type { TodoFields, TodoItem, TodoPriority, TodoStatus } from "../../common/todo/todo.schema.js";
import { isCalendarDate, todoDefaults } from "../../common/todo/todo.schema.js";
import { VendorError } from "../vendor-error.js";
import { dateOf, foreignColumns, idColumnWithGaps, nextRowId, rowWithId, type SheetRow, sheetRows, textOf } from "./sheet-rows.js";
import { type CellValue, rangeIn, type SheetsGateway } from "./sheets-gateway.js";

/** Spec, section 3: the to-do sheet's columns, in this order (A..K); L holds each task's stable id. Row 1 holds the headers. */
export const todoColumns = [
  "title",
  "description",
  "completed",
  "priority",
  "dueDate",
  "assignedTo",
  "notes",
  "createdAt",
  "updatedAt",
  "tags",
  "status",
] as const;

const lastColumn = "L";
const idColumn = todoColumns.length;
const completedWords = new Set(["TRUE", "true", "Completado"]);

const priorityWords: Record<string, TodoPriority> = {
  high: "high",
  alta: "high",
  medium: "medium",
  media: "medium",
  low: "low",
  baja: "low",
};

const statusWords: Record<string, TodoStatus> = {
  todo: "todo",
  "por hacer": "todo",
  pendiente: "todo",
  "in-progress": "in-progress",
  "in progress": "in-progress",
  "en progreso": "in-progress",
  review: "review",
  "en revisión": "review",
  "en revision": "review",
  done: "done",
  completada: "done",
  completado: "done",
  hecho: "done",
};

/** 2026-12-01 (or an ISO date-time) and the es-CO 1/12/2026 become YYYY-MM-DD; other text stays as written. */
function dueDateFrom(cell: string): string | null {
  if (!cell) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(cell);
  if (iso && isCalendarDate(iso[1] as string)) return iso[1] as string;
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  if (local) {
    const date = `${local[3]}-${(local[2] as string).padStart(2, "0")}-${(local[1] as string).padStart(2, "0")}`;
    if (isCalendarDate(date)) return date;
  }
  return cell;
}

/**
 * One spreadsheet row as a to-do item, with the spec's defaults (section 9): a missing title is
 * 'Sin título', a missing priority medium, a missing status todo; completed when the cell is a ticked
 * box (true), TRUE, true or Completado. A blank row (e.g. a cleared one) is no task: undefined.
 */
export function todoFromRow(row: readonly CellValue[], id: number): TodoItem | undefined {
  const dates = new Set([4, 7, 8]);
  const cells = todoColumns.map((_, index) => (dates.has(index) ? dateOf(row[index]) : textOf(row[index])));
  if (cells.every((cell) => cell === "")) return undefined;
  const [title, description, completed, priority, dueDate, assignedTo, notes, createdAt, updatedAt, tags, status] = cells as string[] as [
    string, string, string, string, string, string, string, string, string, string, string,
  ];
  return {
    id,
    title: title || todoDefaults.title,
    description,
    completed: completedWords.has(completed),
    priority: priorityWords[priority.toLowerCase()] ?? todoDefaults.priority,
    dueDate: dueDateFrom(dueDate),
    assignedTo,
    notes,
    createdAt: createdAt || null,
    updatedAt: updatedAt || null,
    tags: tags
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
    status: statusWords[status.toLowerCase()] ?? todoDefaults.status,
  };
}

/** A to-do item as a spreadsheet row: columns A..K in the spec's order (written RAW: text stays text), then its id. */
export function rowFromTodo(item: TodoFields & { createdAt: string | null; updatedAt: string | null }, id: number): CellValue[] {
  return [
    item.title,
    item.description,
    item.completed,
    item.priority,
    item.dueDate ?? "",
    item.assignedTo,
    item.notes,
    item.createdAt ?? "",
    item.updatedAt ?? "",
    item.tags.join(", "),
    item.status,
    id,
  ];
}

/** A failed Google call, in Spanish and with what the admin can do about it. */
export function todoSheetError(error: unknown, sheetName: string): VendorError {
  if (!(error instanceof VendorError)) return new VendorError("failed", "No se pudo leer la hoja de tareas de Google Sheets.");
  const { status } = error;
  const message =
    status === 0
      ? "No se pudo conectar con Google Sheets. Revisa la conexión a internet del servidor."
      : status === 400
        ? `La hoja '${sheetName}' no existe en la hoja de cálculo de tareas. Revisa TODO_SHEET_NAME.`
        : status === 401
          ? "Google Sheets rechazó las credenciales. Revisa la cuenta de servicio o la clave de API."
          : status === 403
            ? "Google Sheets no permite el acceso a la hoja de tareas (403). Compártela con la cuenta de servicio o revisa la clave de API."
            : status === 404
              ? "No se encontró la hoja de cálculo de tareas en Google Sheets (404). Revisa TODO_SPREADSHEET_ID."
              : status === 429
                ? "Google Sheets recibió demasiadas solicitudes (429). Espera un momento e inténtalo de nuevo."
                : status >= 500
                  ? `Google Sheets no está disponible en este momento (${status}). Inténtalo de nuevo más tarde.`
                  : `Google Sheets respondió con un error (${status}).`;
  return new VendorError(error.failure, message, error.details);
}

export function spreadsheetUrl(spreadsheetId: string): string {
  return `https://docs.google.com/spreadsheets/d/${encodeURIComponent(spreadsheetId)}`;
}

/**
 * The to-do list kept in a Google spreadsheet (row 1 headers, later rows tasks). A task's id is the
 * number in column L, found before every update or delete, so rows added, sorted or cleared by hand
 * never send an edit to another task; a row from before that column keeps its row number as id, and
 * the next task written notes those ids down. With a service account the admin can add, edit, complete
 * and delete (a deleted row is cleared); with an API key it is read only. It fits the todo domain's
 * TodoStore port; failures are VendorErrors worded in Spanish.
 */
export function createTodoSheet(options: { gateway: SheetsGateway; spreadsheetId: string; sheetName: string }) {
  const { gateway, spreadsheetId, sheetName } = options;
  const range = (cells: string) => rangeIn(sheetName, cells);
  const rowRange = (row: number) => range(`A${row}:${lastColumn}${row}`);

  async function google<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw todoSheetError(error, sheetName);
    }
  }

  const rows = async (): Promise<SheetRow[]> => sheetRows(await google(() => gateway.readValues(spreadsheetId, range(`A2:${lastColumn}`))), 2, idColumn);
  const itemOf = (row: SheetRow) => todoFromRow(row.cells, row.id);

  async function locate(id: number): Promise<SheetRow | undefined> {
    if (!Number.isSafeInteger(id) || id < 2) return undefined;
    return rowWithId(await rows(), id);
  }

  async function find(id: number): Promise<TodoItem | undefined> {
    const row = await locate(id);
    return row && itemOf(row);
  }

  async function list(): Promise<TodoItem[]> {
    return (await rows()).flatMap((row) => itemOf(row) ?? []);
  }

  return {
    source: "sheets" as const,
    canWrite: gateway.canWrite,
    spreadsheetUrl: spreadsheetUrl(spreadsheetId),
    list,
    find,

    /** The sheet has no column for who added a task. */
    async create(fields: TodoFields, _actorId?: number) {
      return oneAppendAtATime(spreadsheetId, sheetName, async (claim) => {
        const now = new Date().toISOString();
        const existing = await rows();
        const header = await google(() => gateway.readValues(spreadsheetId, range(`A1:${lastColumn}1`)));
        const idCells = idColumnWithGaps(existing, 2);
        const foreign = foreignColumns(header[0] ?? [], [...todoColumns, "id"]);
        if (foreign.length) {
          throw new VendorError("setup", `La hoja '${sheetName}' tiene columnas que no son las de Pendientes: ${foreign.join(", ")}. Usa una hoja vacía o con las columnas ${[...todoColumns, "id"].join(", ")}.`);
        }
        if (header.length === 0) await google(() => gateway.writeValues(spreadsheetId, range(`A1:${lastColumn}1`), [[...todoColumns, "id"]]));
        else if (textOf(header[0]?.[idColumn]) === "" || existing.some((row) => !row.hasId)) {
          await google(() => gateway.writeValues(spreadsheetId, range(`${lastColumn}1:${lastColumn}${idCells.length + 1}`), [["id"], ...idCells]));
        }
        const id = claim(nextRowId(existing, 2));
        const { row } = await google(() => gateway.appendRow(spreadsheetId, range(`A:${lastColumn}`), rowFromTodo({ ...fields, createdAt: now, updatedAt: now }, id)));
        const written = await google(() => gateway.readValues(spreadsheetId, rowRange(row)));
        const created = todoFromRow(written[0] ?? [], id);
        if (!created) throw new VendorError("failed", "Google Sheets no guardó la tarea. Inténtalo de nuevo.");
        return created;
      });
    },

    async update(id: number, fields: TodoFields) {
      const current = await locate(id);
      const item = current && itemOf(current);
      if (!current || !item) return undefined;
      const row = rowFromTodo({ ...fields, createdAt: item.createdAt, updatedAt: new Date().toISOString() }, current.id);
      await google(() => gateway.writeValues(spreadsheetId, rowRange(current.row), [row]));
      return find(id);
    },

    async remove(id: number) {
      const current = await locate(id);
      if (!current) return false;
      await google(() => gateway.clearValues(spreadsheetId, rowRange(current.row)));
      return true;
    },
  };
}
