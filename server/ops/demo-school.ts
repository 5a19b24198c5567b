/**
 * The demo school of `npm run demo`: tribes, materias, modules, classes, assignments, one user
 * of each role and more students, families with children, payment receipts and student work.
 * Seeded once; running again leaves an already seeded database as it is.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../db/connection.js";
import type { DemoCredential } from "../../common/setup/setup.schema.js";
import { hashPassword } from "../lib/passwords.js";

export const demoPassword = "demo1234";
/** Tribu 1's class code: /entrar/CASA23 on a tablet; Sofía taps sol, pez; Valentina gato, flor (issue 21). */
export const demoClassCode = "CASA23";

export const demoCredentials: DemoCredential[] = [
  { role: "Administrador", email: "admin@demo.tribu", password: demoPassword },
  { role: "Profesor", email: "profesora@demo.tribu", password: demoPassword },
  { role: "Estudiante", email: "estudiante@demo.tribu", password: demoPassword },
  { role: "Padre/Madre", email: "familia@demo.tribu", password: demoPassword },
];

type Person = { email: string; firstName: string; lastName: string; role: "admin" | "teacher" | "student" | "parent"; tribe?: string };

const people: Person[] = [
  { email: "admin@demo.tribu", firstName: "Laura", lastName: "Gómez", role: "admin" },
  { email: "profesora@demo.tribu", firstName: "Marta", lastName: "Ríos", role: "teacher" },
  { email: "profesor@demo.tribu", firstName: "Andrés", lastName: "Peña", role: "teacher" },
  { email: "estudiante@demo.tribu", firstName: "Sofía", lastName: "Herrera", role: "student", tribe: "Tribu 1" },
  { email: "mateo@demo.tribu", firstName: "Mateo", lastName: "Herrera", role: "student", tribe: "Tribu 2" },
  { email: "valentina@demo.tribu", firstName: "Valentina", lastName: "Castro", role: "student", tribe: "Tribu 1" },
  { email: "samuel@demo.tribu", firstName: "Samuel", lastName: "Ortiz", role: "student", tribe: "Tribu 3" },
  { email: "isabella@demo.tribu", firstName: "Isabella", lastName: "Mora", role: "student", tribe: "Tribu 4" },
  { email: "familia@demo.tribu", firstName: "Carolina", lastName: "Herrera", role: "parent" },
  { email: "familia.castro@demo.tribu", firstName: "Jorge", lastName: "Castro", role: "parent" },
];

const materias = [
  { name: "Matemáticas", description: "Números, formas y patrones con material concreto." },
  { name: "Lenguaje", description: "Lectura, escritura y comunicación." },
  { name: "Ciencias", description: "Explorar la naturaleza y el cuerpo." },
  { name: "Arte", description: "Expresión con colores, música y movimiento." },
];

// A one-page PDF, so demo receipts and work open in the browser.
const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export async function seedDemoSchool(db: Db, dataDir: string): Promise<void> {
  const already = await db.selectFrom("users").select("id").where("email", "=", "admin@demo.tribu").executeTakeFirst();
  if (already) return;
  const now = new Date();
  const iso = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * 86_400_000).toISOString();
  const passwordHash = await hashPassword(demoPassword);
  const uploads = join(dataDir, "uploads");
  mkdirSync(uploads, { recursive: true });

  await db.transaction().execute(async (trx) => {
    const ids: Record<string, number> = {};
    for (const [index, person] of people.entries()) {
      const row = await trx
        .insertInto("users")
        .values({
          email: person.email,
          passwordHash,
          firstName: person.firstName,
          lastName: person.lastName,
          role: person.role,
          status: "active",
          tribe: person.tribe ?? null,
          notes: person.role === "student" ? "Prefiere actividades visuales." : "",
          hours: person.role === "student" ? 4 + index : 0,
          groupName: null,
          avatar: null,
          createdAt: iso(-60 + index),
          updatedAt: iso(-60 + index),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids[person.email] = row.id;
    }
    const id = (email: string) => ids[email] as number;

    await trx
      .insertInto("parentChildren")
      .values([
        { parentId: id("familia@demo.tribu"), studentId: id("estudiante@demo.tribu"), createdAt: iso(-50) },
        { parentId: id("familia@demo.tribu"), studentId: id("mateo@demo.tribu"), createdAt: iso(-50) },
        { parentId: id("familia.castro@demo.tribu"), studentId: id("valentina@demo.tribu"), createdAt: iso(-50) },
      ])
      .execute();

    const materiaIds: number[] = [];
    for (const materia of materias) {
      const row = await trx.insertInto("materias").values({ ...materia, createdAt: iso(-58) }).returning("id").executeTakeFirstOrThrow();
      materiaIds.push(row.id);
    }
    for (const tribe of ["Tribu 1", "Tribu 2", "Tribu 3", "Tribu 4"]) {
      await trx
        .insertInto("tribeMaterias")
        .values(materiaIds.slice(0, 3).map((materiaId) => ({ tribeName: tribe, materiaId })))
        .execute();
    }

    const moduleSeeds = [
      { title: "Contar hasta 20", tribe: "Tribu 1", materia: 0, teacher: "profesora@demo.tribu" },
      { title: "Sumas con bloques", tribe: "Tribu 2", materia: 0, teacher: "profesora@demo.tribu" },
      { title: "Mi primer cuento", tribe: "Tribu 1", materia: 1, teacher: "profesor@demo.tribu" },
      { title: "Las plantas", tribe: "Tribu 3", materia: 2, teacher: "profesor@demo.tribu" },
      // Not handed in yet: Sofía's and Valentina's work for today on their simple home (issue 21).
      { title: "Mi casa y mi familia", tribe: "Tribu 1", materia: 1, teacher: "profesora@demo.tribu" },
    ];
    const moduleIds: number[] = [];
    for (const seed of moduleSeeds) {
      const row = await trx
        .insertInto("modules")
        .values({
          title: seed.title,
          description: `Actividades guiadas de ${seed.title.toLowerCase()}, paso a paso.`,
          url: null,
          tribe: seed.tribe,
          pdfFileId: null,
          pdfUrl: null,
          youtubeVideo: null,
          instructions: "Lee cada paso con calma. Puedes pedir ayuda cuando quieras.",
          forms: null,
          workUpload: "Sube una foto o un PDF de tu trabajo.",
          createdById: id(seed.teacher),
          createdAt: iso(-40),
          updatedAt: iso(-40),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      moduleIds.push(row.id);
      await trx.insertInto("moduleMaterias").values({ moduleId: row.id, materiaId: materiaIds[seed.materia] as number }).execute();
    }
    const moduleId = (index: number) => moduleIds[index] as number;

    await trx
      .insertInto("userModules")
      .values([
        { userId: id("estudiante@demo.tribu"), moduleId: moduleId(0), progress: 100, status: "completed", assignedAt: iso(-30) },
        { userId: id("estudiante@demo.tribu"), moduleId: moduleId(2), progress: 40, status: "active", assignedAt: iso(-20) },
        { userId: id("mateo@demo.tribu"), moduleId: moduleId(1), progress: 10, status: "active", assignedAt: iso(-20) },
      ])
      .execute();

    const classRow = await trx
      .insertInto("classes")
      .values({ title: "Matemáticas Tribu 1", description: "Clase de los martes y jueves.", moduleId: moduleId(0), teacherId: id("profesora@demo.tribu"), createdAt: iso(-45) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const readingClass = await trx
      .insertInto("classes")
      .values({ title: "Lectura compartida", description: "Lectura en voz alta en grupo.", moduleId: moduleId(2), teacherId: id("profesor@demo.tribu"), createdAt: iso(-45) })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("studentClasses")
      .values([
        { studentId: id("estudiante@demo.tribu"), classId: classRow.id, status: "active", joinedAt: iso(-44) },
        { studentId: id("valentina@demo.tribu"), classId: classRow.id, status: "active", joinedAt: iso(-44) },
        { studentId: id("estudiante@demo.tribu"), classId: readingClass.id, status: "active", joinedAt: iso(-40) },
      ])
      .execute();
    await trx
      .insertInto("assignments")
      .values([
        { title: "Contar objetos de casa", description: "Cuenta 10 objetos y dibújalos.", classId: classRow.id, dueDate: iso(5), status: "pending", studentId: null, teacherId: id("profesora@demo.tribu"), createdAt: iso(-3) },
        { title: "Ficha de números", description: "Completa la ficha del 1 al 20.", classId: classRow.id, dueDate: iso(-2), status: "completed", studentId: id("estudiante@demo.tribu"), teacherId: id("profesora@demo.tribu"), createdAt: iso(-10) },
        { title: "Leer un cuento corto", description: "Elige un cuento y cuéntalo con tus palabras.", classId: readingClass.id, dueDate: iso(-1), status: "pending", studentId: null, teacherId: id("profesor@demo.tribu"), createdAt: iso(-8) },
      ])
      .execute();
    await trx
      .insertInto("materials")
      .values([
        { title: "Tarjetas de números", type: "PDF", url: "https://example.org/tarjetas-numeros.pdf", createdById: id("profesora@demo.tribu"), createdAt: iso(-30) },
        { title: "Canción de las vocales", type: "Video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", createdById: id("profesor@demo.tribu"), createdAt: iso(-30) },
      ])
      .execute();

    async function storeSampleFile(purpose: string, originalName: string, ownerId: number): Promise<number> {
      const storageName = `${randomUUID()}.pdf`;
      writeFileSync(join(uploads, storageName), samplePdf);
      const row = await trx
        .insertInto("files")
        .values({ storageName, originalName, mimeType: "application/pdf", size: samplePdf.length, purpose, ownerId, createdAt: iso(-5) })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    }

    const month = (offset: number) => {
      const date = new Date(now.getFullYear(), now.getMonth() + offset, 1);
      return { month: String(date.getMonth() + 1).padStart(2, "0"), year: date.getFullYear() };
    };
    const family = id("familia@demo.tribu");
    await trx
      .insertInto("payments")
      .values([
        { parentId: family, ...month(-1), fileId: await storeSampleFile("payment", "recibo-mes-anterior.pdf", family), status: "approved", notes: "Recibido, gracias.", uploadedAt: iso(-28), reviewedAt: iso(-27), reviewedById: id("admin@demo.tribu") },
        { parentId: family, ...month(0), fileId: await storeSampleFile("payment", "recibo-este-mes.pdf", family), status: "pending", notes: null, uploadedAt: iso(-1), reviewedAt: null, reviewedById: null },
      ])
      .execute();

    const student = id("estudiante@demo.tribu");
    await trx
      .insertInto("workSubmissions")
      .values([
        { moduleId: moduleId(0), studentId: student, status: "APPROVED", workUrl: null, workDescription: "Conté los juguetes de mi cuarto.", fileId: await storeSampleFile("work", "conteo.pdf", student), teacherFeedback: "¡Muy bien contado, Sofía!", grade: 9.5, submittedAt: iso(-12), reviewedAt: iso(-11), reviewedById: id("profesora@demo.tribu") },
        { moduleId: moduleId(2), studentId: student, status: "SUBMITTED", workUrl: "https://example.org/mi-cuento", workDescription: "Mi cuento del gato.", fileId: null, teacherFeedback: null, grade: null, submittedAt: iso(-2), reviewedAt: null, reviewedById: null },
      ])
      .execute();

    // Class sign-in on for Tribu 1, with its two children's cards ready (issue 21).
    const teacher = id("profesora@demo.tribu");
    await trx.insertInto("classCodes").values({ tribe: "Tribu 1", code: demoClassCode, enabled: 1, updatedById: teacher, updatedAt: iso(-3) }).execute();
    await trx
      .insertInto("picturePasswords")
      .values([
        { studentId: student, pictures: "sol,pez", cardPicture: "mariposa", failedAttempts: 0, lockedUntil: null, updatedById: teacher, updatedAt: iso(-3) },
        { studentId: id("valentina@demo.tribu"), pictures: "gato,flor", cardPicture: "conejo", failedAttempts: 0, lockedUntil: null, updatedById: teacher, updatedAt: iso(-3) },
      ])
      .execute();
  });
}
