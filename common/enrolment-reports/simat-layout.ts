import type { DocumentType, Grade, Zone } from "../student-records/record-codes.js";
import {
  divipolaOf,
  simatDate,
  simatDocumentTypeCodes,
  simatGradeCodes,
  simatNotApplicable,
  simatPhone,
  simatSexCodes,
  simatZoneCodes,
  splitFirst,
} from "../student-records/simat-codes.js";
import type { SimatSettings } from "./simat-settings.js";

/**
 * The columns of SIMAT's matrícula file (Anexo 6A), in order, and one student's row (issue 36).
 * Layout: the Anexo 6A's variables as Bogotá's Secretaría de Educación documents them (data
 * dictionary of the matrícula 2024, Anexo 6A con corte 30 de abril de 2024), without the columns it
 * adds for its own analysis (names of codes, localidad, clase de colegio) nor PER_ID, SIMAT's own id
 * of the student, which a school does not have. Sources and open questions: docs/integrations/simat.md.
 */
export const simatLayoutVersion = "Anexo 6A (variables del diccionario de la matrícula 2024, corte 30/04/2024)";

export type SimatColumn = { header: string; label: string };
export const simatColumns = [
  { header: "ANO_INF", label: "Año de la información" },
  { header: "MUN_CODIGO", label: "Municipio (código DANE, 3 dígitos)" },
  { header: "CODIGO_DANE", label: "Código DANE del establecimiento" },
  { header: "DANE_ANTERIOR", label: "Código DANE de la sede" },
  { header: "CONS_SEDE", label: "Consecutivo de la sede" },
  { header: "TIPO_DOCUMENTO", label: "Tipo de documento" },
  { header: "NRO_DOCUMENTO", label: "Número de documento" },
  { header: "EXP_DEPTO", label: "Departamento de expedición" },
  { header: "EXP_MUN", label: "Municipio de expedición" },
  { header: "APELLIDO1", label: "Primer apellido" },
  { header: "APELLIDO2", label: "Segundo apellido" },
  { header: "NOMBRE1", label: "Primer nombre" },
  { header: "NOMBRE2", label: "Segundo nombre" },
  { header: "DIRECCION_RESIDENCIA", label: "Dirección de residencia" },
  { header: "TEL", label: "Teléfono" },
  { header: "RES_DEPTO", label: "Departamento de residencia" },
  { header: "RES_MUN", label: "Municipio de residencia" },
  { header: "ESTRATO", label: "Estrato" },
  { header: "SISBEN", label: "SISBÉN" },
  { header: "FECHA_NACIMIENTO", label: "Fecha de nacimiento" },
  { header: "NAC_DEPTO", label: "Departamento de nacimiento" },
  { header: "NAC_MUN", label: "Municipio de nacimiento" },
  { header: "GENERO", label: "Género" },
  { header: "PROVIENE_SECTOR_PRIV", label: "Proviene del sector privado" },
  { header: "PROVIENE_OTR_MUN", label: "Proviene de otro municipio" },
  { header: "TIPO_DISCAPACIDAD", label: "Tipo de discapacidad" },
  { header: "CAP_EXC", label: "Capacidades excepcionales" },
  { header: "CODIGO_ETNIA", label: "Etnia" },
  { header: "RES", label: "Resguardo" },
  { header: "INS_FAMILIAR", label: "Institución de bienestar de origen" },
  { header: "TIPO_JORNADA", label: "Jornada" },
  { header: "CARACTER", label: "Carácter" },
  { header: "ESPECIALIDAD", label: "Especialidad" },
  { header: "GRADO", label: "Grado" },
  { header: "GRUPO", label: "Grupo" },
  { header: "METODOLOGIA", label: "Metodología" },
  { header: "MATRICULA_CONTRATADA", label: "Matrícula contratada" },
  { header: "REPITENTE", label: "Repitente" },
  { header: "NUEVO", label: "Nuevo en la institución" },
  { header: "FUENT_RECUR", label: "Fuente de recursos" },
  { header: "ZON_ALU", label: "Zona de residencia" },
  { header: "CAB_FAMILIA", label: "Madre cabeza de familia" },
  { header: "BEN_MAD_FLIA", label: "Hijo de madre cabeza de familia" },
  { header: "BEN_VET_FP", label: "Beneficiario veteranos de la Fuerza Pública" },
  { header: "BEN_HER_NAC", label: "Beneficiario héroes de la Nación" },
  { header: "CODIGO_INTERNADO", label: "Internado" },
  { header: "CODIGO_VALORACION_1", label: "Valoración de desempeño I" },
  { header: "CODIGO_VALORACION_2", label: "Valoración de desempeño II" },
  { header: "NUM_CONVENIO", label: "Número del convenio" },
  { header: "APOYO_ACADEMICO_ESPECIAL", label: "Apoyo académico especial" },
  { header: "SRPA", label: "Sistema de responsabilidad penal adolescente" },
  { header: "TRASTORNOS_ESPECIFICOS", label: "Trastornos específicos del aprendizaje o el comportamiento" },
  { header: "PAIS_ORIGEN", label: "País de origen (código)" },
] as const satisfies readonly SimatColumn[];
export type SimatHeader = (typeof simatColumns)[number]["header"];
export const simatHeaders = simatColumns.map((c) => c.header) as SimatHeader[];

/** What a row needs of the student's file (the repo's row and its first guardian's phone). */
export type SimatRecord = {
  documentType: DocumentType | null;
  documentNumber: string | null;
  firstNames: string | null;
  lastNames: string | null;
  birthDate: string | null;
  birthPlace: string | null;
  sex: "F" | "M" | null;
  grade: Grade | null;
  address: string | null;
  municipality: string | null;
  zone: Zone | null;
  stratum: number | null;
  supportCategory: string | null;
  guardianPhone: string | null;
};

export type SimatRowContext = {
  year: number;
  settings: SimatSettings;
  /** The child's first matrícula at the school is in this year (NUEVO = S). */
  newThisYear: boolean;
};

/** Most names and surnames SIMAT takes per part (APELLIDO1, NOMBRE1...: Cadena 21). */
const maxNamePart = 21;

export const simatProblemMessages = {
  documentType: "Falta el tipo de documento",
  noDocument:
    "Sin documento: SIMAT no recibe un estudiante sin documento. Registre su registro civil o NUIP, o pida a la Secretaría de Educación un número NES para él",
  documentNumber: "Falta el número de documento",
  documentDigits: "El número de un registro civil, una tarjeta de identidad o un NUIP lleva solo dígitos",
  lastNames: "Faltan los apellidos",
  firstNames: "Faltan los nombres",
  namePartTooLong: (what: string) => `${what} tiene más de ${maxNamePart} letras: SIMAT no lo recibe`,
  birthDate: "Falta la fecha de nacimiento",
  sex: "Falta el sexo (F o M, como en el documento)",
  grade: "Falta el grado",
  address: "Falta la dirección de residencia",
  stratum: "Falta el estrato (0 si la vivienda no tiene estrato)",
  zone: "Falta la zona de residencia (urbana o rural)",
  disability:
    "Tipo de discapacidad: la ficha declara una categoría de apoyo sin el código de SIMAT; escriba el código al comienzo de la categoría (por ejemplo «8 Intelectual»), según la tabla de su Secretaría de Educación",
} as const;
const p = simatProblemMessages;

/** A declared support category that starts with SIMAT's numeric code ("8 Intelectual") gives it; none gives "No aplica". */
function disabilityCode(category: string | null): string | null {
  if (!category || category.trim() === "") return simatNotApplicable.disability;
  return /^\s*(\d{1,2})(?!\d)/.exec(category)?.[1] ?? null;
}

/**
 * One student's row, in `simatColumns`' order, and what SIMAT would refuse in it ("what to fix", in
 * Spanish). A cell SIMAT requires and the file cannot fill stays blank and has its problem; the
 * school-wide values (DANE codes, jornada) are checked once by `simatSettingsProblems`.
 */
export function simatRow(record: SimatRecord, context: SimatRowContext): { cells: Record<SimatHeader, string>; problems: string[] } {
  const { settings } = context;
  const problems: string[] = [];
  const school = divipolaOf(settings.municipalityCode);
  const residence = divipolaOf(record.municipality) ?? school;
  const birth = divipolaOf(record.birthPlace);
  // The file has no place of expedition: an RC or NUIP is issued where the birth was registered, so the
  // birth place's code when the file has one, else the residence's (docs/integrations/simat.md).
  const expedition = birth ?? residence;

  let documentCode = "";
  if (!record.documentType) problems.push(p.documentType);
  else if (record.documentType === "SD") problems.push(p.noDocument);
  else {
    documentCode = simatDocumentTypeCodes[record.documentType] ?? "";
    const number = record.documentNumber?.trim() ?? "";
    if (number === "") problems.push(p.documentNumber);
    else if (["RC", "TI", "NUIP"].includes(record.documentType) && !/^\d+$/.test(number)) problems.push(p.documentDigits);
  }

  const [lastName1, lastName2] = splitFirst(record.lastNames);
  const [firstName1, firstName2] = splitFirst(record.firstNames);
  if (!lastName1) problems.push(p.lastNames);
  if (!firstName1) problems.push(p.firstNames);
  const parts: [string, string][] = [
    [lastName1, "El primer apellido"],
    [lastName2, "El segundo apellido"],
    [firstName1, "El primer nombre"],
    [firstName2, "El segundo nombre"],
  ];
  for (const [part, what] of parts) if (part.length > maxNamePart) problems.push(p.namePartTooLong(what));
  if (!record.birthDate) problems.push(p.birthDate);
  if (!record.sex) problems.push(p.sex);
  if (!record.grade) problems.push(p.grade);
  if (!record.address?.trim()) problems.push(p.address);
  if (record.stratum === null) problems.push(p.stratum);
  if (!record.zone) problems.push(p.zone);
  const disability = disabilityCode(record.supportCategory);
  if (disability === null) problems.push(p.disability);

  const cells: Record<SimatHeader, string> = {
    ANO_INF: String(context.year),
    MUN_CODIGO: school?.municipality ?? "",
    CODIGO_DANE: settings.daneCode,
    DANE_ANTERIOR: settings.sedeDaneCode,
    CONS_SEDE: settings.sedeConsecutive,
    TIPO_DOCUMENTO: documentCode,
    NRO_DOCUMENTO: record.documentType === "SD" ? "" : (record.documentNumber?.trim() ?? ""),
    EXP_DEPTO: expedition?.department ?? "",
    EXP_MUN: expedition?.municipality ?? "",
    APELLIDO1: lastName1,
    APELLIDO2: lastName2,
    NOMBRE1: firstName1,
    NOMBRE2: firstName2,
    DIRECCION_RESIDENCIA: record.address?.trim() ?? "",
    TEL: simatPhone(record.guardianPhone),
    RES_DEPTO: residence?.department ?? "",
    RES_MUN: residence?.municipality ?? "",
    ESTRATO: record.stratum === null ? "" : String(record.stratum),
    SISBEN: "",
    FECHA_NACIMIENTO: simatDate(record.birthDate),
    NAC_DEPTO: birth?.department ?? "",
    NAC_MUN: birth?.municipality ?? "",
    GENERO: record.sex ? simatSexCodes[record.sex] : "",
    PROVIENE_SECTOR_PRIV: "",
    PROVIENE_OTR_MUN: "",
    TIPO_DISCAPACIDAD: disability ?? "",
    CAP_EXC: simatNotApplicable.exceptionalCapacity,
    CODIGO_ETNIA: simatNotApplicable.ethnicity,
    RES: "",
    INS_FAMILIAR: "",
    TIPO_JORNADA: settings.jornada ?? "",
    CARACTER: "",
    ESPECIALIDAD: "",
    GRADO: record.grade ? simatGradeCodes[record.grade] : "",
    GRUPO: settings.group,
    METODOLOGIA: settings.methodology,
    MATRICULA_CONTRATADA: "N",
    REPITENTE: "",
    NUEVO: context.newThisYear ? "S" : "N",
    FUENT_RECUR: "",
    ZON_ALU: record.zone ? simatZoneCodes[record.zone] : "",
    CAB_FAMILIA: "",
    BEN_MAD_FLIA: "",
    BEN_VET_FP: "",
    BEN_HER_NAC: "",
    CODIGO_INTERNADO: "",
    CODIGO_VALORACION_1: "",
    CODIGO_VALORACION_2: "",
    NUM_CONVENIO: "",
    APOYO_ACADEMICO_ESPECIAL: "",
    SRPA: "",
    TRASTORNOS_ESPECIFICOS: "",
    PAIS_ORIGEN: "",
  };
  return { cells, problems };
}
