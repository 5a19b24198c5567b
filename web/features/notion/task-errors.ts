import { notionMessages } from "../../../common/notion/notion.schema";
import { apiErrorInfo } from "../../lib/api-errors";

export type TaskAction = "crear" | "editar" | "actualizar" | "eliminar";

export type TaskFailure = {
  /** The task is gone (deleted in Notion or by someone else): the list reloads. */
  gone: boolean;
  title: string;
  description: string | undefined;
  fields: Record<string, string>;
};

/**
 * Section 8 of the spec: 404 'La tarea ya no existe en Notion.'; 'Error al editar la tarea.',
 * 'Error al actualizar la tarea.', 'Error al eliminar la tarea.'; with no answer at all from our
 * server, 'Error de red al editar la tarea.' (and the same for actualizar, eliminar). The server's
 * own Spanish explanation (e.g. Notion asking to wait) goes underneath.
 */
export function taskFailure(error: unknown, action: TaskAction): TaskFailure {
  const info = apiErrorInfo(error);
  if (info.status === undefined) return { gone: false, title: `Error de red al ${action} la tarea.`, description: undefined, fields: {} };
  if (info.status === 404) return { gone: true, title: info.message || notionMessages.goneNotion, description: undefined, fields: {} };
  return { gone: false, title: `Error al ${action} la tarea.`, description: info.message || undefined, fields: info.fields };
}
