/** The demo school's people: staff, 20 families with phones and their 30 children in four tribes. */
import type { Role } from "../../../common/school.js";

export type DemoPerson = { email: string; firstName: string; lastName: string; role: Role; tribe?: string; phone?: string; notes?: string; sex?: "F" | "M" };
export type DemoFamily = { parent: DemoPerson; children: DemoPerson[] };

export const admin: DemoPerson = { email: "admin@demo.tribu", firstName: "Laura", lastName: "Gómez", role: "admin", phone: "573104567890" };
/** The academic coordinator (the admin dashboard counts coordinators). */
export const coordinator: DemoPerson = { email: "coordinacion@demo.tribu", firstName: "Paula", lastName: "Jiménez", role: "coordinator" };

/** Five teachers; Marta (profesora@) keeps Tribu 1 and the class code (issue 21). */
export const teachers: DemoPerson[] = [
  { email: "profesora@demo.tribu", firstName: "Marta", lastName: "Ríos", role: "teacher", tribe: "Tribu 1" },
  { email: "profesor@demo.tribu", firstName: "Andrés", lastName: "Peña", role: "teacher" },
  { email: "juliana.valencia@demo.tribu", firstName: "Juliana", lastName: "Valencia", role: "teacher" },
  { email: "camilo.restrepo@demo.tribu", firstName: "Camilo", lastName: "Restrepo", role: "teacher" },
  { email: "diana.acosta@demo.tribu", firstName: "Diana", lastName: "Acosta", role: "teacher" },
];

/** The demo's girls, by first name; the rest are boys. The sex is on each child's file, as on the identity document (issue 34). */
const girls = new Set(["Sofía", "Valentina", "Emilia", "Isabella", "Lucía", "Antonella", "Salomé", "Mariana", "Sara", "Valeria", "Daniela", "Luciana", "Ana Sofía", "Manuela", "Renata"]);

const child = (firstName: string, lastName: string, tribe: string, email?: string): DemoPerson => ({
  sex: girls.has(firstName) ? "F" : "M",
  email: email ?? `${slug(firstName)}.${slug(lastName)}@demo.tribu`,
  firstName,
  lastName,
  role: "student",
  tribe,
});

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");
}

const parent = (firstName: string, lastName: string, phone: string, email?: string): DemoPerson => ({
  email: email ?? `familia.${slug(lastName)}@demo.tribu`,
  firstName,
  lastName,
  role: "parent",
  phone,
});

/** The first two families keep the accounts of the README (Carolina with Sofía and Mateo; Jorge with Valentina). */
export const families: DemoFamily[] = [
  { parent: parent("Carolina", "Herrera", "573001234567", "familia@demo.tribu"), children: [child("Sofía", "Herrera", "Tribu 1", "estudiante@demo.tribu"), child("Mateo", "Herrera", "Tribu 2", "mateo@demo.tribu")] },
  { parent: parent("Jorge", "Castro", "573012345678"), children: [child("Valentina", "Castro", "Tribu 1", "valentina@demo.tribu")] },
  { parent: parent("Natalia", "Ortiz", "573023456789"), children: [child("Samuel", "Ortiz", "Tribu 3", "samuel@demo.tribu"), child("Emilia", "Ortiz", "Tribu 1")] },
  { parent: parent("Felipe", "Mora", "573034567890"), children: [child("Isabella", "Mora", "Tribu 4", "isabella@demo.tribu")] },
  { parent: parent("Adriana", "Núñez", "573045678901"), children: [child("Martín", "Núñez", "Tribu 2"), child("Lucía", "Núñez", "Tribu 4")] },
  { parent: parent("Ricardo", "Rodríguez", "573056789012"), children: [child("Tomás", "Rodríguez", "Tribu 3")] },
  { parent: parent("Paola", "Martínez", "573067890123"), children: [child("Gabriel", "Martínez", "Tribu 1"), child("Antonella", "Martínez", "Tribu 3")] },
  { parent: parent("Hernán", "López", "573078901234"), children: [child("Salomé", "López", "Tribu 2")] },
  { parent: parent("Claudia", "Sánchez", "573089012345"), children: [child("Jerónimo", "Sánchez", "Tribu 4"), child("Mariana", "Sánchez", "Tribu 2")] },
  { parent: parent("Andrea", "Ramírez", "573100123456"), children: [child("Simón", "Ramírez", "Tribu 1")] },
  { parent: parent("Luis Fernando", "Torres", "573111234567"), children: [child("Sara", "Torres", "Tribu 3"), child("Nicolás", "Torres", "Tribu 4")] },
  { parent: parent("Diana Patricia", "Jaramillo", "573122345678"), children: [child("Juan José", "Jaramillo", "Tribu 2")] },
  { parent: parent("Mauricio", "Cárdenas", "573133456789"), children: [child("Valeria", "Cárdenas", "Tribu 1"), child("Emmanuel", "Cárdenas", "Tribu 3")] },
  { parent: parent("Liliana", "Quintero", "573144567890"), children: [child("Daniela", "Quintero", "Tribu 4")] },
  { parent: parent("Óscar", "Muñoz", "573155678901"), children: [child("Santiago", "Muñoz", "Tribu 2"), child("Luciana", "Muñoz", "Tribu 3")] },
  { parent: parent("Sandra", "Giraldo", "573166789012"), children: [child("Maximiliano", "Giraldo", "Tribu 1")] },
  { parent: parent("Wilson", "Peñaloza", "573177890123"), children: [child("Ana Sofía", "Peñaloza", "Tribu 4"), child("David", "Peñaloza", "Tribu 2")] },
  { parent: parent("Beatriz", "Zapata", "573188901234"), children: [child("Matías", "Zapata", "Tribu 3")] },
  { parent: parent("Germán", "Ospina", "573199012345"), children: [child("Manuela", "Ospina", "Tribu 4")] },
  { parent: parent("Yolanda", "Bermúdez", "573209123456"), children: [child("Joaquín", "Bermúdez", "Tribu 2"), child("Renata", "Bermúdez", "Tribu 1")] },
];

/** Joined this month (Renata, and Manuela with her father): little done yet, nothing from before they came. */
export const newcomers = new Set(["renata.bermudez@demo.tribu", "manuela.ospina@demo.tribu", "familia.ospina@demo.tribu"]);
export const isNewcomer = (person: DemoPerson) => newcomers.has(person.email);

export const students: DemoPerson[] = families.flatMap((family) => family.children);
export const parents: DemoPerson[] = families.map((family) => family.parent);
export const demoTribes = ["Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4"] as const;
export const studentsOf = (tribe: string) => students.filter((s) => s.tribe === tribe);

/** A few words for the teacher's notes on a student; neurodiverse children, each their own way. */
const studentNotes = [
  "Prefiere actividades visuales.",
  "Trabaja mejor con pausas cortas cada 15 minutos.",
  "Le ayudan los audífonos cuando hay ruido.",
  "Disfruta contar historias; le cuesta escribir a mano.",
  "Necesita anticipar los cambios de actividad.",
];
export const notesFor = (index: number) => studentNotes[index % studentNotes.length] as string;
