import { addDays, currentPeriod } from "../../../common/attendance/attendance.calendar.js";
import { staleExcuseDays } from "../../../common/dashboards/admin-today.schema.js";
import type { DemoSeed } from "./context.js";
import { studentsOf } from "./people.js";

/** A child who signed up on the register page this morning and waits for a tribe (and a family link, and a file). */
export const selfRegistered = { email: "emiliano.rojas@demo.tribu", firstName: "Emiliano", lastName: "Rojas" } as const;

/**
 * What waits for the admin on the demo's home (issue 34), besides the receipts (seed-payments):
 * a child who signed up without a tribe, Tribu 2's cards of the current period written and not yet
 * published, and one excuse nobody decided for more than a few days, of a child outside Marta's
 * classes (her own list of excuses keeps only Sofía's).
 */
export async function seedAdminToday(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const admin = seed.user("admin@demo.tribu");
  const joined = clock.hoursAgo(3);
  await trx
    .insertInto("users")
    .values({
      ...selfRegistered,
      passwordHash: seed.passwordHash,
      role: "student",
      status: "active",
      tribe: null,
      notes: "",
      hours: 0,
      groupName: null,
      avatar: null,
      phone: null,
      createdAt: joined,
      updatedAt: joined,
    })
    .execute();
  const periods = await trx.selectFrom("attendancePeriods").select(["name", "startDate as start", "endDate as end"]).orderBy("startDate").execute();
  const period = currentPeriod(periods, clock.today);
  if (period) {
    const materias = await trx.selectFrom("tribeMaterias").select("materiaId").where("tribeName", "=", "Tribu 2").orderBy("materiaId").execute();
    const at = clock.at(-2, 15, 30);
    for (const person of studentsOf("Tribu 2").slice(0, 3)) {
      const studentId = seed.user(person.email);
      const card = await trx
        .insertInto("reportCards")
        .values({ studentId, periodStart: period.start, tribe: "Tribu 2", version: 0, changedSincePublished: 0, createdAt: at, updatedAt: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (materias.length > 0) {
        await trx
          .insertInto("reportCardEntries")
          .values(
            materias.map(({ materiaId }) => ({
              reportCardId: card.id,
              subject: `materia:${materiaId}`,
              level: null,
              overrideReason: null,
              strengths: "Participa con entusiasmo y pide ayuda cuando la necesita.",
              difficulties: "",
              recommendations: "Seguir leyendo en casa diez minutos al día.",
              updatedById: admin,
              updatedAt: at,
            })),
          )
          .execute();
      }
    }
  }

  const marta = seed.user("profesora@demo.tribu");
  const cutoff = addDays(clock.today, -(staleExcuseDays + 1));
  const absence = await trx
    .selectFrom("attendanceMarks as m")
    .innerJoin("users as u", "u.id", "m.studentId")
    .innerJoin("parentChildren as pc", "pc.studentId", "m.studentId")
    .select(["m.studentId", "m.date", "pc.parentId", "u.firstName"])
    .where("m.mark", "=", "absent")
    .where("m.date", "<=", cutoff)
    .where("u.tribe", "<>", "Tribu 1")
    .where("m.studentId", "not in", (eb) =>
      eb.selectFrom("studentClasses").innerJoin("classes", "classes.id", "studentClasses.classId").select("studentClasses.studentId").where("classes.teacherId", "=", marta),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("attendanceExcuses as e").select("e.id").whereRef("e.studentId", "=", "m.studentId").whereRef("e.date", "=", "m.date"))),
    )
    .orderBy("m.date", "desc")
    .orderBy("m.studentId")
    .executeTakeFirst();
  if (absence) {
    const back = Math.round((Date.parse(clock.today) - Date.parse(absence.date)) / 86_400_000);
    await trx
      .insertInto("attendanceExcuses")
      .values({
        studentId: absence.studentId,
        parentId: absence.parentId,
        date: absence.date,
        text: `${absence.firstName} amaneció con fiebre y se quedó en casa.`,
        fileId: null,
        status: "pending",
        createdAt: clock.at(-back, 18, 0),
        decidedById: null,
        decidedAt: null,
      })
      .execute();
  }
}
