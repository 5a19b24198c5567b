import { z } from "zod";
import { typedNumberValue } from "../numbers.js";
import { messageOutput, withMessage } from "../input-rules.js";

/** Where the owner of a Google account removes an app's access to it. */
export const googleConnectionsUrl = "https://myaccount.google.com/connections";

/**
 * Why Google refused (a 403), by Google's code: Classroom's documented access errors
 * (developers.google.com/classroom/reference/Access.Errors) and the ErrorInfo reasons of Google APIs.
 */
const googleRefusals: Record<string, string> = {
  ClassroomDisabled:
    "la cuenta conectada no tiene Google Classroom activado. Vuelve a conectar con la cuenta docente del colegio o pide a quien administra Google Workspace que active Classroom para ella.",
  ClassroomApiDisabled:
    "la cuenta conectada no tiene permitido que otras aplicaciones usen sus datos de Classroom. Quien administra Google Workspace del colegio debe activarlo en la Consola de administración (Aplicaciones > Google Workspace > Classroom > Acceso a los datos).",
  SERVICE_DISABLED:
    "la Google Classroom API no está habilitada en el proyecto de Google Cloud del cliente OAuth de Tribu. Habilítala en la consola de Google Cloud (APIs y servicios > Biblioteca) y vuelve a intentarlo en unos minutos.",
  ACCESS_TOKEN_SCOPE_INSUFFICIENT:
    "la autorización guardada no incluye todos los permisos que Tribu necesita. Vuelve a conectar y acepta ver los cursos y gestionar las tareas.",
  ProjectPermissionDenied: "ese elemento de Classroom se creó con otro proyecto de Google Cloud y solo ese proyecto puede modificarlo.",
};
const otherRefusal =
  "la cuenta conectada no tiene permiso para esto en Google Classroom. Comprueba que sea profesora o profesor del curso, o vuelve a conectar con otra cuenta.";

export const classroomMessages = {
  required: "Por favor completa todos los campos requeridos",
  maxPoints: "La puntuación máxima debe ser un número entero de al menos 1",
  maxPointsHigh: "La puntuación máxima no puede ser mayor a 1000",
  badDue: "La fecha de entrega no es válida",
  pastDue: "La fecha de entrega debe ser posterior a este momento",
  created: "Tarea creada exitosamente en Google Classroom",
  disconnected: "Google Classroom se desconectó: Google retiró el acceso de Tribu y los tokens guardados se borraron.",
  disconnectedLocally: `Google Classroom se desconectó en Tribu y los tokens guardados se borraron, pero Google no confirmó que retirara el acceso. Quítalo desde la cuenta de Google conectada: ${googleConnectionsUrl}`,
  notConfigured:
    "Google Classroom no está configurado en este servidor. Indica GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET y GOOGLE_REDIRECT_URI.",
  notConnected: "Google Classroom no está conectado. Usa 'Conectar con Google Classroom' primero.",
  reconnect: "La autorización con Google Classroom ya no es válida. Vuelve a conectar con Google Classroom.",
  unreadable: "No se pudo leer la conexión guardada (cambió la clave del servidor). Vuelve a conectar con Google Classroom.",
  /** Google, not Tribu, refused: answered as Google's failure (502), never as Tribu's 403. */
  refusedByGoogle: (reason: string | undefined) => `Google no permite esta acción: ${(reason && googleRefusals[reason]) || otherRefusal}`,
  courseNotModifiable: "El curso ya no está activo en Google Classroom (está archivado o aún no se ha aceptado), así que no admite tareas nuevas.",
  courseNotFound: "El curso no existe en Google Classroom o la cuenta conectada no tiene acceso a él.",
  rejected: "Google Classroom rechazó los datos de la tarea. Revisa el título, la fecha y la puntuación.",
  busy: "Google Classroom recibe demasiadas solicitudes. Intenta de nuevo en un momento.",
  unreachable: "No se pudo conectar con Google Classroom. Intenta de nuevo en unos minutos.",
  timedOut: "Google Classroom no respondió a tiempo. Inténtalo de nuevo en unos minutos.",
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: classroomMessages.required })
    .trim()
    .min(1, classroomMessages.required)
    .max(max, `Máximo ${max} caracteres`);

/** 'Classroom task' of the spec: courseId, title, description required; maxPoints min 1, default 100; dueDate date-time. */
export const assignmentInput = z.object({
  courseId: requiredText(100),
  title: requiredText(300),
  description: requiredText(5000),
  maxPoints: z.preprocess(
    (value) => (value === "" || value === null ? undefined : typedNumberValue(value)),
    z
      .number({ error: classroomMessages.maxPoints })
      .int(classroomMessages.maxPoints)
      .min(1, classroomMessages.maxPoints)
      .max(1000, classroomMessages.maxPointsHigh)
      .optional()
      .default(100),
  ),
  /** An ISO-8601 instant with its offset (the screen sends the local date and time converted). */
  dueDate: z.preprocess(
    (value) => (value === "" ? null : value),
    z.iso.datetime({ offset: true, error: classroomMessages.badDue }).nullable().optional().default(null),
  ),
});
export type AssignmentInput = z.infer<typeof assignmentInput>;

/** googleClassroom.createAssignment sends { courseId, fields }, the fields as POST /api/google-classroom/create-assignment/{courseId} takes them. */
export const createAssignmentCall = z.object({ courseId: assignmentInput.shape.courseId, fields: assignmentInput.omit({ courseId: true }) });

export const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export type CallbackQuery = z.infer<typeof callbackQuery>;

export const classroomStatusSchema = z.object({
  /** False when the server has no Google OAuth client: the screen explains how to configure it. */
  configured: z.boolean(),
  connected: z.boolean(),
  /** When the current access token expires (ISO); renewed automatically while a refresh token is kept. */
  expiresAt: z.string().nullable(),
  renewsAutomatically: z.boolean(),
  connectedAt: z.string().nullable(),
  connectedBy: z.string().nullable(),
  /** The address to register in Google Cloud as an authorised redirect URI (null when not configured). */
  redirectUri: z.string().nullable(),
  error: z.string().nullable(),
});
export type ClassroomStatus = z.infer<typeof classroomStatusSchema>;

export const classroomCourseSchema = z.object({ id: z.string(), name: z.string(), section: z.string().nullable() });
export type ClassroomCourse = z.infer<typeof classroomCourseSchema>;
export const authUrlSchema = z.object({ url: z.string() });

export const createdAssignmentSchema = z.object({
  courseWork: z.object({ id: z.string(), courseId: z.string(), title: z.string(), alternateLink: z.string().nullable() }),
});
export type CreatedAssignment = z.infer<typeof createdAssignmentSchema>;
export const createdAssignmentOutput = messageOutput(createdAssignmentSchema.shape);
/** `revokedAtGoogle` is false when Google did not confirm the revocation: the message says what to do. */
export const disconnectedOutput = messageOutput({ revokedAtGoogle: z.boolean() });

/** The answer to a disconnect, for REST and tRPC alike. */
export const disconnectedAnswer = ({ revokedAtGoogle }: { revokedAtGoogle: boolean }) =>
  withMessage(revokedAtGoogle ? classroomMessages.disconnected : classroomMessages.disconnectedLocally, { revokedAtGoogle });
