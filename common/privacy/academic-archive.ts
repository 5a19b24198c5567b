import { z } from "zod";

/**
 * The academic record that erasing a student keeps (issue 35, docs/decisions/retention.md). The
 * school must keep each student's registro escolar (the valuation of every grade and its academic
 * novelties) and issue constancias de desempeño of every grade on request (Decreto 1290 de 2009 art.
 * 16 and 17, compiled in Decreto 1075 de 2015 art. 2.3.3.3.3.16-17); and a request to delete does
 * not proceed where the holder has a legal duty to remain in the database (Decreto 1377 de 2013 art.
 * 9, which regulates Ley 1581 de 2012 art. 8 e) and 15). A new kind (a certificate, when Tribu issues
 * them) is one line here and one collector in server/domains/privacy/academic-archive.ts.
 */
export const archiveKinds = ["report_card", "final_report", "promotion_decision", "support_activity"] as const;
export type ArchiveKind = (typeof archiveKinds)[number];

export const archiveKindLabels: Record<ArchiveKind, string> = {
  report_card: "Boletín del periodo",
  final_report: "Informe final del año",
  promotion_decision: "Decisión de promoción",
  support_activity: "Actividad de apoyo",
};

/** The erasure dialog's words: what is kept, and why, in plain Spanish. */
export const retentionNotice = {
  kept: [
    "Los boletines publicados, cada versión tal como la leyó la familia.",
    "Los informes finales publicados.",
    "Las decisiones de promoción de la comisión de evaluación (tribu, año y fecha del acta).",
    "El resultado de las actividades de apoyo.",
    "La ficha de matrícula (identidad, grado, acudientes y novedades) y los certificados expedidos, que siguen verificables; se borran la dirección, el estrato, la EPS, el grupo sanguíneo, la categoría de apoyo y los teléfonos de los acudientes.",
  ],
  why:
    "La escuela debe guardar el registro escolar de cada estudiante y expedir constancias de desempeño de cada grado cursado cuando la familia las pida (Decreto 1290 de 2009, artículos 16 y 17). Por eso la ley de datos personales no permite borrarlos (Decreto 1377 de 2013, artículo 9: la supresión no procede cuando hay un deber legal de conservar los datos).",
  how: "Se guardan aparte, en el Archivo académico, con el nombre del estudiante, y solo la administración puede leerlos. Todo lo demás se borra.",
} as const;

export const archiveMessages = {
  notFound: "Registro del archivo académico no encontrado",
  forbidden: "Solo la administración puede leer el archivo académico.",
  keepYears: "Escribe un número entero de años entre 1 y 100, o déjalo vacío para conservar sin plazo.",
  noKeepYears: "El archivo se conserva sin plazo: fija primero los años que la escuela lo conserva.",
  settingsSaved: "Plazo de conservación guardado.",
  purged: (count: number) => (count === 1 ? "Se eliminó 1 documento con el plazo cumplido." : `Se eliminaron ${count} documentos con el plazo cumplido.`),
} as const;

/**
 * How long the school keeps the archive, counted from the erasure: the rules found set no national
 * period (docs/decisions/retention.md), so it is the school's setting, from its tabla de retención
 * documental; null keeps without end (the default).
 */
export const archiveSettingsSchema = z.object({
  keepYears: z.number({ error: archiveMessages.keepYears }).int(archiveMessages.keepYears).min(1, archiveMessages.keepYears).max(100, archiveMessages.keepYears).nullable(),
});
export type ArchiveSettings = z.infer<typeof archiveSettingsSchema>;

/** Whether a document archived on `archivedAt` is past the school's keeping period on `today` (YYYY-MM-DD). */
export function pastKeeping(archivedAt: string, keepYears: number | null, today: string): boolean {
  if (keepYears === null) return false;
  const until = `${Number(archivedAt.slice(0, 4)) + keepYears}${archivedAt.slice(4, 10)}`;
  return until <= today;
}

export const archiveListInput = z.object({ search: z.string().trim().max(100).optional() });
export const archiveIdInput = z.object({ id: z.coerce.number({ error: archiveMessages.notFound }).int().positive(archiveMessages.notFound) });

export const archivedRecordSchema = z.object({
  id: z.number(),
  kind: z.enum(archiveKinds),
  formerStudentId: z.number(),
  studentName: z.string(),
  tribe: z.string().nullable(),
  year: z.number(),
  period: z.string().nullable(),
  version: z.number(),
  publishedAt: z.string(),
  archivedAt: z.string(),
  erasedBy: z.string(),
  /** Past the school's keeping period (archiveSettingsSchema): the school may delete it. */
  expired: z.boolean(),
});
export type ArchivedRecord = z.infer<typeof archivedRecordSchema>;
/** `expiredTotal`: documents past the keeping period in the whole archive, whatever the search. */
export const archiveListSchema = z.object({ records: z.array(archivedRecordSchema), keepYears: z.number().nullable(), expiredTotal: z.number() });
export const archivedDocumentSchema = archivedRecordSchema.extend({ content: z.unknown() });
export type ArchivedDocument = z.infer<typeof archivedDocumentSchema>;
