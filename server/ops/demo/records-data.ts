/**
 * The demo school's student files (issue 36): what each child's ficha de matrícula says beyond the
 * account (people.ts), by the child's name. Tribes mix grades; the grade is the child's. Ages follow
 * the grade at the start of the school year (Prejardín 3 … 5° 10), but for three children in
 * extraedad: Juan José and Matías a year older, Emmanuel four (the admin sees the age flag on his file
 * and keeps the date, which is right).
 */
import type { BloodType, Grade, Zone } from "../../../common/student-records/record-codes.js";

export type ExtraGuardian = { name: string; relationship: string; phone: string | null; canPickUp: boolean; documentType?: "CC" | "PPT"; documentNumber: string };

export type ChildFile = {
  /** A second given name, as on the document. */
  secondName?: string;
  /** The second surname, as on the document. */
  secondSurname: string;
  grade: Grade;
  /** Years older than the grade's usual age (extraedad). */
  extraYears?: number;
  /** Month and day of birth, MM-DD; the year follows from the grade. */
  born: string;
  birthPlace: string;
  birthCountry?: string;
  /** A migrant child's permit, or a child still waiting for a document; a Colombian document otherwise (NUIP/RC, TI from 7). */
  document?: "PPT" | "SD";
  address: string;
  municipality: string;
  zone?: Zone;
  stratum: number;
  eps: string;
  bloodType: BloodType;
  previousSchool?: string;
  /** School years since the child first enrolled here (0: enrolled this year). */
  since: number;
  /** Other guardians of record, without an account. */
  others?: ExtraGuardian[];
  /** Sensitive: only for the children whose family authorised sensitive data (their PIAR). */
  supportCategory?: string;
};

const abuelaGloria: ExtraGuardian = { name: "Gloria Gutiérrez", relationship: "Abuela", phone: "3124567890", canPickUp: true, documentNumber: "41678234" };
const tioJulian: ExtraGuardian = { name: "Julián Martínez", relationship: "Tío", phone: "3187654321", canPickUp: false, documentNumber: "80234567" };

export const childFiles: Record<string, ChildFile> = {
  "Sofía Herrera": {
    secondSurname: "Gutiérrez",
    grade: "1",
    born: "04-09",
    birthPlace: "Bogotá D.C.",
    address: "Calle 63 # 24-15, apto 402",
    municipality: "Bogotá D.C.",
    stratum: 4,
    eps: "EPS Sanitas",
    bloodType: "O+",
    since: 2,
    others: [abuelaGloria],
    supportCategory: "Trastorno del espectro autista",
  },
  // Carolina asked to correct the accent of his second surname (a pending request).
  "Mateo Herrera": { secondSurname: "Gutierrez", grade: "3", born: "09-22", birthPlace: "Bogotá D.C.", address: "Calle 63 # 24-15, apto 402", municipality: "Bogotá D.C.", stratum: 4, eps: "EPS Sanitas", bloodType: "O+", since: 4, others: [abuelaGloria] },
  // Jorge told the school the new EPS; the admin accepted the correction.
  "Valentina Castro": {
    secondSurname: "Rueda",
    grade: "transicion",
    born: "06-30",
    birthPlace: "Bogotá D.C.",
    address: "Carrera 15 # 82-41",
    municipality: "Bogotá D.C.",
    stratum: 4,
    eps: "Compensar EPS",
    bloodType: "A+",
    since: 1,
    others: [{ name: "Marcela Rueda", relationship: "Madre", phone: "3159876543", canPickUp: true, documentNumber: "1020734518" }],
  },
  "Samuel Ortiz": { secondName: "Andrés", secondSurname: "Lozano", grade: "4", born: "01-15", birthPlace: "Medellín, Antioquia", address: "Transversal 78 # 6A-20", municipality: "Bogotá D.C.", stratum: 3, eps: "EPS Sura", bloodType: "B+", previousSchool: "Colegio Gimnasio Los Pinos (Medellín)", since: 0 },
  "Emilia Ortiz": { secondSurname: "Lozano", grade: "jardin", born: "11-03", birthPlace: "Bogotá D.C.", address: "Transversal 78 # 6A-20", municipality: "Bogotá D.C.", stratum: 3, eps: "EPS Sura", bloodType: "O+", previousSchool: "Jardín Infantil Mis Primeros Pasos (Bogotá)", since: 0 },
  "Isabella Mora": {
    secondSurname: "Vélez",
    grade: "5",
    born: "05-18",
    birthPlace: "Bucaramanga, Santander",
    address: "Calle 127 # 19-34, casa 8",
    municipality: "Bogotá D.C.",
    stratum: 4,
    eps: "Salud Total EPS",
    bloodType: "A+",
    since: 3,
    others: [{ name: "Catalina Vélez", relationship: "Madre", phone: "3205551234", canPickUp: true, documentNumber: "63512874" }],
  },
  "Martín Núñez": { secondName: "Alejandro", secondSurname: "Prieto", grade: "2", born: "08-27", birthPlace: "Bogotá D.C.", address: "Carrera 50 # 26-11, apto 1203", municipality: "Bogotá D.C.", stratum: 3, eps: "Compensar EPS", bloodType: "O-", since: 1 },
  "Lucía Núñez": { secondSurname: "Prieto", grade: "5", born: "03-04", birthPlace: "Bogotá D.C.", address: "Carrera 50 # 26-11, apto 1203", municipality: "Bogotá D.C.", stratum: 3, eps: "Compensar EPS", bloodType: "O+", since: 4 },
  "Tomás Rodríguez": {
    secondName: "Felipe",
    secondSurname: "Pinzón",
    grade: "3",
    born: "12-11",
    birthPlace: "Tunja, Boyacá",
    address: "Calle 80 # 95-40, interior 3",
    municipality: "Bogotá D.C.",
    stratum: 2,
    eps: "Famisanar EPS",
    bloodType: "A-",
    since: 2,
    others: [{ name: "Rosa Elena Suárez", relationship: "Abuela", phone: "3112223344", canPickUp: true, documentNumber: "23456789" }],
  },
  "Gabriel Martínez": {
    secondSurname: "Acosta",
    grade: "2",
    born: "07-19",
    birthPlace: "Bogotá D.C.",
    address: "Avenida Calle 26 # 69-76, torre 2, apto 501",
    municipality: "Bogotá D.C.",
    stratum: 4,
    eps: "EPS Sanitas",
    bloodType: "O+",
    since: 1,
    others: [tioJulian],
    supportCategory: "Trastorno por déficit de atención e hiperactividad (TDAH)",
  },
  "Antonella Martínez": { secondSurname: "Acosta", grade: "4", born: "02-25", birthPlace: "Bogotá D.C.", address: "Avenida Calle 26 # 69-76, torre 2, apto 501", municipality: "Bogotá D.C.", stratum: 4, eps: "EPS Sanitas", bloodType: "B+", since: 3, others: [tioJulian] },
  "Salomé López": { secondSurname: "Céspedes", grade: "3", born: "10-06", birthPlace: "Ibagué, Tolima", address: "Carrera 68D # 38-55 sur", municipality: "Bogotá D.C.", stratum: 2, eps: "Nueva EPS", bloodType: "O+", previousSchool: "Colegio San Simón (Ibagué)", since: 0 },
  "Jerónimo Sánchez": { secondSurname: "Ruiz", grade: "4", born: "04-21", birthPlace: "Bogotá D.C.", address: "Calle 145 # 12-60, apto 704", municipality: "Bogotá D.C.", stratum: 4, eps: "Salud Total EPS", bloodType: "O+", since: 2 },
  "Mariana Sánchez": { secondSurname: "Ruiz", grade: "2", born: "01-30", birthPlace: "Bogotá D.C.", address: "Calle 145 # 12-60, apto 704", municipality: "Bogotá D.C.", stratum: 4, eps: "Salud Total EPS", bloodType: "A+", since: 2 },
  // Born at home in a vereda; the family is still registering her birth (registro civil extemporáneo), so no document yet.
  "Simón Ramírez": {
    secondName: "José",
    secondSurname: "Castillo",
    grade: "prejardin",
    born: "08-14",
    birthPlace: "Guasca, Cundinamarca",
    document: "SD",
    address: "Vereda El Salitre, finca La Esperanza",
    municipality: "La Calera",
    zone: "rural",
    stratum: 1,
    eps: "Nueva EPS",
    bloodType: "O+",
    since: 0,
    others: [{ name: "Yesenia Ramírez", relationship: "Tía", phone: "3134445566", canPickUp: false, documentNumber: "1073245698" }],
  },
  "Sara Torres": { secondSurname: "Mejía", grade: "3", born: "06-02", birthPlace: "Bogotá D.C.", address: "Carrera 7 # 116-50, apto 302", municipality: "Bogotá D.C.", stratum: 5, eps: "Compensar EPS", bloodType: "AB+", since: 3 },
  "Nicolás Torres": { secondSurname: "Mejía", grade: "5", born: "09-09", birthPlace: "Bogotá D.C.", address: "Carrera 7 # 116-50, apto 302", municipality: "Bogotá D.C.", stratum: 5, eps: "Compensar EPS", bloodType: "O+", since: 4 },
  "Juan José Jaramillo": { secondSurname: "Osorio", grade: "3", extraYears: 1, born: "03-17", birthPlace: "Manizales, Caldas", address: "Calle 53 # 45-12", municipality: "Bogotá D.C.", stratum: 3, eps: "EPS Sura", bloodType: "O+", previousSchool: "Colegio Santa Inés (Manizales)", since: 0 },
  "Valeria Cárdenas": { secondSurname: "Patiño", grade: "transicion", born: "05-05", birthPlace: "Bogotá D.C.", address: "Calle 170 # 54-30, casa 14", municipality: "Bogotá D.C.", stratum: 4, eps: "EPS Sanitas", bloodType: "A+", since: 1 },
  "Emmanuel Cárdenas": {
    secondSurname: "Patiño",
    grade: "3",
    extraYears: 4,
    born: "10-28",
    birthPlace: "Villavicencio, Meta",
    address: "Calle 170 # 54-30, casa 14",
    municipality: "Bogotá D.C.",
    stratum: 4,
    eps: "EPS Sanitas",
    bloodType: "O+",
    previousSchool: "Institución Educativa Los Centauros (Villavicencio)",
    since: 1,
  },
  // Came from Venezuela with her mother; both hold a Permiso por Protección Temporal.
  "Daniela Quintero": {
    secondName: "Valentina",
    secondSurname: "Urdaneta",
    grade: "5",
    born: "07-07",
    birthPlace: "Maracaibo, Zulia",
    birthCountry: "Venezuela",
    document: "PPT",
    address: "Carrera 13 # 1-45 sur",
    municipality: "Bogotá D.C.",
    stratum: 2,
    eps: "Nueva EPS",
    bloodType: "O+",
    previousSchool: "U. E. Colegio Nuestra Señora de Chiquinquirá (Maracaibo, Venezuela)",
    since: 1,
    others: [{ name: "Carmen Urdaneta", relationship: "Abuela", phone: "3016667788", canPickUp: true, documentType: "PPT", documentNumber: "5287341" }],
  },
  "Santiago Muñoz": { secondSurname: "Arias", grade: "2", born: "02-12", birthPlace: "Bogotá D.C.", address: "Diagonal 40A # 15-32", municipality: "Bogotá D.C.", stratum: 3, eps: "Famisanar EPS", bloodType: "B+", since: 1 },
  "Luciana Muñoz": { secondSurname: "Arias", grade: "4", born: "11-19", birthPlace: "Bogotá D.C.", address: "Diagonal 40A # 15-32", municipality: "Bogotá D.C.", stratum: 3, eps: "Famisanar EPS", bloodType: "O+", since: 3 },
  "Maximiliano Giraldo": { secondSurname: "Henao", grade: "1", born: "12-24", birthPlace: "Pereira, Risaralda", address: "Calle 100 # 60-04, apto 210", municipality: "Bogotá D.C.", stratum: 3, eps: "Salud Total EPS", bloodType: "O-", previousSchool: "Jardín Infantil Arcoíris (Pereira)", since: 0 },
  "Ana Sofía Peñaloza": { secondSurname: "Rincón", grade: "4", born: "08-08", birthPlace: "Cúcuta, Norte de Santander", address: "Carrera 7 # 30-22, San Mateo", municipality: "Soacha", stratum: 2, eps: "Nueva EPS", bloodType: "A+", since: 2 },
  "David Peñaloza": { secondName: "Esteban", secondSurname: "Rincón", grade: "2", born: "04-30", birthPlace: "Soacha, Cundinamarca", address: "Carrera 7 # 30-22, San Mateo", municipality: "Soacha", stratum: 2, eps: "Nueva EPS", bloodType: "A+", since: 1 },
  "Matías Zapata": { secondSurname: "Londoño", grade: "4", extraYears: 1, born: "01-08", birthPlace: "Pasto, Nariño", address: "Calle 12 # 9-47, barrio Santa Lucía", municipality: "Chía", stratum: 3, eps: "Salud Total EPS", bloodType: "O+", since: 2 },
  // Joined this month with her father, from another school.
  "Manuela Ospina": { secondSurname: "Restrepo", grade: "5", born: "03-26", birthPlace: "Medellín, Antioquia", address: "Carrera 9 # 15-80, casa 3", municipality: "Chía", stratum: 4, eps: "EPS Sura", bloodType: "O+", previousSchool: "Colegio Campestre San Diego (Cajicá)", since: 0 },
  "Joaquín Bermúdez": { secondSurname: "Salazar", grade: "3", born: "06-16", birthPlace: "Bogotá D.C.", address: "Calle 45 # 22-18", municipality: "Bogotá D.C.", stratum: 3, eps: "Compensar EPS", bloodType: "B-", since: 2 },
};

/** The parents (the family accounts) who are the children's mothers; the rest are fathers. */
export const mothers = new Set(["Carolina", "Natalia", "Adriana", "Paola", "Claudia", "Andrea", "Diana Patricia", "Liliana", "Sandra", "Beatriz", "Yolanda"]);
/** Liliana Quintero came from Venezuela: her document is a PPT. */
export const parentPpt: Record<string, string> = { "Liliana Quintero": "4961852" };

/**
 * Two former students, files without an account: Martín Ríos, who left in the first semester and
 * whose account his family asked to erase (seed-privacy.ts keeps his archive), and Miguel Ángel, who
 * moved with his family to Villavicencio in September; his account was closed when he left.
 */
export type FormerStudent = ChildFile & { firstNames: string; lastNames: string; sex: "F" | "M"; guardian: ExtraGuardian; leaves: { status: "retirado" | "trasladado"; monthDay: string; reason: string; destinationSchool: string | null } };

export const formerStudents: FormerStudent[] = [
  {
    firstNames: "Martín Eduardo",
    lastNames: "Ríos Benítez",
    sex: "M",
    secondSurname: "Benítez",
    grade: "1",
    born: "05-14",
    birthPlace: "Bogotá D.C.",
    address: "Calle 22 # 30-15",
    municipality: "Bogotá D.C.",
    stratum: 3,
    eps: "EPS Sanitas",
    bloodType: "A+",
    since: 1,
    guardian: { name: "Claudia Benítez", relationship: "Madre", phone: null, canPickUp: true, documentNumber: "52876345" },
    leaves: { status: "retirado", monthDay: "06-12", reason: "Retiro voluntario: la familia se mudó a Pereira.", destinationSchool: null },
  },
  {
    firstNames: "Miguel Ángel",
    lastNames: "Rincón Vargas",
    sex: "M",
    secondSurname: "Vargas",
    grade: "4",
    born: "02-20",
    birthPlace: "Bogotá D.C.",
    address: "Carrera 24 # 63C-40",
    municipality: "Bogotá D.C.",
    stratum: 3,
    eps: "Compensar EPS",
    bloodType: "O+",
    since: 3,
    guardian: { name: "Héctor Rincón", relationship: "Padre", phone: "3176543210", canPickUp: true, documentNumber: "79654123" },
    leaves: { status: "trasladado", monthDay: "09-15", reason: "La familia se trasladó a Villavicencio por trabajo.", destinationSchool: "Institución Educativa San José (Villavicencio, Meta)" },
  },
];
