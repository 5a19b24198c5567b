import { addDays, yearOf } from "../../../common/attendance/attendance.calendar.js";
import type { SieeContent } from "../../../common/promotion/promotion.schema.js";
import type { PublishedCard } from "../../../common/report-cards/report-card.schema.js";
import { defaultScale } from "../../../common/report-cards/performance-scale.js";
import type { DemoSeed } from "./context.js";

/**
 * Issue 35's demo: the SIEE the consejo directivo adopted before the year began (version 1); Sofía's
 * support activity in the semester that ended (Bajo in the mid-semester review of a subject, passed:
 * Bajo → Básico, the level her published card shows); and the commission's acta of Tribu 1 for that
 * year, written with every decision but still open (not signed), so the screens show a draft.
 */
const siee: Omit<SieeContent, "scale"> = {
  criteria: "La evaluación es continua, formativa e integral: se valoran los procesos, los desempeños y los ajustes razonables de cada estudiante (PIAR), con la escala nacional.",
  promotionCriteria: "Es promovido quien alcanza al menos desempeño Básico en todas las áreas al terminar el año, después de las actividades de apoyo, y no supera el límite de inasistencia sin excusa.",
  maxUnexcusedAbsencePercent: 25,
  supportActivities: "Ante un desempeño Bajo, el docente acuerda con la familia un plan de apoyo de dos a cuatro semanas; superado, el desempeño del área pasa a Básico.",
  supportMaxLevel: "basico",
  complaints: "1. Con el docente del área, dentro de los cinco días hábiles siguientes al informe. 2. Con la coordinación. 3. Con la comisión de evaluación y promoción. 4. Con el consejo directivo, última instancia.",
  earlyPromotion: "Durante el primer periodo, con el consentimiento de la familia, el consejo académico recomienda al consejo directivo la promoción anticipada de quien muestre un desempeño superior en el grado.",
  commission: "La rectora, un docente por tribu y un representante de las familias, elegido en la asamblea de padres.",
  councilActa: "Acta 1 del consejo directivo",
};

export async function seedPromotion(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const laura = seed.user("admin@demo.tribu");
  const marta = seed.user("profesora@demo.tribu");
  const sofia = seed.user("estudiante@demo.tribu");
  const periods = await trx.selectFrom("attendancePeriods").select(["name", "startDate", "endDate"]).orderBy("startDate").execute();
  const ended = [...periods].reverse().find((p) => p.endDate < clock.today);
  const first = periods[0];
  if (!ended || !first) return;
  const year = yearOf(ended.startDate);

  const adoptedOn = addDays(first.startDate, -10);
  await trx
    .insertInto("sieeVersions")
    .values({ version: 1, content: JSON.stringify({ ...siee, scale: defaultScale } satisfies SieeContent), adoptedOn, publishedById: laura, publishedAt: `${adoptedOn}T15:00:00.000Z` })
    .execute();

  // Sofía's card of the semester that ended: the subject she finished in Básico had been Bajo at mid-semester.
  const card = await trx
    .selectFrom("reportCardVersions as v")
    .innerJoin("reportCards as c", "c.id", "v.reportCardId")
    .select("v.content")
    .where("c.studentId", "=", sofia)
    .where("c.periodStart", "=", ended.startDate)
    .executeTakeFirst();
  const entries = card ? (JSON.parse(card.content) as PublishedCard).entries : [];
  const entry = entries.find((e) => e.level === "basico") ?? entries[0];
  if (entry) {
    const resultOn = addDays(ended.endDate, -8);
    await trx
      .insertInto("supportActivities")
      .values({
        studentId: sofia,
        year,
        subject: entry.subject,
        subjectName: entry.name,
        plan: "Guía por pasos con material concreto, tres sesiones por semana con Marta y práctica en casa diez minutos al día.",
        startsOn: addDays(ended.endDate, -35),
        endsOn: addDays(ended.endDate, -10),
        levelBefore: "bajo",
        result: "passed",
        levelAfter: "basico",
        resultOn,
        resultNote: "Resolvió la guía completa con el apoyo visual y explicó sus pasos en voz alta.",
        createdById: marta,
        createdAt: `${addDays(ended.endDate, -35)}T14:00:00.000Z`,
        resultById: marta,
        resultAt: `${resultOn}T20:00:00.000Z`,
      })
      .execute();
  }

  // The commission met after the semester; its acta has every decision and waits for the signatures.
  const students = await trx.selectFrom("users").select("id").where("tribe", "=", "Tribu 1").where("role", "=", "student").where("status", "=", "active").execute();
  const at = clock.at(-1, 16, 0);
  const acta = await trx
    .insertInto("promotionActas")
    .values({
      tribe: "Tribu 1",
      year,
      version: 1,
      metOn: clock.day(-1),
      members: JSON.stringify([
        { name: "Laura Gómez", role: "directivo" },
        { name: "Marta Ríos", role: "docente" },
        { name: "Carolina Herrera", role: "representante_familias" },
      ]),
      notes: "Se revisaron los informes del año, la asistencia frente al SIEE y las actividades de apoyo.",
      createdById: laura,
      createdAt: at,
      updatedAt: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (students.length > 0) {
    await trx
      .insertInto("promotionDecisions")
      .values(students.map((s) => ({ actaId: acta.id, studentId: s.id, decision: "promovido" as const, reason: s.id === sofia ? "Superó la actividad de apoyo del semestre." : "", decidedAt: at })))
      .execute();
  }
}
