/**
 * The codes of the student's file (issue 36), as the API and the database spell them, with their
 * Spanish labels. SIMAT's own numeric codes live in common/student-records/simat-codes.ts.
 */
export const documentTypes = ["RC", "TI", "NUIP", "CE", "PEP", "PPT", "SD"] as const;
export type DocumentType = (typeof documentTypes)[number];
export const documentTypeLabels: Record<DocumentType, string> = {
  RC: "Registro civil de nacimiento",
  TI: "Tarjeta de identidad",
  NUIP: "NUIP (número único de identificación personal)",
  CE: "Cédula de extranjería",
  PEP: "Permiso especial de permanencia (PEP)",
  PPT: "Permiso por protección temporal (PPT)",
  SD: "Sin documento (aún)",
};

/** A guardian's document: adults carry a cédula, a foreign document or a passport. */
export const guardianDocumentTypes = ["CC", "CE", "PEP", "PPT", "PA", "TI", "SD"] as const;
export type GuardianDocumentType = (typeof guardianDocumentTypes)[number];
export const guardianDocumentTypeLabels: Record<GuardianDocumentType, string> = {
  CC: "Cédula de ciudadanía",
  CE: "Cédula de extranjería",
  PEP: "Permiso especial de permanencia (PEP)",
  PPT: "Permiso por protección temporal (PPT)",
  PA: "Pasaporte",
  TI: "Tarjeta de identidad",
  SD: "Sin documento",
};

/** The official grades of preschool and primary, youngest first (the school offers a subset: a setting). */
export const grades = ["prejardin", "jardin", "transicion", "1", "2", "3", "4", "5"] as const;
export type Grade = (typeof grades)[number];
export const gradeLabels: Record<Grade, string> = {
  prejardin: "Prejardín",
  jardin: "Jardín",
  transicion: "Transición",
  "1": "1°",
  "2": "2°",
  "3": "3°",
  "4": "4°",
  "5": "5°",
};
/** The grade after `grade`, or null after the last one the school offers (the child graduates). */
export function nextGrade(grade: Grade, offered: readonly Grade[] = grades): Grade | null {
  const order = grades.filter((g) => offered.includes(g));
  const at = order.indexOf(grade);
  return at >= 0 && at < order.length - 1 ? (order[at + 1] ?? null) : null;
}

export const zones = ["urbana", "rural"] as const;
export type Zone = (typeof zones)[number];
export const zoneLabels: Record<Zone, string> = { urbana: "Urbana", rural: "Rural" };

export const bloodTypes = ["O+", "O-", "A+", "A-", "B+", "B-", "AB+", "AB-"] as const;
export type BloodType = (typeof bloodTypes)[number];

export const enrolmentStatuses = ["prematriculado", "matriculado", "retirado", "trasladado", "graduado", "promovido"] as const;
export type EnrolmentStatus = (typeof enrolmentStatuses)[number];
/** Labels in the feminine and masculine, chosen by the sex on the file (masculine when unknown). */
export const enrolmentStatusLabels: Record<EnrolmentStatus, { F: string; M: string }> = {
  prematriculado: { F: "Prematriculada", M: "Prematriculado" },
  matriculado: { F: "Matriculada", M: "Matriculado" },
  retirado: { F: "Retirada", M: "Retirado" },
  trasladado: { F: "Trasladada", M: "Trasladado" },
  graduado: { F: "Graduada", M: "Graduado" },
  promovido: { F: "Promovida", M: "Promovido" },
};
export function enrolmentStatusLabel(status: EnrolmentStatus, sex: "F" | "M" | null): string {
  return enrolmentStatusLabels[status][sex ?? "M"];
}

export const certificateKinds = ["constancia", "certificado"] as const;
export type CertificateKind = (typeof certificateKinds)[number];
export const certificateKindLabels: Record<CertificateKind, string> = {
  constancia: "Constancia de estudio",
  certificado: "Certificado de estudios",
};
