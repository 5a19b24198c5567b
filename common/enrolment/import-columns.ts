import { parseDateText } from "../dates.js";
import { bloodTypes, type DocumentType, documentTypes, type Grade, guardianDocumentTypes } from "../student-records/record-codes.js";

/**
 * The columns of the school's spreadsheet an import understands (issue 36), their Spanish labels,
 * the headers each is recognised by, and how a cell's text becomes the file's value. Pure: the
 * server reads the file with it and the column-matching step shows its labels.
 */
export const importFields = [
  "documentType",
  "documentNumber",
  "firstNames",
  "lastNames",
  "birthDate",
  "birthPlace",
  "sex",
  "grade",
  "tribe",
  "email",
  "address",
  "municipality",
  "zone",
  "stratum",
  "eps",
  "bloodType",
  "previousSchool",
  "enrolledOn",
  "guardianName",
  "guardianDocumentType",
  "guardianDocumentNumber",
  "guardianRelationship",
  "guardianPhone",
] as const;
export type ImportField = (typeof importFields)[number];
export type ImportRow = Partial<Record<ImportField, string>>;

export const importFieldLabels: Record<ImportField, string> = {
  documentType: "Tipo de documento",
  documentNumber: "Número de documento",
  firstNames: "Nombres",
  lastNames: "Apellidos",
  birthDate: "Fecha de nacimiento",
  birthPlace: "Lugar de nacimiento",
  sex: "Sexo",
  grade: "Grado",
  tribe: "Tribu",
  email: "Correo",
  address: "Dirección",
  municipality: "Municipio",
  zone: "Zona",
  stratum: "Estrato",
  eps: "EPS",
  bloodType: "Grupo sanguíneo y RH",
  previousSchool: "Colegio anterior",
  enrolledOn: "Fecha de matrícula",
  guardianName: "Acudiente",
  guardianDocumentType: "Tipo de documento del acudiente",
  guardianDocumentNumber: "Documento del acudiente",
  guardianRelationship: "Parentesco",
  guardianPhone: "Teléfono acudiente",
};

/** The minimum a row needs to become a file. */
export const requiredImportFields: readonly ImportField[] = ["documentType", "firstNames", "lastNames", "birthDate", "sex", "grade"];

/** Lower case, without accents, punctuation or extra spaces: "Teléfono del acudiente:" → "telefono del acudiente". */
export function normaliseHeader(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+]+/g, " ")
    .trim();
}

const headerWords: Record<ImportField, string[]> = {
  documentType: ["tipo de documento", "tipo documento", "tipo doc", "tipo de identificacion", "tipo id", "tipodoc"],
  documentNumber: ["numero de documento", "numero documento", "documento", "no documento", "nro documento", "num documento", "identificacion", "numero de identificacion", "doc"],
  firstNames: ["nombres", "nombre", "primer nombre", "nombres del estudiante", "nombre del estudiante"],
  lastNames: ["apellidos", "apellido", "primer apellido", "apellidos del estudiante"],
  birthDate: ["fecha de nacimiento", "fecha nacimiento", "nacimiento", "f nacimiento", "fecha nac"],
  birthPlace: ["lugar de nacimiento", "lugar nacimiento", "ciudad de nacimiento"],
  sex: ["sexo", "genero"],
  grade: ["grado", "curso", "nivel"],
  tribe: ["tribu", "grupo"],
  email: ["correo", "correo electronico", "email", "e mail"],
  address: ["direccion", "direccion de residencia"],
  municipality: ["municipio", "ciudad", "municipio de residencia"],
  zone: ["zona", "zona de residencia"],
  stratum: ["estrato"],
  eps: ["eps", "entidad de salud", "salud"],
  bloodType: ["rh", "grupo sanguineo", "tipo de sangre", "grupo sanguineo y rh", "gs rh", "gs"],
  previousSchool: ["colegio anterior", "institucion anterior", "procedencia"],
  enrolledOn: ["fecha de matricula", "fecha matricula", "matricula"],
  guardianName: ["acudiente", "nombre del acudiente", "nombre acudiente", "madre o acudiente"],
  guardianDocumentType: ["tipo de documento del acudiente", "tipo documento acudiente"],
  guardianDocumentNumber: ["documento del acudiente", "documento acudiente", "cedula acudiente", "cedula del acudiente"],
  guardianRelationship: ["parentesco", "parentesco del acudiente", "relacion"],
  guardianPhone: ["telefono acudiente", "telefono del acudiente", "celular acudiente", "telefono", "celular"],
};
const headerIndex = new Map<string, ImportField>();
for (const field of importFields) for (const word of headerWords[field]) headerIndex.set(word, field);

/** The field each header suggests (null: not imported); each field taken by its first header only. */
export function suggestMapping(headers: readonly string[]): Record<string, ImportField | null> {
  const mapping: Record<string, ImportField | null> = {};
  const taken = new Set<ImportField>();
  for (const header of headers) {
    const field = headerIndex.get(normaliseHeader(header)) ?? null;
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

const documentWords: Record<string, DocumentType> = {
  rc: "RC",
  "registro civil": "RC",
  "registro civil de nacimiento": "RC",
  ti: "TI",
  "tarjeta de identidad": "TI",
  nuip: "NUIP",
  ce: "CE",
  "cedula de extranjeria": "CE",
  pep: "PEP",
  "permiso especial de permanencia": "PEP",
  ppt: "PPT",
  "permiso por proteccion temporal": "PPT",
  sd: "SD",
  "sin documento": "SD",
  ninguno: "SD",
};
/** "T.I.", "Registro civil", "ppt" → the code; anything else is left as typed (the schema says what is wrong). */
export function documentTypeOf(text: string): string {
  const key = normaliseHeader(text.replace(/\./g, ""));
  return documentWords[key] ?? (documentTypes.includes(text.trim().toUpperCase() as DocumentType) ? text.trim().toUpperCase() : text.trim());
}
export function guardianDocumentTypeOf(text: string): string {
  const key = normaliseHeader(text.replace(/\./g, ""));
  const words: Record<string, string> = { cc: "CC", cedula: "CC", "cedula de ciudadania": "CC", ce: "CE", "cedula de extranjeria": "CE", pasaporte: "PA", pa: "PA", pep: "PEP", ppt: "PPT", ti: "TI", sd: "SD", "sin documento": "SD" };
  const code = words[key] ?? text.trim().toUpperCase();
  return guardianDocumentTypes.includes(code as never) ? code : text.trim();
}

const gradeWords: Record<string, Grade> = {
  prejardin: "prejardin",
  "pre jardin": "prejardin",
  jardin: "jardin",
  transicion: "transicion",
  "grado 0": "transicion",
  "0": "transicion",
  primero: "1",
  segundo: "2",
  tercero: "3",
  cuarto: "4",
  quinto: "5",
};
/** "1°", "1", "Primero", "grado 3", "Transición" → the grade's code; anything else as typed. */
export function gradeOf(text: string): string {
  const key = normaliseHeader(text.replace(/[°º]/g, ""));
  if (gradeWords[key]) return gradeWords[key];
  const digit = /^(?:grado )?([1-5])(?: grado)?$/.exec(key)?.[1];
  return digit ?? text.trim();
}

export function sexOf(text: string): string {
  const key = normaliseHeader(text);
  if (["f", "femenino", "mujer", "nina"].includes(key)) return "F";
  if (["m", "masculino", "hombre", "nino", "h"].includes(key)) return "M";
  return text.trim();
}

/** "O positivo", "o +", "AB-" → "O+", "AB-". */
export function bloodTypeOf(text: string): string {
  const t = normaliseHeader(text).replace(/\s+/g, "").replace("positivo", "+").replace("negativo", "-").toUpperCase();
  return bloodTypes.includes(t as never) ? t : text.trim();
}

/** A day as the file wrote it: an Excel date (read as ISO), "14/03/2019" or "2019-03-14". */
export function dayOf(text: string): { value: string; error?: string } {
  const parsed = parseDateText(text);
  if (!parsed.ok) return { value: text.trim(), error: parsed.message };
  return { value: parsed.value ?? "" };
}

/** The import's Spanish messages. */
export const importMessages = {
  fileRequired: "Elige el archivo de la hoja de cálculo (XLSX o CSV)",
  badFile: "El archivo no es una hoja de cálculo: sube un XLSX o un CSV guardado como UTF-8",
  badXlsx: "No se pudo leer el archivo Excel: guárdalo de nuevo como .xlsx",
  badCsv: "No se pudo leer el CSV: revisa que las columnas estén separadas por comas o punto y coma",
  noHeaders: "La primera fila del archivo debe tener los nombres de las columnas",
  noRows: "El archivo no tiene filas de estudiantes debajo de los encabezados",
  tooManyRows: (max: number) => `El archivo tiene más de ${max.toLocaleString("es-CO")} filas: divídelo en archivos más pequeños`,
  badMapping: "La correspondencia de columnas no es válida: elige para cada columna un campo de la ficha o «No importar»",
  missingColumns: (labels: string) => `Faltan columnas obligatorias: ${labels}. Elige a qué columna corresponde cada una`,
  repeatedDocument: (line: number) => `Este documento ya está en la fila ${line} del archivo`,
  emailInvalid: "El correo no es válido",
  emailTaken: "Ya hay una cuenta con este correo",
  tribeInvalid: "La tribu no existe (Tribu 1 a Tribu 5)",
  hasErrors: (n: number) => (n === 1 ? "Una fila tiene errores: corrígela antes de confirmar" : `${n} filas tienen errores: corrígelas antes de confirmar`),
  matchedByNames: "Sin documento: coincide por nombres y fecha de nacimiento con una ficha existente, que se actualizará",
  newWithoutDocument: "Sin documento: no hay otra ficha con estos nombres y fecha de nacimiento, se creará una nueva",
  noEmail: "Sin correo: la cuenta entra con el código de la clase",
  imported: (created: number, updated: number) => `Importación terminada: ${created} fichas nuevas y ${updated} actualizadas.`,
  previewed: "Revisa las filas antes de confirmar: todavía no se ha guardado nada.",
} as const;
