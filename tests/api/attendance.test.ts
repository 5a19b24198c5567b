import { statSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPng } from "../fakes/png.js";
import { createAttendanceService } from "../../server/domains/attendance/attendance.service.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol, linkParent } from "./people-helpers.js";

/**
 * Attendance (issue 25), on both engines. The school's 2026 has two periods; the registers below
 * are taken on fixed days of them (all in the past), each test on days of its own.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor; // Tribu 1 is their own tribe
let classTeacher: Actor; // no tribe; teaches a class with Carla (Tribu 2)
let parentA: Actor; // Ana's
let parentC: Actor; // Carla's
let student: Actor;
const kids = { ana: 0, beto: 0, carla: 0, dani: 0 };

const register = (as: Actor, tribe: string, date?: string) =>
  rest(as, "GET", `/api/attendance/register?tribe=${encodeURIComponent(tribe)}${date ? `&date=${date}` : ""}`);
const save = (as: Actor, tribe: string, date: string | undefined, marks: { studentId: number; mark: string; note?: string }[]) =>
  rest(as, "PUT", "/api/attendance/register", { tribe, date, marks });
const rowOf = (body: Json, studentId: number) => body.students.find((s: Json) => s.studentId === studentId);

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform, { firstName: "Sara", lastName: "Directora" });
  teacher = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  classTeacher = await signedIn(platform, "teacher", { firstName: "Camilo", lastName: "Ruiz" });
  parentA = await signedIn(platform, "parent");
  parentC = await signedIn(platform, "parent");
  student = await signedIn(platform, "student", { firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" });
  kids.ana = student.id;
  kids.beto = (await signedIn(platform, "student", { firstName: "Beto", lastName: "Lara", tribe: "Tribu 1" })).id;
  kids.carla = (await signedIn(platform, "student", { firstName: "Carla", lastName: "Mora", tribe: "Tribu 2" })).id;
  kids.dani = (await signedIn(platform, "student", { firstName: "Dani", lastName: "Paz", tribe: "Tribu 2" })).id;
  await linkParent(platform.db, parentA.id, kids.ana);
  await linkParent(platform.db, parentC.id, kids.carla);
  const klass = await createClass(platform.db, classTeacher.id, "Ciencias");
  await enrol(platform.db, kids.carla, klass);
  const calendar = await rest(admin, "PUT", "/api/attendance/calendar", {
    year: 2026,
    schoolDays: [1, 2, 3, 4, 5],
    holidays: (await rest(admin, "GET", "/api/attendance/calendar?year=2026")).json().holidays,
    periods: [
      { name: "Primer semestre", start: "2026-02-02", end: "2026-06-12" },
      { name: "Segundo semestre", start: "2026-07-06", end: "2026-11-27" },
    ],
  });
  expect(calendar.statusCode).toBe(200);
});

afterAll(async () => {
  await platform?.close();
});

describe("attendance: the register", () => {
  it("a teacher takes the register (everyone starts Presente), opens it again to the saved marks and corrects it, with who and when", async () => {
    const fresh = await register(teacher, "Tribu 1", "2026-03-10");
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().saved).toBe(false);
    expect(fresh.json().students.map((s: Json) => [s.firstName, s.mark, s.label, s.saved])).toEqual([
      ["Ana", "present", "Presente", false],
      ["Beto", "present", "Presente", false],
    ]);

    const saved = await save(teacher, "Tribu 1", "2026-03-10", [
      { studentId: kids.ana, mark: "absent" },
      { studentId: kids.beto, mark: "late", note: "Llegó 8:15" },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Asistencia guardada");
    expect(saved.json().alerts).toEqual({ absent: 1, corrected: 0 });

    const again = (await register(teacher, "Tribu 1", "2026-03-10")).json();
    expect(again.saved).toBe(true);
    expect([rowOf(again, kids.ana).label, rowOf(again, kids.beto).label, rowOf(again, kids.beto).note]).toEqual(["Ausente", "Tarde", "Llegó 8:15"]);
    expect(rowOf(again, kids.ana).takenBy).toEqual({ id: teacher.id, name: "Marta Gómez" });
    expect(rowOf(again, kids.ana).corrections).toEqual([]);

    // The admin corrects Ana: she did come.
    const corrected = await save(admin, "Tribu 1", "2026-03-10", [{ studentId: kids.ana, mark: "present" }]);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().alerts).toEqual({ absent: 0, corrected: 1 });
    const ana = rowOf(corrected.json().register, kids.ana);
    expect(ana.mark).toBe("present");
    expect(ana.takenBy?.name).toBe("Marta Gómez");
    expect(ana.updatedBy).toEqual({ id: admin.id, name: "Sara Directora" });
    expect(ana.corrections).toHaveLength(1);
    expect(ana.corrections[0]).toMatchObject({ from: "absent", to: "present", by: { id: admin.id, name: "Sara Directora" } });
    expect(Date.parse(ana.corrections[0].at)).not.toBeNaN();
    // Beto was left out of the correction: his mark stays as it was.
    expect(rowOf(corrected.json().register, kids.beto)).toMatchObject({ mark: "late", note: "Llegó 8:15" });
  });

  it("counts the day in Bogotá: a save at 23:30 Bogotá time is that day, not the next UTC day", async () => {
    // 2026-03-13T04:30Z is Thursday 12 March, 23:30, in Bogotá.
    const service = createAttendanceService({ db: platform.db, now: () => new Date("2026-03-13T04:30:00Z") });
    const who = { id: teacher.id, role: "teacher" as const };
    const opened = await service.register(who, { tribe: "Tribu 1" });
    expect(opened.date).toBe("2026-03-12");
    expect(opened.today).toBe("2026-03-12");
    const { register: saved } = await service.save(who, { tribe: "Tribu 1", marks: [{ studentId: kids.beto, mark: "late" }] });
    expect(saved.date).toBe("2026-03-12");
    expect(rowOf(saved, kids.beto).mark).toBe("late");
    const stored = await platform.db.selectFrom("attendanceMarks").select(["date", "takenAt"]).where("studentId", "=", kids.beto).where("date", "in", ["2026-03-12", "2026-03-13"]).execute();
    expect(stored).toEqual([{ date: "2026-03-12", takenAt: "2026-03-13T04:30:00.000Z" }]);
    // The UTC day (13 March) has not come yet at the school.
    await expect(service.save(who, { tribe: "Tribu 1", date: "2026-03-13", marks: [] })).rejects.toMatchObject({
      status: 400,
      message: "No se puede tomar asistencia de un día que aún no llega.",
    });
  });

  it("a teacher takes only their students: another tribe is refused, a class's tribe lists only the class's children", async () => {
    const other = await save(teacher, "Tribu 2", "2026-03-10", [{ studentId: kids.carla, mark: "absent" }]);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Solo puedes tomar asistencia de las tribus y clases que enseñas.");
    expect((await register(teacher, "Tribu 2", "2026-03-10")).statusCode).toBe(403);

    const viaClass = await register(classTeacher, "Tribu 2", "2026-03-10");
    expect(viaClass.statusCode).toBe(200);
    expect(viaClass.json().students.map((s: Json) => s.firstName)).toEqual(["Carla"]);
    const outsider = await save(classTeacher, "Tribu 2", "2026-03-10", [{ studentId: kids.dani, mark: "absent" }]);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe("Solo puedes tomar asistencia de las tribus y clases que enseñas.");
    // A student of the teacher's own tribe sent in another tribe's register.
    const wrongTribe = await save(admin, "Tribu 2", "2026-03-10", [{ studentId: kids.ana, mark: "absent" }]);
    expect(wrongTribe.statusCode).toBe(400);
    expect(wrongTribe.json().message).toBe("Ese estudiante no está en la lista de esta tribu.");
    // The admin takes the whole tribe.
    expect((await register(admin, "Tribu 2", "2026-03-10")).json().students.map((s: Json) => s.firstName)).toEqual(["Carla", "Dani"]);
    // Students and parents do not take registers.
    expect((await register(student, "Tribu 1", "2026-03-10")).statusCode).toBe(403);
    expect((await register(parentA, "Tribu 1", "2026-03-10")).statusCode).toBe(403);
  });

  it("answers bad input with a 4xx in Spanish, never a 500", async () => {
    const cases: [string, Promise<Json>, number, string][] = [
      ["unknown mark", save(teacher, "Tribu 1", "2026-03-11", [{ studentId: kids.ana, mark: "enfermo" }]), 400, "Marca no válida: usa Presente, Ausente, Tarde o Excusa."],
      ["a coming day", save(teacher, "Tribu 1", "2099-03-11", []), 400, "No se puede tomar asistencia de un día que aún no llega."],
      ["a Saturday", save(teacher, "Tribu 1", "2026-03-14", []), 400, "El sábado no es día de clases."],
      ["a holiday", save(teacher, "Tribu 1", "2026-03-23", []), 400, "El 2026-03-23 es festivo (Día de San José): no hay clases."],
      ["between the periods", register(teacher, "Tribu 1", "2026-06-30"), 400, "La fecha está fuera del año escolar."],
      ["before the school year", register(teacher, "Tribu 1", "2026-01-20"), 400, "La fecha está fuera del año escolar."],
      ["no such day", register(teacher, "Tribu 1", "2026-02-30"), 400, "La fecha no es válida. Usa el formato AAAA-MM-DD."],
      ["no such tribe", register(teacher, "Tribu 9", "2026-03-10"), 400, "Elige una tribu, de la Tribu 1 a la Tribu 4."],
      ["a student twice", save(teacher, "Tribu 1", "2026-03-11", [{ studentId: kids.ana, mark: "late" }, { studentId: kids.ana, mark: "absent" }]), 400, "Un estudiante aparece dos veces en la lista."],
      ["a tribe with no students", save(admin, "Tribu 4", "2026-03-11", []), 400, "Esta tribu no tiene estudiantes activos para tomar asistencia."],
      ["a bad month", rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201&month=2026-13"), 400, "El mes no es válido. Usa el formato AAAA-MM."],
      ["a student outside the teacher's tribe", save(classTeacher, "Tribu 2", "2026-03-11", [{ studentId: kids.dani, mark: "absent" }]), 403, "Solo puedes tomar asistencia de las tribus y clases que enseñas."],
      ["another tribe's register", save(teacher, "Tribu 2", "2026-03-11", [{ studentId: kids.carla, mark: "late" }]), 403, "Solo puedes tomar asistencia de las tribus y clases que enseñas."],
      ["an unknown mark (the label instead of its key)", save(admin, "Tribu 1", "2026-03-11", [{ studentId: kids.beto, mark: "Presente" }]), 400, "Marca no válida: usa Presente, Ausente, Tarde o Excusa."],
      ["an excuse outside the school year", rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date: "2027-01-04", text: "Viaje" }), 400, "La fecha está fuera del año escolar."],
    ];
    for (const [label, request, status, message] of cases) {
      const response = await request;
      expect({ label, status: response.statusCode, message: response.json().message }).toEqual({ label, status, message });
    }
    // A day after today is refused as not come yet.
    const future = createAttendanceService({ db: platform.db, now: () => new Date("2026-03-10T15:00:00Z") });
    await expect(future.register({ id: teacher.id, role: "teacher" }, { tribe: "Tribu 1", date: "2026-03-11" })).rejects.toMatchObject({ status: 400 });
  });
});

describe("attendance: alerts to the family", () => {
  it("one absence alert per child per day, and 'Error corregido' when corrected to present", async () => {
    const date = "2026-03-17";
    expect((await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: "absent" }])).json().alerts).toEqual({ absent: 1, corrected: 0 });
    // Saved again, and absent again after a correction: still one absence alert that day.
    expect((await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: "absent", note: "Sin aviso" }])).json().alerts).toEqual({ absent: 0, corrected: 0 });
    expect((await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: "present" }])).json().alerts).toEqual({ absent: 0, corrected: 1 });
    expect((await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: "absent" }])).json().alerts).toEqual({ absent: 0, corrected: 0 });

    const seen = await rest(parentA, "GET", "/api/attendance/alerts");
    expect(seen.statusCode).toBe(200);
    const ofDay = seen.json().alerts.filter((a: Json) => a.date === date);
    expect(ofDay.map((a: Json) => [a.kind, a.message])).toEqual([
      ["corrected", "Error corregido: Ana Ríos sí asistió"],
      // Ana's file does not say her sex: a sentence that needs no agreement (issue 34).
      ["absent", "Ana Ríos: Ausente el martes 17 de marzo."],
    ]);
    expect(ofDay.every((a: Json) => a.sentAt === null)).toBe(true);
    // Another family sees nothing of Ana; a teacher does not read the families' alerts.
    expect((await rest(parentC, "GET", "/api/attendance/alerts")).json().alerts).toEqual([]);
    expect((await rest(teacher, "GET", "/api/attendance/alerts")).statusCode).toBe(403);
  });
});

describe("attendance: excuses", () => {
  it("a parent excuses their child's absence; the teacher accepts it and the Ausente becomes Excusa", async () => {
    const date = "2026-03-18";
    await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: "absent" }]);
    const sent = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date, text: "Tuvo cita médica." });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Excusa enviada");
    expect(sent.json().excuse).toMatchObject({ studentId: kids.ana, status: "pending", studentName: "Ana Ríos" });
    const id = sent.json().excuse.id;

    const again = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date, text: "Otra vez" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ya hay una excusa para ese estudiante y ese día.");

    const pending = await rest(teacher, "GET", "/api/attendance/excuses?status=pending");
    expect(pending.json().excuses.map((e: Json) => e.id)).toContain(id);
    // A teacher who does not teach Ana neither sees nor accepts it.
    expect((await rest(classTeacher, "GET", "/api/attendance/excuses")).json().excuses.map((e: Json) => e.id)).not.toContain(id);
    const stranger = await rest(classTeacher, "POST", `/api/attendance/excuses/${id}/accept`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("Solo puedes revisar excusas de tus estudiantes.");

    const accepted = await rest(teacher, "POST", `/api/attendance/excuses/${id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe("Excusa aceptada");
    expect(accepted.json().excuse).toMatchObject({ status: "accepted", decidedBy: { id: teacher.id, name: "Marta Gómez" } });
    const ana = rowOf((await register(teacher, "Tribu 1", date)).json(), kids.ana);
    expect([ana.mark, ana.label]).toEqual(["excused", "Excusa"]);
    expect(ana.corrections.at(-1)).toMatchObject({ from: "absent", to: "excused", by: { id: teacher.id } });
    expect((await rest(teacher, "POST", `/api/attendance/excuses/${id}/accept`)).statusCode).toBe(409);
  });

  it("an excuse sent before the register makes the child start as Excusa, and no absence alert goes out", async () => {
    const date = "2026-03-19";
    const sent = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date, text: "Viaje familiar." });
    expect(sent.statusCode).toBe(201);
    await rest(admin, "POST", `/api/attendance/excuses/${sent.json().excuse.id}/accept`);
    expect(rowOf((await register(teacher, "Tribu 1", date)).json(), kids.ana).mark).toBe("excused");
    const saved = await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: "absent" }]);
    expect(saved.json().alerts).toEqual({ absent: 0, corrected: 0 });
    expect(rowOf(saved.json().register, kids.ana).mark).toBe("excused");
  });

  it("a parent cannot excuse another family's child; only parents send excuses", async () => {
    const other = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.carla, date: "2026-03-18", text: "Enferma" });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Solo puedes enviar excusas de tus propios hijos.");
    expect((await rest(teacher, "POST", "/api/attendance/excuses", { studentId: kids.ana, date: "2026-03-18", text: "x" })).statusCode).toBe(403);
    const empty = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date: "2026-03-20", text: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Escribe el motivo de la excusa.");
    const sunday = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date: "2026-03-22", text: "Enferma" });
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toBe("El domingo no es día de clases.");
    // Parents see only their own children's excuses.
    expect((await rest(parentC, "GET", "/api/attendance/excuses")).json().excuses).toEqual([]);
  });
});

describe("attendance: the month's figures", () => {
  it("per student and per tribe: percentage attended (Tarde counts as attended), days absent, late arrivals", async () => {
    const days: [string, string, string][] = [
      ["2026-05-04", "present", "present"],
      ["2026-05-05", "present", "late"],
      ["2026-05-06", "present", "absent"],
      ["2026-05-07", "present", "excused"],
    ];
    for (const [date, ana, beto] of days) {
      const response = await save(teacher, "Tribu 1", date, [
        { studentId: kids.ana, mark: ana },
        { studentId: kids.beto, mark: beto },
      ]);
      expect(response.statusCode).toBe(200);
    }
    const tribe = await rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201&month=2026-05");
    expect(tribe.statusCode).toBe(200);
    expect(tribe.json().totals).toEqual({ markedDays: 8, present: 5, late: 1, absent: 1, excused: 1, daysAbsent: 2, attendedPercent: 75 });
    expect(tribe.json().students.map((s: Json) => [s.name, s.attendedPercent, s.daysAbsent, s.late])).toEqual([
      ["Ana Ríos", 100, 0, 0],
      ["Beto Lara", 50, 2, 1],
    ]);

    const mine = await rest(parentA, "GET", `/api/attendance/summary?studentId=${kids.ana}&month=2026-05`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().totals).toMatchObject({ markedDays: 4, attendedPercent: 100, daysAbsent: 0 });
    const march = await rest(parentA, "GET", `/api/attendance/summary?studentId=${kids.ana}&month=2026-03`);
    // 10 Mar present (corrected), 12 Mar present (the whole register is saved), 17 Mar absent, 18 and 19 Mar excused.
    expect(march.json().totals).toMatchObject({ markedDays: 5, present: 2, absent: 1, excused: 2, daysAbsent: 3, attendedPercent: 40 });

    expect((await rest(parentA, "GET", `/api/attendance/summary?studentId=${kids.beto}&month=2026-05`)).statusCode).toBe(403);
    expect((await rest(parentA, "GET", "/api/attendance/summary?tribe=Tribu%201&month=2026-05")).statusCode).toBe(403);
    expect((await rest(classTeacher, "GET", "/api/attendance/summary?tribe=Tribu%201&month=2026-05")).statusCode).toBe(403);
    expect((await rest(student, "GET", `/api/attendance/summary?studentId=${kids.ana}&month=2026-05`)).statusCode).toBe(403);
    // A teacher who takes only Carla in Tribu 2 sees only her figures there; the admin sees the whole tribe.
    expect((await save(admin, "Tribu 2", "2026-05-04", [{ studentId: kids.dani, mark: "absent" }])).statusCode).toBe(200);
    const viaClass = (await rest(classTeacher, "GET", "/api/attendance/summary?tribe=Tribu%202&month=2026-05")).json();
    expect([viaClass.students.map((s: Json) => s.name), viaClass.totals.markedDays, viaClass.totals.absent]).toEqual([["Carla Mora"], 1, 0]);
    const whole = (await rest(admin, "GET", "/api/attendance/summary?tribe=Tribu%202&month=2026-05")).json();
    expect([whole.students.map((s: Json) => s.name), whole.totals.markedDays, whole.totals.absent]).toEqual([["Carla Mora", "Dani Paz"], 2, 1]);
    const neither = await rest(admin, "GET", "/api/attendance/summary?month=2026-05");
    expect([neither.statusCode, neither.json().message]).toEqual([400, "Elige un estudiante o una tribu."]);
  });
});

describe("attendance: the school calendar", () => {
  it("prefills a year with Monday to Friday and Colombia's holidays; only an admin changes it", async () => {
    const next = await rest(teacher, "GET", "/api/attendance/calendar?year=2027");
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ year: 2027, schoolDays: [1, 2, 3, 4, 5], saved: false, periods: [] });
    expect(next.json().holidays).toHaveLength(18);
    expect(next.json().holidays[0]).toEqual({ date: "2027-01-01", name: "Año Nuevo" });

    const current = (await rest(admin, "GET", "/api/attendance/calendar?year=2026")).json();
    expect(current.saved).toBe(true);
    expect(current.periods.map((p: Json) => p.name)).toEqual(["Primer semestre", "Segundo semestre"]);

    expect((await rest(teacher, "PUT", "/api/attendance/calendar", { year: 2027, schoolDays: [1], holidays: [], periods: [] })).statusCode).toBe(403);
    const overlap = await rest(admin, "PUT", "/api/attendance/calendar", {
      year: 2027,
      schoolDays: [1, 2, 3, 4, 5],
      holidays: [],
      periods: [
        { name: "A", start: "2027-02-01", end: "2027-06-30" },
        { name: "B", start: "2027-06-01", end: "2027-11-30" },
      ],
    });
    expect([overlap.statusCode, overlap.json().message]).toEqual([400, "Los periodos no pueden cruzarse."]);
    const wrongYear = await rest(admin, "PUT", "/api/attendance/calendar", { year: 2027, schoolDays: [1, 2, 3, 4, 5], holidays: [{ date: "2026-12-31", name: "X" }], periods: [] });
    expect([wrongYear.statusCode, wrongYear.json().message]).toEqual([400, "Cada festivo debe ser del año que estás guardando."]);
    const noDays = await rest(admin, "PUT", "/api/attendance/calendar", { year: 2027, schoolDays: [], holidays: [], periods: [] });
    expect([noDays.statusCode, noDays.json().message]).toEqual([400, "Elige al menos un día de clases."]);
  });

  it("a Saturday becomes a school day once the admin adds it, and a saved holiday is no school day", async () => {
    const current = (await rest(admin, "GET", "/api/attendance/calendar?year=2026")).json();
    const saved = await rest(admin, "PUT", "/api/attendance/calendar", {
      year: 2026,
      schoolDays: [1, 2, 3, 4, 5, 6],
      holidays: [...current.holidays, { date: "2026-03-25", name: "Día de la familia" }],
      periods: current.periods,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("Calendario escolar guardado");
    expect((await register(teacher, "Tribu 1", "2026-03-14")).statusCode).toBe(200);
    const family = await register(teacher, "Tribu 1", "2026-03-25");
    expect([family.statusCode, family.json().message]).toEqual([400, "El 2026-03-25 es festivo (Día de la familia): no hay clases."]);
    // Back to Monday to Friday for the other tests.
    await rest(admin, "PUT", "/api/attendance/calendar", { ...current, year: 2026 });
  });
});

describe("attendance: the same register saved many times at once", () => {
  it("20 simultaneous saves of one register all answer 2xx, keep one mark per child and send one absence alert", async () => {
    const date = "2026-04-21";
    const answers = await Promise.all(Array.from({ length: 20 }, () => save(teacher, "Tribu 1", date, [{ studentId: kids.beto, mark: "absent" }])));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const marks = await platform.db.selectFrom("attendanceMarks").select(["studentId"]).where("date", "=", date).execute();
    expect(marks.filter((m) => m.studentId === kids.beto)).toHaveLength(1);
    const alerts = answers.reduce((sum, a) => sum + a.json().alerts.absent, 0);
    expect(alerts).toBe(1);
    expect(rowOf((await register(teacher, "Tribu 1", date)).json(), kids.beto).mark).toBe("absent");
  });
});

const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

describe("attendance: an excuse with a file", () => {
  it("a parent sends an excuse with a PDF (multipart); the file is stored 0600 under a generated name and read by the parent, the child's teacher and admins only", async () => {
    const date = "2026-03-24";
    const sent = await upload(parentA, "POST", "/api/attendance/excuses", { studentId: String(kids.ana), date, text: "Cita médica, adjunto la constancia." }, { name: "constancia.pdf", content: pdf(), type: "application/pdf" });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toBe("Excusa enviada");
    const excuse = sent.json().excuse;
    expect(excuse.file).toEqual({ name: "constancia.pdf", size: pdf().length, mimeType: "application/pdf", url: `/api/attendance/excuses/${excuse.id}/file` });

    const stored = await platform.db.selectFrom("files").select(["storageName", "purpose", "ownerId"]).where("originalName", "=", "constancia.pdf").executeTakeFirstOrThrow();
    expect(stored.storageName).not.toContain("constancia");
    expect(stored).toMatchObject({ purpose: "attendance-excuse", ownerId: parentA.id });
    expect(statSync(join(platform.dataDir, "uploads", stored.storageName)).mode & 0o777).toBe(0o600);

    for (const [who, as] of [["the parent who sent it", parentA], ["the child's teacher", teacher], ["an admin", admin]] as const) {
      const file = await rest(as, "GET", excuse.file.url);
      expect({ who, status: file.statusCode }).toEqual({ who, status: 200 });
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toContain("attachment");
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    for (const [who, as] of [["a teacher who does not teach Ana", classTeacher], ["another family", parentC], ["the student", student]] as const) {
      const refused = await rest(as, "GET", excuse.file.url);
      expect({ who, status: refused.statusCode, message: refused.json().message }).toEqual({
        who,
        status: 403,
        message: "Solo la familia que envió la excusa, sus docentes y los administradores ven ese archivo.",
      });
    }
    expect((await rest(platform, "GET", excuse.file.url)).statusCode).toBe(401);
    // The teacher's list shows the file with the excuse.
    const listed = (await rest(teacher, "GET", "/api/attendance/excuses")).json().excuses.find((e: Json) => e.id === excuse.id);
    expect(listed.file.name).toBe("constancia.pdf");
    // An excuse without a file has none to read.
    const plain = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: kids.ana, date: "2026-03-26", text: "Gripa" });
    expect(plain.json().excuse.file).toBeNull();
    const none = await rest(admin, "GET", `/api/attendance/excuses/${plain.json().excuse.id}/file`);
    expect([none.statusCode, none.json().message]).toEqual([404, "Esa excusa no tiene archivo."]);
  });

  it("refuses a file that is not a PDF or a picture, or is too big, in Spanish, and keeps no excuse nor file", async () => {
    const date = "2026-03-27";
    const filesBefore = (await platform.db.selectFrom("files").select("id").execute()).length;
    const fields = { studentId: String(kids.ana), date, text: "Enfermo" };
    const exe = await upload(parentA, "POST", "/api/attendance/excuses", fields, { name: "excusa.pdf", content: Buffer.from("MZ\x90\x00\x03\x00\x00\x00binario"), type: "application/pdf" });
    expect([exe.statusCode, exe.json().message]).toEqual([415, "La excusa solo lleva un PDF o una foto (JPG, PNG, GIF o WEBP)."]);
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(parentA, "POST", "/api/attendance/excuses", fields, { name: "excusa.pdf", content: big, type: "application/pdf" });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, "El archivo no puede ser mayor a 10MB"]);
    // Another family's child is refused before the file is read.
    const other = await upload(parentA, "POST", "/api/attendance/excuses", { ...fields, studentId: String(kids.carla) }, { name: "foto.png", content: validPng(), type: "image/png" });
    expect([other.statusCode, other.json().message]).toEqual([403, "Solo puedes enviar excusas de tus propios hijos."]);
    expect((await platform.db.selectFrom("files").select("id").execute()).length).toBe(filesBefore);
    expect((await rest(parentA, "GET", "/api/attendance/excuses")).json().excuses.filter((e: Json) => e.date === date)).toEqual([]);
    // A picture is fine.
    const photo = await upload(parentA, "POST", "/api/attendance/excuses", fields, { name: "foto.png", content: validPng(), type: "image/png" });
    expect([photo.statusCode, photo.json().excuse.file.mimeType]).toEqual([201, "image/png"]);
  });
});

describe("attendance: the figures of a period", () => {
  it("per tribe and per student, for a period of the calendar instead of a month", async () => {
    for (const [date, ana, beto] of [
      ["2026-08-03", "absent", "late"],
      ["2026-08-04", "present", "present"],
    ] as const) {
      expect((await save(teacher, "Tribu 1", date, [{ studentId: kids.ana, mark: ana }, { studentId: kids.beto, mark: beto }])).statusCode).toBe(200);
    }
    const tribe = await rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201&period=2026-07-06");
    expect(tribe.statusCode).toBe(200);
    expect(tribe.json()).toMatchObject({ month: null, period: { name: "Segundo semestre", start: "2026-07-06", end: "2026-11-27" } });
    expect(tribe.json().totals).toEqual({ markedDays: 4, present: 2, late: 1, absent: 1, excused: 0, daysAbsent: 1, attendedPercent: 75 });
    expect(tribe.json().students.map((s: Json) => [s.name, s.attendedPercent, s.daysAbsent, s.late])).toEqual([
      ["Ana Ríos", 50, 1, 0],
      ["Beto Lara", 100, 0, 1],
    ]);
    const child = await rest(parentA, "GET", `/api/attendance/summary?studentId=${kids.ana}&period=2026-07-06`);
    expect(child.json().totals).toMatchObject({ markedDays: 2, attendedPercent: 50, daysAbsent: 1, late: 0 });

    const both = await rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201&month=2026-08&period=2026-07-06");
    expect([both.statusCode, both.json().message]).toEqual([400, "Elige un mes o un periodo."]);
    const neither = await rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201");
    expect([neither.statusCode, neither.json().message]).toEqual([400, "Elige un mes o un periodo."]);
    const unknown = await rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201&period=2026-07-07");
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Ese periodo no está en el calendario escolar."]);
    const garbage = await rest(teacher, "GET", "/api/attendance/summary?tribe=Tribu%201&period=segundo");
    expect([garbage.statusCode, garbage.json().message]).toEqual([400, "Ese periodo no está en el calendario escolar."]);
  });
});

describe("attendance in the student's export and erasure", () => {
  it("the export holds the child's marks, excuses with their file, and alerts; erasing the child removes them all", async () => {
    const eva = (await signedIn(platform, "student", { firstName: "Eva", lastName: "Sol", tribe: "Tribu 3" })).id;
    const parentE = await signedIn(platform, "parent");
    await linkParent(platform.db, parentE.id, eva);
    expect((await save(admin, "Tribu 3", "2026-03-30", [{ studentId: eva, mark: "absent" }])).json().alerts).toEqual({ absent: 1, corrected: 0 });
    const sent = await upload(parentE, "POST", "/api/attendance/excuses", { studentId: String(eva), date: "2026-03-30", text: "Fiebre" }, { name: "receta.png", content: validPng(), type: "image/png" });
    expect(sent.statusCode).toBe(201);

    const exported = await rest(parentE, "GET", `/api/students/${eva}/export`);
    expect(exported.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const data = JSON.parse(strFromU8(zip["datos.json"] as Uint8Array));
    expect(strFromU8(zip["LEEME.txt"] as Uint8Array)).toContain("asistencia con sus excusas y avisos");
    expect(data.tablas.attendance_marks.map((r: Json) => [r.date, r.mark])).toEqual([["2026-03-30", "absent"]]);
    expect(data.tablas.attendance_excuses.map((r: Json) => [r.date, r.text])).toEqual([["2026-03-30", "Fiebre"]]);
    expect(data.tablas.attendance_alerts.map((r: Json) => [r.date, r.kind, r.message])).toEqual([["2026-03-30", "absent", "Eva Sol: Ausente el lunes 30 de marzo."]]);
    const file = data.archivos.find((f: Json) => f.originalName === "receta.png");
    expect(file.archivo).toMatch(/^archivos\/\d+-receta\.png$/);
    expect(zip[file.archivo]?.length).toBe(validPng().length);

    const storage = (await platform.db.selectFrom("files").select("storageName").where("originalName", "=", "receta.png").executeTakeFirstOrThrow()).storageName;
    const erased = await rest(admin, "POST", `/api/students/${eva}/erase`, { confirmation: "Eva Sol" });
    expect(erased.statusCode).toBe(200);
    for (const table of ["attendanceMarks", "attendanceChanges", "attendanceExcuses", "attendanceAlerts"] as const) {
      expect({ table, rows: (await platform.db.selectFrom(table).select("id").where("studentId", "=", eva).execute()).length }).toEqual({ table, rows: 0 });
    }
    expect(await platform.db.selectFrom("files").select("id").where("storageName", "=", storage).execute()).toEqual([]);
    expect(() => statSync(join(platform.dataDir, "uploads", storage))).toThrow();
  });
});

describe("attendance: the register kept between reads (issue 38)", () => {
  it("shows another adult's save on the teacher's next read, and a teacher of another tribe is still refused", async () => {
    const day = "2026-04-29";
    const first = await register(teacher, "Tribu 1", day);
    expect(first.statusCode).toBe(200);
    expect(rowOf(first.json(), kids.beto).mark).not.toBe("late");
    expect((await register(teacher, "Tribu 1", day)).json()).toEqual(first.json());
    expect((await save(admin, "Tribu 1", day, [{ studentId: kids.beto, mark: "late", note: "Llegó con su abuela" }])).statusCode).toBe(200);
    expect(rowOf((await register(teacher, "Tribu 1", day)).json(), kids.beto)).toMatchObject({ mark: "late", note: "Llegó con su abuela" });
    // The kept answer is the teacher's: the same register asked by someone without the tribe is refused as before.
    const other = await signedIn(platform, "teacher", { tribe: "Tribu 3" });
    expect((await register(other, "Tribu 1", day)).statusCode).toBe(403);
    expect((await register(parentA, "Tribu 1", day)).statusCode).toBe(403);
  });
});
