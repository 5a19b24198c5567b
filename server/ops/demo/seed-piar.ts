import { addDays } from "../../../common/attendance/attendance.calendar.js";
import type { PiarContent } from "../../../common/piar/piar.schema.js";
import type { DemoSeed } from "./context.js";

/**
 * Issue 26's demo: two children of Tribu 1 with a PIAR written by Marta with the coordinator (Laura),
 * agreed by their families in the acta de acuerdo, and followed up in the semester that ended.
 */
const plans: Array<{ student: string; family: string; familyName: string; content: PiarContent; followup: string }> = [
  {
    student: "estudiante@demo.tribu",
    family: "familia@demo.tribu",
    familyName: "Carolina Herrera",
    content: {
      general: { diagnosis: "Trastorno del espectro autista (nivel 1).", supports: "Terapia ocupacional dos veces por semana.", interests: "Los dinosaurios, dibujar y los rompecabezas." },
      context: { health: "Sensibilidad a los ruidos fuertes; usa audífonos en el recreo.", home: "Vive con su mamá y su hermano Mateo." },
      assessment: {
        howLearns: "Aprende mejor con apoyos visuales, rutinas anticipadas y una instrucción a la vez.",
        strengths: "Memoria visual, atención a los detalles, gusto por la lectura de imágenes.",
        barriers: "El ruido del salón, los cambios de actividad sin aviso y las instrucciones largas.",
      },
      adjustments: [
        { subject: "Matemáticas", kind: "didactico", adjustment: "Material concreto (regletas, ábaco) y fichas con una sola consigna.", goal: "Resolver sumas y restas de dos cifras con apoyo visual." },
        { subject: "Lenguaje", kind: "evaluacion", adjustment: "Evaluación oral o con pictogramas y tiempo adicional.", goal: "Contar un cuento corto con inicio, nudo y final." },
        { subject: "Arte", kind: "metodologico", adjustment: "Rincón de calma disponible y aviso cinco minutos antes de cambiar de actividad.", goal: "Terminar una obra en la sesión con una pausa como máximo." },
      ],
      familyCommitments: "Anticipar en casa los cambios de rutina con el horario visual y leer juntos diez minutos al día.",
    },
    followup: "Sofía usa el horario visual sola y pide su pausa cuando la necesita. Logró las sumas con regletas; seguimos con las restas.",
  },
  {
    student: "Gabriel Martínez",
    family: "Paola Martínez",
    familyName: "Paola Martínez",
    content: {
      general: { diagnosis: "Trastorno por déficit de atención e hiperactividad (TDAH).", supports: "Acompañamiento de psicología una vez al mes.", interests: "El fútbol y construir con bloques." },
      context: { health: "", home: "Vive con su mamá y su hermana Antonella." },
      assessment: {
        howLearns: "Aprende moviéndose y en tareas cortas con metas claras.",
        strengths: "Creatividad, energía para el trabajo en equipo, buena comprensión oral.",
        barriers: "Tareas largas sin pausas y trabajo escrito extenso.",
      },
      adjustments: [
        { subject: "Matemáticas", kind: "metodologico", adjustment: "Tareas divididas en partes de diez minutos con pausas activas.", goal: "Completar una guía de problemas en tres partes." },
        { subject: "Ciencias", kind: "curricular", adjustment: "Registro de observaciones con dibujos y audio en lugar de texto largo.", goal: "Registrar un experimento con tres pasos." },
      ],
      familyCommitments: "Mantener un horario fijo para las tareas en casa, con pausas de movimiento.",
    },
    followup: "Gabriel completa las guías por partes y participa en los experimentos; necesita aún recordatorios para las pausas.",
  },
];

export async function seedPiar(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const marta = seed.user("profesora@demo.tribu");
  const laura = seed.user("admin@demo.tribu");
  const periods = await trx.selectFrom("attendancePeriods").select(["startDate", "endDate"]).orderBy("startDate").execute();
  const ended = [...periods].reverse().find((p) => p.endDate < clock.today);
  const byName = async (who: string) => {
    if (who.includes("@")) return seed.user(who);
    const [firstName, lastName] = who.split(" ") as [string, string];
    const row = await trx.selectFrom("users").select("id").where("firstName", "=", firstName).where("lastName", "=", lastName).executeTakeFirstOrThrow();
    return row.id;
  };
  // Gabriel's yearly review is near, so the reviews due and their reminder have something to show.
  const reviewInDays = [200, 20];
  for (const [index, plan] of plans.entries()) {
    const studentId = await byName(plan.student);
    const parentId = await byName(plan.family);
    const written = clock.at(-60 + index, 10, 0);
    const row = await trx
      .insertInto("piarPlans")
      .values({ studentId, content: JSON.stringify(plan.content), revision: 1, reviewDue: addDays(clock.today, reviewInDays[index] ?? 200), createdById: marta, createdAt: written, updatedById: laura, updatedAt: written })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("piarAgreements").values({ planId: row.id, revision: 1, parentId, parentName: plan.familyName, agreedAt: clock.at(-55 + index, 18, 30) }).execute();
    if (ended) await trx.insertInto("piarFollowups").values({ planId: row.id, periodStart: ended.startDate, text: plan.followup, writtenById: marta, writtenAt: clock.at(-40 + index, 15, 0) }).execute();
  }
}
