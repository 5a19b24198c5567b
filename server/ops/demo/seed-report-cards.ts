import type { CardEntry, PublishedCard } from "../../../common/report-cards/report-card.schema.js";
import type { PerformanceLevel } from "../../../common/report-cards/performance-scale.js";
import { defaultReportCardSettings } from "../../../common/report-cards/report-card-settings.schema.js";
import type { AttendanceMark } from "../../../common/attendance/attendance.schema.js";
import { figuresOf } from "../../domains/attendance/attendance.service.js";
import type { DemoSeed } from "./context.js";
import { studentsOf } from "./people.js";

/**
 * Issue 26's demo: the school began with Tribu the semester that is running, so Tribu 1's report
 * cards of the semester before were written from the teachers' paper records (each level chosen, with
 * that reason) and published; Marta keeps her "banco de observaciones"; Laura signs as director.
 */
const reason = "Valoración del semestre con las planillas en papel: el colegio aún no usaba Tribu.";

const phrases: Record<"fortaleza" | "dificultad" | "recomendacion", string[]> = {
  fortaleza: [
    "Participa con entusiasmo cuando el trabajo es con material concreto.",
    "Sigue la rutina visual del día con autonomía.",
    "Ayuda a sus compañeros con paciencia.",
  ],
  dificultad: [
    "Se le dificulta mantener la atención en tareas largas.",
    "Necesita apoyo para iniciar la escritura de textos cortos.",
    "Le cuesta esperar su turno en actividades de grupo.",
  ],
  recomendacion: [
    "Leer en casa quince minutos diarios con acompañamiento.",
    "Usar pausas activas cortas entre tareas.",
    "Anticipar en casa los cambios de rutina con el horario visual.",
  ],
};

/** The two children of Tribu 1 with a PIAR (server/ops/demo/seed-piar.ts). */
const piarStudents = new Set(["Sofía Herrera", "Gabriel Martínez"]);

const levels: PerformanceLevel[] = ["alto", "superior", "basico", "alto"];

export async function seedReportCards(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const admin = seed.user("admin@demo.tribu");
  const marta = seed.user("profesora@demo.tribu");
  const at = clock.at(-30, 9, 0);
  await trx
    .insertInto("schoolSettings")
    .values({ key: "reportCards", value: JSON.stringify({ ...defaultReportCardSettings, directorName: "Laura Gómez" }), updatedById: admin, updatedAt: at })
    .execute();
  await trx
    .insertInto("reportCommentBank")
    .values(Object.entries(phrases).flatMap(([kind, texts]) => texts.map((text) => ({ teacherId: marta, kind, text, createdAt: at, updatedAt: at }))))
    .execute();

  // The newest period that ended before today (the demo's periods are the semesters of its years).
  const periods = await trx.selectFrom("attendancePeriods").select(["name", "startDate", "endDate"]).orderBy("startDate").execute();
  const period = [...periods].reverse().find((p) => p.endDate < clock.today) ?? periods[0];
  if (!period) return;
  const materias = await trx
    .selectFrom("tribeMaterias as tm")
    .innerJoin("materias as m", "m.id", "tm.materiaId")
    .select(["m.id", "m.name"])
    .where("tm.tribeName", "=", "Tribu 1")
    .orderBy("m.name")
    .execute();
  const publishedAt = `${period.endDate}T20:00:00.000Z`;
  for (const [index, person] of studentsOf("Tribu 1").entries()) {
    const student = await trx
      .selectFrom("users")
      .select(["id", "firstName", "lastName"])
      .where("firstName", "=", person.firstName)
      .where("lastName", "=", person.lastName)
      .where("role", "=", "student")
      .executeTakeFirstOrThrow();
    const entries: CardEntry[] = materias.map((materia, m) => {
      const level = levels[(index + m) % levels.length] as PerformanceLevel;
      return {
        subject: `materia:${materia.id}`,
        name: materia.name,
        computedAverage: null,
        computedLevel: null,
        level,
        overrideReason: reason,
        strengths: phrases.fortaleza[(index + m) % 3] as string,
        difficulties: level === "superior" ? "" : (phrases.dificultad[(index + m) % 3] as string),
        recommendations: phrases.recomendacion[(index + m) % 3] as string,
      };
    });
    const card = await trx
      .insertInto("reportCards")
      .values({ studentId: student.id, periodStart: period.startDate, tribe: "Tribu 1", version: 1, changedSincePublished: 0, createdAt: at, updatedAt: publishedAt })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("reportCardEntries")
      .values(
        entries.map((entry) => ({
          reportCardId: card.id,
          subject: entry.subject,
          level: entry.level,
          overrideReason: entry.overrideReason,
          strengths: entry.strengths,
          difficulties: entry.difficulties,
          recommendations: entry.recommendations,
          updatedById: marta,
          updatedAt: at,
        })),
      )
      .execute();
    const marks = await trx
      .selectFrom("attendanceMarks")
      .select("mark")
      .where("studentId", "=", student.id)
      .where("date", ">=", period.startDate)
      .where("date", "<=", period.endDate)
      .execute();
    const content: PublishedCard = {
      attendance: figuresOf(marks.map((row) => row.mark as AttendanceMark)),
      piar: piarStudents.has(`${student.firstName} ${student.lastName}`),
      student: { id: student.id, name: `${student.firstName} ${student.lastName}` },
      tribe: "Tribu 1",
      period: { name: period.name, start: period.startDate, end: period.endDate },
      preschool: false,
      entries,
      teachers: ["Marta Ríos"],
      director: "Laura Gómez",
      directorTitle: "Rector(a)",
    };
    await trx.insertInto("reportCardVersions").values({ reportCardId: card.id, version: 1, content: JSON.stringify(content), publishedById: admin, publishedAt }).execute();
  }
}
