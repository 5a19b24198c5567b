import { createHash } from "node:crypto";
import { addDays } from "../../../common/attendance/attendance.calendar.js";
import { familySignerLabel, teacherSignerLabel } from "../../../common/piar/piar.labels.js";
import { changedSections, type PiarContent } from "../../../common/piar/piar.schema.js";
import { defaultHeadTitle } from "../../../common/report-cards/report-card-settings.schema.js";
import type { DemoSeed } from "./context.js";

/**
 * Issue 26's demo: two children of Tribu 1 with a PIAR written by Marta with the coordinator (Laura),
 * agreed by their families in the acta de acuerdo, and followed up in the semester that ended.
 * Issue 35: revision 1 of each is agreed and its acta signed by the family, Marta (Docente) and Laura
 * (Rector(a)); Sofía's plan then has a revision 2 (a new adjustment in Educación Física and a moved
 * review date) waiting for Carolina's agreement, and Marta published Sofía's yearly competencies report.
 */
const plans: Array<{ student: string; family: string; familyName: string; content: PiarContent; followup: string; revision2?: (c: PiarContent) => PiarContent }> = [
  {
    student: "estudiante@demo.tribu",
    family: "familia@demo.tribu",
    familyName: "Carolina Herrera",
    content: {
      general: { supports: "Terapia ocupacional dos veces por semana.", interests: "Los dinosaurios, dibujar y los rompecabezas." },
      context: { diagnosis: "Trastorno del espectro autista (nivel 1).", health: "Sensibilidad a los ruidos fuertes; usa audífonos en el recreo.", home: "Vive con su mamá y su hermano Mateo." },
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
    revision2: (c) => ({
      ...c,
      adjustments: [...c.adjustments, { subject: "Educación Física", kind: "metodologico", adjustment: "Explicar cada juego con una demostración y una tarjeta con la regla principal.", goal: "Participar en un juego de equipo completo." }],
      familyCommitments: `${c.familyCommitments} Practicar en casa los juegos de turnos.`,
    }),
    followup: "Sofía usa el horario visual sola y pide su pausa cuando la necesita. Logró las sumas con regletas; seguimos con las restas.",
  },
  {
    student: "Gabriel Martínez",
    family: "Paola Martínez",
    familyName: "Paola Martínez",
    content: {
      general: { supports: "Acompañamiento de psicología una vez al mes.", interests: "El fútbol y construir con bloques." },
      context: { diagnosis: "Trastorno por déficit de atención e hiperactividad (TDAH).", health: "", home: "Vive con su mamá y su hermana Antonella." },
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

const hashOf = (content: string) => createHash("sha256").update(content).digest("hex");

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
  const nameOf = async (id: number) => {
    const row = await trx.selectFrom("users").select(["firstName", "lastName"]).where("id", "=", id).executeTakeFirstOrThrow();
    return `${row.firstName} ${row.lastName}`.trim();
  };
  const [martaName, lauraName] = [await nameOf(marta), await nameOf(laura)];
  // Gabriel's yearly review is near, so the reviews due and their reminder have something to show.
  const reviewInDays = [200, 20];
  for (const [index, plan] of plans.entries()) {
    const studentId = await byName(plan.student);
    const parentId = await byName(plan.family);
    const studentName = await nameOf(studentId);
    const written = clock.at(-60 + index, 10, 0);
    const firstDue = addDays(clock.today, reviewInDays[index] ?? 200);
    const first = JSON.stringify(plan.content);
    const second = plan.revision2 ? plan.revision2(plan.content) : null;
    const secondDue = addDays(clock.today, (reviewInDays[index] ?? 200) + 30);
    const changed = clock.at(-3, 16, 0);
    const row = await trx
      .insertInto("piarPlans")
      .values({
        studentId,
        content: second ? JSON.stringify(second) : first,
        revision: second ? 2 : 1,
        reviewDue: second ? secondDue : firstDue,
        createdById: marta,
        createdAt: written,
        updatedById: second ? marta : laura,
        updatedAt: second ? changed : written,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const rev1 = await trx
      .insertInto("piarRevisions")
      .values({ planId: row.id, revision: 1, content: first, contentHash: hashOf(first), reviewDue: firstDue, studentName, savedById: laura, savedByName: lauraName, savedAt: written, changedSections: JSON.stringify(changedSections(null, { content: plan.content, reviewDue: firstDue })) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const agreedAt = clock.at(-55 + index, 18, 30);
    await trx.insertInto("piarAgreements").values({ planId: row.id, revision: 1, revisionId: rev1.id, contentHash: hashOf(first), parentId, parentName: plan.familyName, agreedAt }).execute();
    await trx
      .insertInto("piarSignatures")
      .values([
        { planId: row.id, revisionId: rev1.id, signerId: parentId, signerName: plan.familyName, kind: "familia", roleLabel: familySignerLabel, signedAt: agreedAt },
        { planId: row.id, revisionId: rev1.id, signerId: marta, signerName: martaName, kind: "docente", roleLabel: teacherSignerLabel, signedAt: clock.at(-54 + index, 9, 0) },
        { planId: row.id, revisionId: rev1.id, signerId: laura, signerName: lauraName, kind: "directivo", roleLabel: defaultHeadTitle, signedAt: clock.at(-54 + index, 11, 0) },
      ])
      .execute();
    if (second) {
      const text = JSON.stringify(second);
      const sections = changedSections({ content: plan.content, reviewDue: firstDue }, { content: second, reviewDue: secondDue });
      await trx
        .insertInto("piarRevisions")
        .values({ planId: row.id, revision: 2, content: text, contentHash: hashOf(text), reviewDue: secondDue, studentName, savedById: marta, savedByName: martaName, savedAt: changed, changedSections: JSON.stringify(sections) })
        .execute();
    }
    if (ended) await trx.insertInto("piarFollowups").values({ planId: row.id, periodStart: ended.startDate, text: plan.followup, writtenById: marta, writtenAt: clock.at(-40 + index, 15, 0) }).execute();
    if (index === 0) {
      const report = {
        areas: [
          { area: "Matemáticas", text: "Resuelve sumas de dos cifras con regletas y empieza las restas con apoyo visual." },
          { area: "Lenguaje", text: "Cuenta un cuento corto con inicio, nudo y final usando pictogramas." },
        ],
        summary: "Avanzó en autonomía: usa su horario visual y pide la pausa cuando la necesita.",
      };
      await trx
        .insertInto("piarCompetencyReports")
        .values({ planId: row.id, year: Number(clock.today.slice(0, 4)), version: 1, content: JSON.stringify(report), studentName, writtenById: marta, writtenByName: martaName, publishedAt: clock.at(-2, 17, 0) })
        .execute();
    }
  }
}
