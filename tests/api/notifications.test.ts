import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../../server/domains/notifications/notify.js";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createClass, createModule, enrol, linkParent } from "./people-helpers.js";

/**
 * The notification centre (issue 25), on both engines: each person's own list with the unread
 * count, once-an-hour folding, marking read, preferences, and the domains that make the items.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor; // Tribu 1
let parentA: Actor; // Ana's
let parentB: Actor;
let ana: Actor; // student, Tribu 1
let otherTeacher: Actor; // Tribu 2
const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n");

const list = async (as: Actor, query = "") => (await rest(as, "GET", `/api/notifications${query}`)).json();
const newest = async (as: Actor, kind: string) => (await list(as)).notifications.find((n: Json) => n.kind === kind);

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform, { firstName: "Sara", lastName: "Directora" });
  teacher = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Lucía", lastName: "Paz", tribe: "Tribu 2" });
  parentA = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Ríos" });
  parentB = await signedIn(platform, "parent", { firstName: "Pedro", lastName: "Lara" });
  ana = await signedIn(platform, "student", { firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" });
  await linkParent(platform.db, parentA.id, ana.id);
});

afterAll(async () => {
  await platform?.close();
});

describe("notifications: the list, folding and reading", () => {
  it("starts empty, then lists the caller's own items newest first with the unread count, paged", async () => {
    const user = await signedIn(platform, "parent");
    expect(await list(user)).toEqual({ notifications: [], unread: 0, total: 0, page: 1, pageSize: 20, awaitingPlacement: false });
    await notify(platform.db, { userIds: [user.id], kind: "receipt", title: "Ficha aprobada", body: "Marzo", link: "/dashboard/payments", at: "2026-03-02T14:05:00.000Z" });
    await notify(platform.db, { userIds: [user.id], kind: "grade", title: "Nueva nota", body: "4,5", link: "/dashboard/work-submissions", at: "2026-03-02T15:05:00.000Z" });
    const body = await list(user);
    expect(body.notifications.map((n: Json) => [n.kind, n.title, n.readAt])).toEqual([
      ["grade", "Nueva nota", null],
      ["receipt", "Ficha aprobada", null],
    ]);
    expect(body.unread).toBe(2);
    const paged = await list(user, "?page=2&pageSize=1");
    expect(paged).toMatchObject({ total: 2, unread: 2, page: 2, pageSize: 1 });
    expect(paged.notifications.map((n: Json) => n.title)).toEqual(["Ficha aprobada"]);
    expect((await rest(user, "GET", "/api/notifications?pageSize=500")).statusCode).toBe(400);
  });

  it("folds a second item of the same kind within the hour into the first: one item, new text, its count, unread again", async () => {
    const user = await signedIn(platform, "parent");
    const at = (time: string) => `2026-03-03T${time}:00.000Z`;
    await notify(platform.db, { userIds: [user.id], kind: "absence", title: "Ausencia de Ana", body: "Primera", link: "/a", at: at("14:05") });
    const first = (await list(user)).notifications[0];
    expect((await rest(user, "POST", `/api/notifications/${first.id}/read`)).json()).toMatchObject({ success: true, unread: 0 });
    await notify(platform.db, { userIds: [user.id], kind: "absence", title: "Ausencia de Beto", body: "Segunda", link: "/b", at: at("14:40") });
    await notify(platform.db, { userIds: [user.id], kind: "grade", title: "Nota", body: "Otra clase de aviso", link: "/c", at: at("14:41") });
    let body = await list(user);
    expect(body.total).toBe(2);
    expect(body.notifications.find((n: Json) => n.kind === "absence")).toMatchObject({ id: first.id, title: "Ausencia de Beto", body: "Segunda", link: "/b", count: 2, readAt: null });
    // The next hour starts a new one.
    await notify(platform.db, { userIds: [user.id], kind: "absence", title: "Ausencia de Ana", body: "Tercera", link: "/a", at: at("15:01") });
    body = await list(user);
    expect(body.total).toBe(3);
    expect(body.notifications[0]).toMatchObject({ kind: "absence", body: "Tercera", count: 1 });
  });

  it("marks one read when opened and all read at once; only the caller's own (404 for anyone else's)", async () => {
    const user = await signedIn(platform, "parent");
    const other = await signedIn(platform, "parent");
    await notify(platform.db, { userIds: [user.id, other.id], kind: "announcement", title: "Salida pedagógica", body: "Viernes", link: "/dashboard/comunicados" });
    await notify(platform.db, { userIds: [user.id], kind: "receipt", title: "Ficha aprobada", body: "Abril", link: "/dashboard/payments" });
    const mine = (await list(user)).notifications;
    const theirs = (await list(other)).notifications[0];
    const refused = await rest(user, "POST", `/api/notifications/${theirs.id}/read`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("La notificación no existe.");
    expect((await rest(user, "POST", "/api/notifications/abc/read")).statusCode).toBe(400);
    expect((await list(other)).unread).toBe(1);

    const read = await rest(user, "POST", `/api/notifications/${mine[0].id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ success: true, message: "Notificación marcada como leída", unread: 1, notification: { id: mine[0].id, readAt: expect.any(String) } });
    const all = await rest(user, "POST", "/api/notifications/read-all");
    expect(all.json()).toEqual({ success: true, message: "Todas las notificaciones están marcadas como leídas", marked: 1, unread: 0 });
    expect((await list(other)).unread).toBe(1);
    expect((await trpc(other).notifications.list({})).unread).toBe(1);
    expect((await rest({ app: platform.app, services: platform.services }, "GET", "/api/notifications")).statusCode).toBe(401);
  });
});

describe("notifications: preferences", () => {
  it("per kind app or digest and the digest's hour; a night hour is sent at 7:00; bad input is a 400 in Spanish", async () => {
    const user = await signedIn(platform, "parent");
    const start = (await rest(user, "GET", "/api/notifications/preferences")).json();
    expect(start).toMatchObject({ digestHour: 18, sendsAt: 18, emailConfigured: false, relevant: ["absence", "grade", "reportCard", "finalReport", "receipt", "announcement"] });
    expect(start.kinds.grade).toBe("app");
    const saved = await rest(user, "PUT", "/api/notifications/preferences", { kinds: { grade: "digest", receipt: "digest" }, digestHour: 21 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: "Preferencias de notificaciones guardadas", preferences: { digestHour: 21, sendsAt: 7 } });
    expect(saved.json().preferences.kinds).toMatchObject({ grade: "digest", receipt: "digest", absence: "app" });
    const again = await rest(user, "PUT", "/api/notifications/preferences", { kinds: { receipt: "app" } });
    expect(again.json().preferences).toMatchObject({ digestHour: 21, kinds: { grade: "digest", receipt: "app" } });

    const badHour = await rest(user, "PUT", "/api/notifications/preferences", { digestHour: 24 });
    expect(badHour.statusCode).toBe(400);
    expect(badHour.json().message).toBe("La hora del resumen debe ser un número entero de 0 a 23.");
    expect((await rest(user, "PUT", "/api/notifications/preferences", { digestHour: 7.5 })).json().message).toBe("La hora del resumen debe ser un número entero de 0 a 23.");
    const badDelivery = await rest(user, "PUT", "/api/notifications/preferences", { kinds: { grade: "sms" } });
    expect(badDelivery.statusCode).toBe(400);
    expect(badDelivery.json().message).toBe("Elige «Solo en la aplicación» o «También en el resumen diario por correo».");
    const badKind = await rest(user, "PUT", "/api/notifications/preferences", { kinds: { chismes: "app" } });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe("Tipo de notificación no válido.");
    expect((await rest(user, "GET", "/api/notifications/preferences")).json()).toMatchObject({ digestHour: 21 });
  });
});

describe("notifications: the domains that make them", () => {
  it("a hand-in tells the teachers of the student's tribe there is work to review; the review tells the student and the family (grade)", async () => {
    const moduleId = await createModule(platform.db, teacher.id, { title: "Fracciones", tribe: "Tribu 1" });
    const handIn = await upload(ana, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Mi trabajo de fracciones" });
    expect(handIn.statusCode).toBe(201);
    expect(await newest(teacher, "review")).toMatchObject({ title: "Trabajo por revisar", body: "Ana Ríos entregó «Fracciones».", link: "/dashboard/student-work" });
    expect(await newest(otherTeacher, "review")).toBeUndefined();

    const id = handIn.json().submission.id;
    const reviewed = await rest(teacher, "PUT", `/api/student-work-submissions/${id}/review`, { status: "APPROVED", grade: 4.5, teacherFeedback: "¡Muy bien!" });
    expect(reviewed.statusCode).toBe(200);
    // The child reads her teacher's words and no grade: her tribe does not show grades (issue 37).
    expect(await newest(ana, "grade")).toMatchObject({ title: "Tu profe revisó tu trabajo «Fracciones»", body: "Tu profe te dice: ¡Muy bien!", link: "/dashboard/mis-modulos" });
    expect(await newest(parentA, "grade")).toMatchObject({ title: "Trabajo de Ana revisado: «Fracciones»", body: "Nota: 4,5. Comentario: ¡Muy bien!", link: "/dashboard/work-submissions" });
    expect(await newest(parentB, "grade")).toBeUndefined();
  });

  it("a receipt sent tells the admins there is one to review; reviewed, it tells its parent (receipt)", async () => {
    const sent = await upload(parentA, "POST", "/api/payments", { month: "03", year: "2026" }, { name: "marzo.pdf", content: pdfBytes });
    expect(sent.statusCode).toBe(201);
    expect(await newest(admin, "review")).toMatchObject({ title: "Ficha de pago por revisar", body: "Carolina Ríos envió la ficha de marzo de 2026.", link: "/dashboard/admin-payments" });
    expect((await list(teacher)).notifications.some((n: Json) => n.title === "Ficha de pago por revisar")).toBe(false);
    await rest(admin, "PUT", `/api/payments/${sent.json().payment.id}/review`, { status: "rejected", notes: "La imagen no se lee." });
    expect(await newest(parentA, "receipt")).toMatchObject({ title: "Ficha de pago rechazada", body: "La ficha de marzo de 2026 fue rechazada. La imagen no se lee.", link: "/dashboard/payments" });
    expect(await newest(parentB, "receipt")).toBeUndefined();
  });

  it("an absence tells the child's family (absence); their excuse tells the child's teacher (excuse)", async () => {
    const calendar = await rest(admin, "PUT", "/api/attendance/calendar", {
      year: 2026,
      schoolDays: [1, 2, 3, 4, 5],
      holidays: (await rest(admin, "GET", "/api/attendance/calendar?year=2026")).json().holidays,
      periods: [{ name: "Primer semestre", start: "2026-02-02", end: "2026-06-12" }],
    });
    expect(calendar.statusCode).toBe(200);
    const saved = await rest(teacher, "PUT", "/api/attendance/register", { tribe: "Tribu 1", date: "2026-03-10", marks: [{ studentId: ana.id, mark: "absent" }] });
    expect(saved.statusCode).toBe(200);
    expect(await newest(parentA, "absence")).toMatchObject({ title: "Ausencia de Ana", body: "Ana Ríos: Ausente el martes 10 de marzo.", link: `/dashboard/children/${ana.id}/attendance` });
    expect(await newest(parentB, "absence")).toBeUndefined();
    // Corrected to present: the family is told (folded into the same item within the hour).
    await rest(teacher, "PUT", "/api/attendance/register", { tribe: "Tribu 1", date: "2026-03-10", marks: [{ studentId: ana.id, mark: "present" }] });
    expect(await newest(parentA, "absence")).toMatchObject({ title: "Asistencia de Ana corregida", body: "Error corregido: Ana Ríos sí asistió", readAt: null });

    const excuse = await rest(parentA, "POST", "/api/attendance/excuses", { studentId: ana.id, date: "2026-03-10", text: "Tuvo cita médica." });
    expect(excuse.statusCode).toBe(201);
    expect(await newest(teacher, "excuse")).toMatchObject({ title: "Excusa de la familia de Ana Ríos", body: "Para el martes 10 de marzo: Tuvo cita médica.", link: "/dashboard/asistencia" });
    expect(await newest(otherTeacher, "excuse")).toBeUndefined();
  });

  it("an announcement tells its audience; a reminder tells those still pending (announcement)", async () => {
    const published = await rest(teacher, "POST", "/api/announcements", { title: "Salida al museo", text: "El viernes vamos al museo.", scope: "tribes", tribes: ["Tribu 1"], forStudents: true });
    expect(published.statusCode).toBe(201);
    expect(await newest(parentA, "announcement")).toMatchObject({ title: "Nuevo comunicado: Salida al museo", body: "El viernes vamos al museo.", link: "/dashboard/comunicados" });
    expect(await newest(ana, "announcement")).toMatchObject({ title: "Nuevo comunicado: Salida al museo" });
    expect(await newest(parentB, "announcement")).toBeUndefined();
    await rest(parentA, "POST", "/api/notifications/read-all");
    const reminded = await rest(teacher, "POST", `/api/announcements/${published.json().announcement.id}/remind`);
    expect(reminded.statusCode).toBe(200);
    // Within the hour, the reminder folds into the same item: unread again, with the reminder's text.
    expect(await newest(parentA, "announcement")).toMatchObject({ title: "Recordatorio: Salida al museo", count: 2, readAt: null });
  });

  it("a new task tells the students it is for (task)", async () => {
    const classId = await createClass(platform.db, teacher.id, "Ciencias");
    await enrol(platform.db, ana.id, classId);
    const created = await rest(teacher, "POST", "/api/assignments", { title: "Traer una hoja seca", classId, dueDate: "2026-12-04" });
    expect(created.statusCode).toBe(201);
    expect(await newest(ana, "task")).toMatchObject({ title: "Nueva tarea: Traer una hoja seca", body: "Ciencias · para el viernes 4 de diciembre", link: "/dashboard/mis-tareas" });
    expect(await newest(parentA, "task")).toBeUndefined();
  });
});

describe("notifications: a child's words (issue 37)", () => {
  it("a child whose tribe shows grades reads the level word (Superior, Alto, Básico, Bajo), never the number; her family reads the number", async () => {
    const moduleId = await createModule(platform.db, teacher.id, { title: "Sumas", tribe: "Tribu 1" });
    const review = async (grade: number, teacherFeedback?: string) => {
      const handIn = await upload(ana, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Mis sumas" });
      expect([200, 201]).toContain(handIn.statusCode);
      const reviewed = await rest(teacher, "PUT", `/api/student-work-submissions/${handIn.json().submission.id}/review`, { status: "APPROVED", grade, teacherFeedback });
      expect(reviewed.statusCode).toBe(200);
    };
    // Grades off (no setting): no grade at all, and a calm sentence when there is no comment either.
    await review(7.2);
    expect(await newest(ana, "grade")).toMatchObject({ title: "Tu profe revisó tu trabajo «Sumas»", body: "Ábrelo para ver lo que te dijo tu profe." });
    expect((await newest(ana, "grade")).body).not.toMatch(/\d/);
    expect(await newest(parentA, "grade")).toMatchObject({ body: "Nota: 7,2." });

    // The school shows grades to Tribu 1's children: the level word of the school's scale.
    await platform.db.insertInto("schoolSettings").values({ key: "childGradesTribes", value: JSON.stringify(["Tribu 1"]), updatedById: admin.id, updatedAt: new Date().toISOString() }).execute();
    try {
      await review(7.2, "Revisa la última suma.");
      expect(await newest(ana, "grade")).toMatchObject({ body: "Tu profe te dice: Revisa la última suma. Tu desempeño: Básico." });
      expect(await newest(parentA, "grade")).toMatchObject({ body: "Nota: 7,2. Comentario: Revisa la última suma." });
      await review(9.5);
      expect(await newest(ana, "grade")).toMatchObject({ body: "Tu desempeño: Superior." });
      // Another tribe's setting does not show Ana's grades; a damaged row reads as none.
      await platform.db.updateTable("schoolSettings").set({ value: JSON.stringify(["Tribu 2"]) }).where("key", "=", "childGradesTribes").execute();
      await review(8.4);
      expect(await newest(ana, "grade")).toMatchObject({ body: "Ábrelo para ver lo que te dijo tu profe." });
      await platform.db.updateTable("schoolSettings").set({ value: "{roto" }).where("key", "=", "childGradesTribes").execute();
      await review(5);
      expect(await newest(ana, "grade")).toMatchObject({ body: "Ábrelo para ver lo que te dijo tu profe." });
    } finally {
      await platform.db.deleteFrom("schoolSettings").where("key", "=", "childGradesTribes").execute();
    }
  });
});

describe("notifications: a stranger's account (issue 33)", () => {
  it("a self-registered account gets no notices of the school and reads none until an admin places it in a tribe", async () => {
    const registered = await rest(platform, "POST", "/api/register", { email: `extrano-${Date.now()}@example.com`, password: "una-clave-larga-9", firstName: "Elio", lastName: "Extraño" });
    expect(registered.statusCode).toBe(201);
    const id = registered.json().user.id as number;
    const stranger = { app: platform.app, services: platform.services, token: registered.json().token as string };
    // A whole-school announcement does not reach him.
    const made = await rest(admin, "POST", "/api/announcements", { title: "A todo el colegio", text: "Mañana no hay clase.", scope: "school", forFamilies: true, forStudents: true });
    expect(made.statusCode).toBe(201);
    expect(await platform.db.selectFrom("notifications").select("id").where("userId", "=", id).execute()).toEqual([]);
    // Whatever was stored for him before, he reads nothing of it yet; the answer says why.
    await notify(platform.db, { userIds: [id], kind: "announcement", title: "Aviso anterior", body: "Texto", link: "/dashboard", at: new Date().toISOString() });
    const before = await rest(stranger, "GET", "/api/notifications");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ notifications: [], unread: 0, total: 0, page: 1, pageSize: 20, awaitingPlacement: true });
    expect(await trpc(stranger).notifications.list({})).toMatchObject({ notifications: [], awaitingPlacement: true });
    expect((await rest(admin, "PUT", `/api/users/${id}`, { tribe: "Tribu 1" })).statusCode).toBe(200);
    const after = (await rest(stranger, "GET", "/api/notifications")).json();
    expect(after).toMatchObject({ total: 1, awaitingPlacement: false });
    expect(after.notifications.map((n: Json) => n.title)).toEqual(["Aviso anterior"]);
  });
});
