import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnnouncementsService } from "../../server/domains/announcements/announcements.service.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol, linkParent } from "./people-helpers.js";

/**
 * Announcements (issue 25), on both engines. The school: Marta teaches Tribu 1 (Ana, Beto);
 * Camilo has no tribe and teaches the class Ciencias (Carla, of Tribu 2); Dani is in Tribu 2 too.
 * Each child has one parent. Every test writes announcements of its own, with titles of its own.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

let platform: TestPlatform;
let admin: Actor;
let marta: Actor; // teacher of Tribu 1
let camilo: Actor; // teacher of the class Ciencias
let ana: Actor; // student, Tribu 1
let carla: Actor; // student, Tribu 2, in Ciencias
let dani: Actor; // student, Tribu 2
let betoId = 0; // student, Tribu 1
const parents = {} as Record<"ana" | "beto" | "carla" | "dani", Actor>;
let ciencias = 0;
let otherClass = 0; // taught by nobody we sign in as

const pdfBytes = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

const publish = (as: Actor, body: Record<string, unknown>) => rest(as, "POST", "/api/announcements", { text: "Texto del comunicado", ...body });
const titlesOf = (as: Actor) => rest(as, "GET", "/api/announcements?pageSize=100").then((r) => r.json().announcements.map((a: Json) => a.title) as string[]);
const only = (titles: string[], mine: string[]) => titles.filter((t) => mine.includes(t));
const storedFiles = () => readdirSync(join(platform.dataDir, "uploads")).filter((name) => !name.startsWith("."));

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform, { firstName: "Sara", lastName: "Directora" });
  marta = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  camilo = await signedIn(platform, "teacher", { firstName: "Camilo", lastName: "Ruiz" });
  ana = await signedIn(platform, "student", { firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" });
  const beto = await signedIn(platform, "student", { firstName: "Beto", lastName: "Lara", tribe: "Tribu 1" });
  betoId = beto.id;
  carla = await signedIn(platform, "student", { firstName: "Carla", lastName: "Mora", tribe: "Tribu 2" });
  dani = await signedIn(platform, "student", { firstName: "Dani", lastName: "Paz", tribe: "Tribu 2" });
  parents.ana = await signedIn(platform, "parent", { firstName: "Alba", lastName: "Ríos" });
  parents.beto = await signedIn(platform, "parent", { firstName: "Bruno", lastName: "Lara" });
  parents.carla = await signedIn(platform, "parent", { firstName: "Clara", lastName: "Mora" });
  parents.dani = await signedIn(platform, "parent", { firstName: "Diego", lastName: "Paz" });
  await linkParent(platform.db, parents.ana.id, ana.id);
  await linkParent(platform.db, parents.beto.id, beto.id);
  await linkParent(platform.db, parents.carla.id, carla.id);
  await linkParent(platform.db, parents.dani.id, dani.id);
  ciencias = await createClass(platform.db, camilo.id, "Ciencias");
  await enrol(platform.db, carla.id, ciencias);
  otherClass = await createClass(platform.db, admin.id, "Arte");
  await enrol(platform.db, dani.id, otherClass);
});

afterAll(async () => {
  await platform?.close();
});

describe("announcements: who writes to whom", () => {
  it("an admin writes to the whole school: every family gets it, and its readers are every parent", async () => {
    const made = await publish(admin, { title: "Reunión general", scope: "school" });
    expect(made.statusCode).toBe(201);
    expect(made.json().message).toBe("Comunicado publicado");
    const announcement = made.json().announcement;
    expect(announcement).toMatchObject({
      title: "Reunión general",
      text: "Texto del comunicado",
      author: { id: admin.id, name: "Sara Directora" },
      audience: { scope: "school", tribes: [], classes: [], families: true, students: false, label: "Familias de todo el colegio" },
      requiresConfirmation: false,
      attachment: null,
      mine: null,
      canManage: true,
    });
    for (const parent of Object.values(parents)) expect(await titlesOf(parent)).toContain("Reunión general");
    // For families only: the students do not get it.
    expect(await titlesOf(ana)).not.toContain("Reunión general");
    const readers = (await rest(admin, "GET", `/api/announcements/${announcement.id}/readers`)).json();
    expect(readers.readers.map((r: Json) => r.name)).toEqual(["Alba Ríos", "Bruno Lara", "Clara Mora", "Diego Paz"]);
    expect(readers.counts).toEqual({ audience: 4, read: 0, confirmed: 0, pending: 4 });
  });

  it("a teacher writes to their own tribe and the classes they teach, never to another tribe, another's class or the whole school", async () => {
    const own = await publish(marta, { title: "Salida de Tribu 1", scope: "tribes", tribes: ["Tribu 1"] });
    expect(own.statusCode).toBe(201);
    expect(own.json().announcement.audience.label).toBe("Familias de Tribu 1");

    const other = await publish(marta, { title: "Salida de Tribu 2", scope: "tribes", tribes: ["Tribu 1", "Tribu 2"] });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("Solo puedes escribir a tu tribu y a las clases que enseñas.");
    const school = await publish(marta, { title: "A todos", scope: "school" });
    expect(school.statusCode).toBe(403);
    expect(school.json().message).toBe("Solo los administradores escriben a todo el colegio.");

    const viaClass = await publish(camilo, { title: "Feria de Ciencias", scope: "classes", classIds: [ciencias], forStudents: true });
    expect(viaClass.statusCode).toBe(201);
    expect(viaClass.json().announcement.audience).toMatchObject({ classes: [{ id: ciencias, title: "Ciencias" }], label: "Familias y estudiantes de la clase Ciencias" });
    // Camilo teaches a child of Tribu 2 in his class, not Tribu 2 itself.
    expect((await publish(camilo, { title: "Tribu 2", scope: "tribes", tribes: ["Tribu 2"] })).statusCode).toBe(403);
    const notHis = await publish(camilo, { title: "Arte", scope: "classes", classIds: [otherClass] });
    expect(notHis.statusCode).toBe(403);
    expect(notHis.json().message).toBe("Solo puedes escribir a tu tribu y a las clases que enseñas.");

    // Students and families do not write.
    for (const who of [ana, parents.ana]) {
      const refused = await publish(who, { title: "Hola", scope: "school" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Solo los docentes y administradores escriben comunicados.");
    }
    // Nothing refused was stored: the teachers see only what they published.
    expect(await titlesOf(marta)).toEqual(["Salida de Tribu 1"]);
    expect(await titlesOf(camilo)).toEqual(["Feria de Ciencias"]);
  });

  it("a parent sees those for families of the school and of their children's tribes and classes, newest first, and nobody else's", async () => {
    const mine = ["P1 colegio", "P2 Tribu 1", "P3 Tribu 2", "P4 Ciencias", "P5 Arte", "P6 solo estudiantes Tribu 1"];
    expect((await publish(admin, { title: mine[0], scope: "school" })).statusCode).toBe(201);
    expect((await publish(admin, { title: mine[1], scope: "tribes", tribes: "Tribu 1" })).statusCode).toBe(201);
    expect((await publish(admin, { title: mine[2], scope: "tribes", tribes: ["Tribu 2"] })).statusCode).toBe(201);
    expect((await publish(camilo, { title: mine[3], scope: "classes", classIds: [ciencias] })).statusCode).toBe(201);
    const arte = await publish(admin, { title: mine[4], scope: "classes", classIds: String(otherClass) });
    expect(arte.statusCode).toBe(201);
    expect((await publish(admin, { title: mine[5], scope: "tribes", tribes: ["Tribu 1"], forFamilies: false, forStudents: true })).statusCode).toBe(201);

    expect(only(await titlesOf(parents.ana), mine)).toEqual(["P2 Tribu 1", "P1 colegio"]);
    expect(only(await titlesOf(parents.carla), mine)).toEqual(["P4 Ciencias", "P3 Tribu 2", "P1 colegio"]);
    expect(only(await titlesOf(parents.dani), mine)).toEqual(["P5 Arte", "P3 Tribu 2", "P1 colegio"]);
    // The students get only what is for students: Ana her tribe's.
    expect(only(await titlesOf(ana), mine)).toEqual(["P6 solo estudiantes Tribu 1"]);
    expect(only(await titlesOf(carla), mine)).toEqual([]);
    // The admin sees everything; a teacher only their own.
    expect(only(await titlesOf(admin), mine)).toEqual([...mine].reverse());
    expect(only(await titlesOf(camilo), mine)).toEqual(["P4 Ciencias"]);

    // Another family's announcement, opened by its id: 403; one that does not exist: 404.
    const arteId = arte.json().announcement.id;
    const refused = await rest(parents.ana, "GET", `/api/announcements/${arteId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("No puedes ver este comunicado.");
    expect((await rest(parents.dani, "GET", `/api/announcements/${arteId}`)).json().announcement).toMatchObject({ title: "P5 Arte", mine: { readAt: null, confirmedAt: null }, canManage: false });
    const missing = await rest(parents.ana, "GET", "/api/announcements/999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("El comunicado no existe.");
    expect((await rest(platform, "GET", "/api/announcements")).statusCode).toBe(401);

    // Paging: the newest first, in pages.
    const firstPage = (await rest(admin, "GET", "/api/announcements?pageSize=2")).json();
    expect(firstPage.announcements.map((a: Json) => a.title)).toEqual(["P6 solo estudiantes Tribu 1", "P5 Arte"]);
    expect(firstPage.total).toBeGreaterThanOrEqual(6);
  });

  it("students see what is for students of their tribe and classes, and of the whole school", async () => {
    const mine = ["E1 colegio", "E2 Ciencias", "E3 Tribu 2 familias"];
    await publish(admin, { title: mine[0], scope: "school", forFamilies: false, forStudents: true });
    await publish(camilo, { title: mine[1], scope: "classes", classIds: [ciencias], forFamilies: "false", forStudents: "true" });
    await publish(admin, { title: mine[2], scope: "tribes", tribes: ["Tribu 2"] });
    expect(only(await titlesOf(carla), mine)).toEqual(["E2 Ciencias", "E1 colegio"]);
    expect(only(await titlesOf(dani), mine)).toEqual(["E1 colegio"]);
    expect(only(await titlesOf(parents.carla), mine)).toEqual(["E3 Tribu 2 familias"]);
  });
});

describe("announcements: reading, confirming and reminding", () => {
  it("one parent confirms 'Leído', the readers list shows it, and the reminder goes only to the other, once an hour", async () => {
    const made = await publish(marta, { title: "Traer ropa de cambio", scope: "tribes", tribes: ["Tribu 1"], requiresConfirmation: true });
    expect(made.statusCode).toBe(201);
    const id = made.json().announcement.id;
    expect(made.json().announcement.requiresConfirmation).toBe(true);

    const before = (await rest(marta, "GET", `/api/announcements/${id}/readers`)).json();
    expect(before.readers.map((r: Json) => [r.name, r.role, r.pending])).toEqual([
      ["Alba Ríos", "parent", true],
      ["Bruno Lara", "parent", true],
    ]);

    // Alba opens it, then confirms; a second confirmation keeps the first time.
    const opened = await rest(parents.ana, "POST", `/api/announcements/${id}/read`, {});
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toBe("Comunicado marcado como leído");
    expect(opened.json().announcement.mine.confirmedAt).toBeNull();
    const confirmed = await rest(parents.ana, "POST", `/api/announcements/${id}/read`, { confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe("Lectura confirmada");
    const { readAt, confirmedAt } = confirmed.json().announcement.mine;
    expect(readAt).toBe(opened.json().announcement.mine.readAt);
    expect(Date.parse(confirmedAt)).not.toBeNaN();
    expect((await rest(parents.ana, "POST", `/api/announcements/${id}/read`, { confirm: true })).json().announcement.mine.confirmedAt).toBe(confirmedAt);
    expect((await titlesOf(parents.ana)).includes("Traer ropa de cambio")).toBe(true);

    const after = (await rest(marta, "GET", `/api/announcements/${id}/readers`)).json();
    expect(after.counts).toEqual({ audience: 2, read: 1, confirmed: 1, pending: 1 });
    expect(after.readers.map((r: Json) => [r.name, r.pending, r.confirmedAt !== null])).toEqual([
      ["Bruno Lara", true, false],
      ["Alba Ríos", false, true],
    ]);
    expect(after.nextReminderAt).toBeNull();

    // "Recordar": only Bruno, who has not confirmed, gets an in-app notice.
    const reminded = await rest(marta, "POST", `/api/announcements/${id}/remind`);
    expect(reminded.statusCode).toBe(200);
    expect(reminded.json().message).toBe("Recordatorio enviado a 1 persona");
    expect(reminded.json().reminder).toMatchObject({ sentBy: { id: marta.id, name: "Marta Gómez" }, recipients: 1 });
    expect(reminded.json().readers.nextReminderAt).not.toBeNull();
    const notices = await platform.db.selectFrom("announcementReminderNotices").select(["userId", "readAt"]).where("announcementId", "=", id).execute();
    expect(notices).toEqual([{ userId: parents.beto.id, readAt: null }]);

    // Again within the hour: refused, with when the next one may go.
    const again = await rest(marta, "POST", `/api/announcements/${id}/remind`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Ya se envió un recordatorio hace menos de una hora\. Podrás enviar otro desde las \d{1,2}:\d{2} [ap]\. m\.$/);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(3500);
    expect(await platform.db.selectFrom("announcementReminderNotices").select("id").where("announcementId", "=", id).execute()).toHaveLength(1);

    // An hour later the author (here through the service, with the clock moved on) may remind again.
    const later = createAnnouncementsService({ db: platform.db, dataDir: platform.dataDir, now: () => new Date(Date.now() + 61 * 60_000) });
    const second = await later.remind({ id: marta.id, role: "teacher" }, id);
    expect(second.reminder.recipients).toBe(1);
    expect(second.readers.reminders).toHaveLength(2);

    // Once Bruno confirms, there is nobody to remind.
    await rest(parents.beto, "POST", `/api/announcements/${id}/read`, { confirm: "true" });
    const evenLater = createAnnouncementsService({ db: platform.db, dataDir: platform.dataDir, now: () => new Date(Date.now() + 3 * 61 * 60_000) });
    await expect(evenLater.remind({ id: marta.id, role: "teacher" }, id)).rejects.toMatchObject({ status: 409, message: "Todos ya confirmaron la lectura: no hay a quién recordar." });
  });

  it("only its author and the admins see the readers and remind; only its audience marks it read", async () => {
    const id = (await publish(marta, { title: "Solo lectura", scope: "tribes", tribes: ["Tribu 1"] })).json().announcement.id;
    expect((await rest(admin, "GET", `/api/announcements/${id}/readers`)).statusCode).toBe(200);
    for (const who of [camilo, parents.ana, ana]) {
      const refused = await rest(who, "GET", `/api/announcements/${id}/readers`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Solo quien escribió el comunicado o un administrador ve quién lo ha leído y envía recordatorios.");
      expect((await rest(who, "POST", `/api/announcements/${id}/remind`)).statusCode).toBe(403);
    }
    // Not its audience: another family, the author.
    expect((await rest(parents.carla, "POST", `/api/announcements/${id}/read`, {})).statusCode).toBe(403);
    const author = await rest(marta, "POST", `/api/announcements/${id}/read`, {});
    expect(author.statusCode).toBe(403);
    expect(author.json().message).toBe("Solo quienes reciben el comunicado lo marcan como leído.");
    // It asks for no confirmation: confirming is a 400; reading is fine; without confirmation, "pending" means unread.
    const confirm = await rest(parents.ana, "POST", `/api/announcements/${id}/read`, { confirm: true });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().message).toBe("Este comunicado no pide confirmación de lectura.");
    expect((await rest(parents.ana, "POST", `/api/announcements/${id}/read`)).statusCode).toBe(200);
    const readers = (await rest(admin, "GET", `/api/announcements/${id}/readers`)).json();
    expect(readers.counts).toEqual({ audience: 2, read: 1, confirmed: 0, pending: 1 });
    const reminded = await rest(admin, "POST", `/api/announcements/${id}/remind`);
    expect(reminded.json().reminder).toMatchObject({ sentBy: { id: admin.id, name: "Sara Directora" }, recipients: 1 });
  });
});

describe("announcements: attachments", () => {
  it("takes a PDF over multipart, stores it privately and serves it only to the audience, the author and the admins", async () => {
    const made = await upload(
      marta,
      "POST",
      "/api/announcements",
      { title: "Circular de noviembre", text: "Adjunto la circular.", scope: "tribes", tribes: "Tribu 1", forStudents: "true", requiresConfirmation: "true" },
      { name: "circular.pdf", content: pdfBytes, type: "application/pdf" },
    );
    expect(made.statusCode).toBe(201);
    const announcement = made.json().announcement;
    expect(announcement.audience.label).toBe("Familias y estudiantes de Tribu 1");
    expect(announcement.requiresConfirmation).toBe(true);
    expect(announcement.attachment).toMatchObject({ name: "circular.pdf", mimeType: "application/pdf", size: pdfBytes.length, url: `/api/announcements/${announcement.id}/attachment` });

    const row = await platform.db.selectFrom("files").select(["storageName"]).where("originalName", "=", "circular.pdf").executeTakeFirstOrThrow();
    expect(row.storageName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(statSync(join(platform.dataDir, "uploads", row.storageName)).mode & 0o777).toBe(0o600);

    for (const who of [parents.ana, ana, marta, admin]) {
      const file = await rest(who, "GET", announcement.attachment.url);
      expect(file.statusCode, who.role).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toMatch(/^attachment;/);
      expect(file.rawPayload.equals(pdfBytes)).toBe(true);
    }
    for (const who of [parents.carla, carla, camilo]) expect((await rest(who, "GET", announcement.attachment.url)).statusCode).toBe(403);
    expect((await rest(platform, "GET", announcement.attachment.url)).statusCode).toBe(401);

    const none = (await publish(admin, { title: "Sin adjunto", scope: "school" })).json().announcement.id;
    const missing = await rest(admin, "GET", `/api/announcements/${none}/attachment`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Este comunicado no tiene adjunto.");
  });

  it("refuses an attachment too big or of a wrong type, and an audience the teacher does not teach, storing nothing", async () => {
    const before = storedFiles().length;
    const fields = { title: "Con adjunto malo", text: "Texto", scope: "tribes", tribes: "Tribu 1" };
    const big = Buffer.concat([pdfBytes, Buffer.alloc(10 * 1024 * 1024 + 1 - pdfBytes.length, 0x20)]);
    const tooBig = await upload(marta, "POST", "/api/announcements", fields, { name: "grande.pdf", content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("El archivo no puede ser mayor a 10MB");
    for (const file of [
      { name: "programa.pdf", content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]) },
      { name: "nota.png", content: Buffer.from("solo texto") },
      { name: "dibujo.svg", content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ]) {
      const wrong = await upload(marta, "POST", "/api/announcements", fields, file);
      expect(wrong.statusCode, file.name).toBe(415);
      expect(wrong.json().message).toBe("El adjunto debe ser un PDF o una imagen (PNG, JPG, GIF o WEBP).");
    }
    const notHers = await upload(marta, "POST", "/api/announcements", { ...fields, tribes: "Tribu 2" }, { name: "a.pdf", content: pdfBytes });
    expect(notHers.statusCode).toBe(403);
    expect(storedFiles().length).toBe(before);
    expect(await titlesOf(admin)).not.toContain("Con adjunto malo");
  });
});

describe("announcements: bad input", () => {
  it("answers bad input with a 4xx in Spanish, never a 500", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ["empty title", { title: "  ", scope: "school" }, "Escribe el título del comunicado."],
      ["no title", { scope: "school" }, "Escribe el título del comunicado."],
      ["long title", { title: "x".repeat(151), scope: "school" }, "El título puede tener como máximo 150 caracteres."],
      ["empty text", { title: "Hola", text: "", scope: "school" }, "Escribe el texto del comunicado."],
      ["no scope", { title: "Hola" }, "Elige a quién va el comunicado: todo el colegio, unas tribus o unas clases."],
      ["unknown scope", { title: "Hola", scope: "mundo" }, "Elige a quién va el comunicado: todo el colegio, unas tribus o unas clases."],
      ["tribes without a tribe", { title: "Hola", scope: "tribes" }, "Elige al menos una tribu."],
      ["an unknown tribe", { title: "Hola", scope: "tribes", tribes: ["Tribu 9"] }, "Tribu no válida: elige de la Tribu 1 a la Tribu 5."],
      ["classes without a class", { title: "Hola", scope: "classes", classIds: [] }, "Elige al menos una clase."],
      ["a class that is no number", { title: "Hola", scope: "classes", classIds: ["abc"] }, "Clase no válida."],
      ["an unknown class", { title: "Hola", scope: "classes", classIds: [999999] }, "Esa clase no existe."],
      ["for nobody", { title: "Hola", scope: "school", forFamilies: false, forStudents: false }, "Elige para quién es: familias, estudiantes o ambos."],
      ["a flag that is no flag", { title: "Hola", scope: "school", requiresConfirmation: "quizás" }, "Valor no válido: usa sí o no."],
    ];
    for (const [label, body, message] of cases) {
      const response = await publish(admin, body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().message, label).toBe(message);
    }
    const badId = await rest(admin, "GET", "/api/announcements/abc");
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe("El comunicado no existe.");
    const badPage = await rest(admin, "GET", "/api/announcements?pageSize=500");
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe("El tamaño de página debe ser un número entero entre 1 y 100");
    expect((await rest(admin, "POST", "/api/announcements/999999/remind")).statusCode).toBe(404);
  });

  it("publishes through tRPC too (without an attachment)", async () => {
    const response = await rest(marta, "POST", "/trpc/announcements.create", { title: "Desde tRPC", text: "Hola", scope: "tribes", tribes: ["Tribu 1"] });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ success: true, message: "Comunicado publicado", announcement: { title: "Desde tRPC" } });
    expect(await titlesOf(parents.beto)).toContain("Desde tRPC");
    const id = response.json().result.data.announcement.id;
    const one = await rest(parents.beto, "GET", `/trpc/announcements.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
    expect(one.json().result.data.announcement).toMatchObject({ id, title: "Desde tRPC", mine: { readAt: null } });
  });

  it("an announcement whose only class was deleted reaches nobody and says so", async () => {
    const musicClass = await createClass(platform.db, admin.id, "Música");
    await enrol(platform.db, ana.id, musicClass);
    const id = (await publish(admin, { title: "Ensayo", scope: "classes", classIds: [musicClass] })).json().announcement.id;
    expect((await rest(admin, "GET", `/api/announcements/${id}/readers`)).json().counts.audience).toBe(1);
    await platform.db.deleteFrom("studentClasses").where("classId", "=", musicClass).execute();
    await platform.db.deleteFrom("classes").where("id", "=", musicClass).execute();
    expect((await rest(admin, "GET", `/api/announcements/${id}`)).json().announcement.audience).toMatchObject({ classes: [], label: "Familias de clases que ya no existen" });
    expect((await rest(admin, "GET", `/api/announcements/${id}/readers`)).json().counts.audience).toBe(0);
    expect(await titlesOf(parents.ana)).not.toContain("Ensayo");
  });
});

describe("announcements: a stranger's account (issue 33)", () => {
  const kind = "Todavía no estás en una tribu. Cuando la escuela te ponga en una, aquí verás los avisos.";

  it("a self-registered account reads nothing of the school until an admin places it in a tribe, and is told so kindly", async () => {
    const registered = await rest(platform, "POST", "/api/register", { email: `extrana-${Date.now()}@example.com`, password: "una-clave-larga-9", firstName: "Eva", lastName: "Extraña" });
    expect(registered.statusCode).toBe(201);
    const stranger = { app: platform.app, services: platform.services, token: registered.json().token as string };
    const made = await upload(
      admin,
      "POST",
      "/api/announcements",
      { title: "Para todo el colegio (extraños)", text: "Mañana no hay clase.", scope: "school", forFamilies: "true", forStudents: "true" },
      { name: "circular-extranos.pdf", content: pdfBytes, type: "application/pdf" },
    );
    expect(made.statusCode).toBe(201);
    const announcement = made.json().announcement;

    const list = await rest(stranger, "GET", "/api/announcements");
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ announcements: [], total: 0, awaitingPlacement: true });
    for (const path of [`/api/announcements/${announcement.id}`, announcement.attachment.url]) {
      const refused = await rest(stranger, "GET", path);
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message, path).toBe(kind);
    }
    expect((await rest(stranger, "POST", `/api/announcements/${announcement.id}/read`, {})).statusCode).toBe(403);
    // Nobody counts her among the readers of the whole school's announcement.
    const readers = (await rest(admin, "GET", `/api/announcements/${announcement.id}/readers`)).json().readers.map((r: Json) => r.name);
    expect(readers).toEqual(expect.arrayContaining(["Alba Ríos", "Ana Ríos"]));
    expect(readers).not.toContain("Eva Extraña");

    // Placed in a tribe, she reads it.
    expect((await rest(admin, "PUT", `/api/users/${registered.json().user.id}`, { tribe: "Tribu 3" })).statusCode).toBe(200);
    const placed = (await rest(stranger, "GET", "/api/announcements?pageSize=100")).json();
    expect(placed.awaitingPlacement).toBe(false);
    expect(placed.announcements.map((a: Json) => a.title)).toContain("Para todo el colegio (extraños)");
    expect((await rest(stranger, "GET", announcement.attachment.url)).statusCode).toBe(200);
    for (const member of [ana, parents.ana]) expect((await rest(member, "GET", "/api/announcements")).json().awaitingPlacement).toBe(false);
  });
});

describe("announcements: the whole tribe and whose family each reader is (issue 34)", () => {
  it("the teacher who leads Tribu 1 writes to the whole tribe; a teacher who does not lead it is refused", async () => {
    const made = await publish(marta, { title: "Toda la Tribu 1: salida", scope: "tribes", tribes: ["Tribu 1"], forStudents: true });
    expect(made.statusCode).toBe(201);
    expect(made.json().announcement.audience.label).toBe("Familias y estudiantes de Tribu 1");
    const readers = (await rest(marta, "GET", `/api/announcements/${made.json().announcement.id}/readers`)).json();
    expect(readers.readers.map((r: Json) => [r.name, r.role])).toEqual([
      ["Alba Ríos", "parent"],
      ["Ana Ríos", "student"],
      ["Beto Lara", "student"],
      ["Bruno Lara", "parent"],
    ]);
    // Camilo teaches a class, he leads no tribe.
    const refused = await publish(camilo, { title: "Toda la Tribu 1 (Camilo)", scope: "tribes", tribes: ["Tribu 1"] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Solo puedes escribir a tu tribu y a las clases que enseñas.");
  });

  it("'Quién lo leyó' says whose family each parent is, only through the children it reaches, sorted by the child's name", async () => {
    // Abel is the father of Beto (Tribu 1) and of Dani (Tribu 2): for Tribu 1 he is Beto's family only.
    const abel = await signedIn(platform, "parent", { firstName: "Abel", lastName: "Zapata" });
    await linkParent(platform.db, abel.id, betoId);
    await linkParent(platform.db, abel.id, dani.id);
    const id = (await publish(marta, { title: "Familias de la Tribu 1", scope: "tribes", tribes: ["Tribu 1"] })).json().announcement.id;
    const readers = (await rest(marta, "GET", `/api/announcements/${id}/readers`)).json().readers;
    expect(readers.map((r: Json) => [r.name, r.children.map((c: Json) => `${c.name} (${c.tribe})`)])).toEqual([
      ["Alba Ríos", ["Ana Ríos (Tribu 1)"]],
      ["Abel Zapata", ["Beto Lara (Tribu 1)"]],
      ["Bruno Lara", ["Beto Lara (Tribu 1)"]],
    ]);
    // For the whole school, Abel is the family of both.
    const school = (await publish(admin, { title: "Todo el colegio (Abel)", scope: "school" })).json().announcement.id;
    const everyone = (await rest(admin, "GET", `/api/announcements/${school}/readers`)).json().readers;
    expect(everyone.find((r: Json) => r.id === abel.id).children.map((c: Json) => c.name)).toEqual(["Beto Lara", "Dani Paz"]);
  });
});
