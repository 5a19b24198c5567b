import { privacyNoticeVersion as noticeVersion } from "../../domains/privacy/privacy-notice.js";
import type { DemoSeed } from "./context.js";

/**
 * Issue 35's demo: the families of the two children with a PIAR authorised their sensitive data
 * (diagnosis, health) for the current notice; and a student who left in the first semester was erased
 * at his family's request, so the 'Archivo académico' shows what the school kept of him: his first
 * report card as it was published, and a support activity he passed.
 */
export async function seedPrivacy(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const plans = await trx
    .selectFrom("piarPlans as p")
    .innerJoin("piarAgreements as a", "a.planId", "p.id")
    .select(["p.studentId", "a.parentId", "a.agreedAt"])
    .execute();
  for (const plan of plans) {
    if (plan.parentId === null) continue;
    await trx.insertInto("sensitiveDataConsents").values({ studentId: plan.studentId, parentId: plan.parentId, noticeVersion, givenAt: clock.at(-1, 8, 30), revokedAt: null }).execute();
  }

  // The erased student's card: a published card of his tribe, as his would have read, under his name.
  const model = await trx
    .selectFrom("reportCardVersions as v")
    .innerJoin("reportCards as c", "c.id", "v.reportCardId")
    .select(["v.content", "v.publishedAt", "c.periodStart", "c.tribe"])
    .orderBy("c.periodStart")
    .orderBy("v.id")
    .executeTakeFirst();
  const admin = seed.user("admin@demo.tribu");
  const formerStudentId = 9001;
  const studentName = "Martín Ríos";
  const erasure = "demo-borrado-martin-rios";
  const who = { formerStudentId, studentName, studentSex: "M", archivedAt: clock.at(-20, 16, 0), erasedById: admin, erasedByName: "Laura Gómez", erasure };
  if (model) {
    const card = JSON.parse(model.content) as { student: { id: number; name: string } };
    card.student = { id: formerStudentId, name: studentName };
    await trx
      .insertInto("academicArchive")
      .values({ ...who, kind: "report_card", sourceId: 900001, tribe: model.tribe, year: Number(model.periodStart.slice(0, 4)), period: model.periodStart, version: 1, content: JSON.stringify(card), publishedAt: model.publishedAt })
      .execute();
  }
  // Done before the erasure (20 days ago), whatever the day of seeding: in January, May would be ahead.
  const startsOn = clock.day(-60);
  const endsOn = clock.day(-42);
  const activity = { subjectName: "Lenguaje", plan: "Lectura guiada de cuentos cortos, dos veces por semana.", startsOn, endsOn, levelBefore: "bajo", result: "passed", levelAfter: "basico", resultOn: endsOn, resultNote: "Lee un cuento corto y cuenta su inicio, nudo y final." };
  await trx
    .insertInto("academicArchive")
    .values({ ...who, kind: "support_activity", sourceId: 900002, tribe: null, year: Number(startsOn.slice(0, 4)), period: null, version: 1, content: JSON.stringify(activity), publishedAt: clock.at(-42, 15, 0) })
    .execute();
}
