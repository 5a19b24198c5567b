import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVisualDayService, schoolClock } from "../../server/domains/visual-day/visual-day.service.js";
import { trpcMutation, trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { linkParent } from "./people-helpers.js";

type Step = { id: number; position: number; label: string; time: string | null; kind: string; icon: string; pictureUrl: string | null; state: string };
type Day = { tribe: string | null; date: string; today: string; isToday: boolean; steps: Step[]; currentStepId: number | null; follows: string; nowStep: Step | null; nextStep: Step | null };

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let student: Actor;
let otherStudent: Actor;
let parent: Actor;
let otherParent: Actor;
let coordinator: Actor;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

async function dayOf(as: Actor, query = ""): Promise<Day> {
  const response = await rest(as, "GET", `/api/visual-day${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Day;
}

const labels = (day: Day) => day.steps.map((step) => step.label);

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher");
  student = await signedIn(platform, "student", { tribe: "Tribu 2" });
  otherStudent = await signedIn(platform, "student", { tribe: "Tribu 3" });
  parent = await signedIn(platform, "parent");
  otherParent = await signedIn(platform, "parent");
  coordinator = await signedIn(platform, "coordinator");
  await linkParent(platform.db, parent.id, student.id);
  await linkParent(platform.db, otherParent.id, otherStudent.id);
});

afterAll(async () => {
  await platform.close();
});

describe("visual day: building and order", () => {
  it("a teacher builds today's day for a tribe, with a calm break, in order; the tribe's student reads it", async () => {
    for (const step of [
      { label: "Llegada", time: "07:30", icon: "llegada" },
      { label: "Leer un cuento", time: "08:00", icon: "leer" },
      { label: "Pausa de calma", time: "09:00", kind: "break" },
      { label: "Comer", time: "10:00", icon: "comer" },
    ]) {
      const added = await rest(teacher, "POST", "/api/visual-day/steps", { tribe: "Tribu 2", ...step });
      expect(added.statusCode).toBe(201);
      expect(added.json().message).toBe("Paso agregado");
    }
    const day = await dayOf(student);
    expect(day.tribe).toBe("Tribu 2");
    expect(day.date).toBe(day.today);
    expect(day.isToday).toBe(true);
    expect(labels(day)).toEqual(["Llegada", "Leer un cuento", "Pausa de calma", "Comer"]);
    expect(day.steps.map((s) => s.position)).toEqual([1, 2, 3, 4]);
    // A calm break without a chosen picture shows the calm icon.
    expect(day.steps[2]).toMatchObject({ kind: "break", icon: "calma", time: "09:00", pictureUrl: null });
    expect(day.nowStep).not.toBeNull();
  });

  it("moves a step up and down with buttons; at the ends nothing moves; removing renumbers", async () => {
    const before = await dayOf(teacher, "?tribe=Tribu%202");
    const comer = before.steps[3] as Step;
    const moved = await rest(teacher, "POST", `/api/visual-day/steps/${comer.id}/move`, { direction: "up" });
    expect(moved.statusCode).toBe(200);
    expect(labels(moved.json().day)).toEqual(["Llegada", "Leer un cuento", "Comer", "Pausa de calma"]);
    const first = before.steps[0] as Step;
    const stuck = await rest(admin, "POST", `/api/visual-day/steps/${first.id}/move`, { direction: "up" });
    expect(labels(stuck.json().day)).toEqual(["Llegada", "Leer un cuento", "Comer", "Pausa de calma"]);
    await rest(teacher, "POST", `/api/visual-day/steps/${comer.id}/move`, { direction: "down" });

    const extra = await rest(admin, "POST", "/api/visual-day/steps", { tribe: "Tribu 2", label: "Borrar", icon: "arte" });
    const extraId = (extra.json().day as Day).steps.find((s) => s.label === "Borrar")?.id;
    const removed = await rest(teacher, "DELETE", `/api/visual-day/steps/${extraId}`);
    expect(removed.statusCode).toBe(200);
    expect(labels(removed.json().day)).toEqual(["Llegada", "Leer un cuento", "Pausa de calma", "Comer"]);
    expect((removed.json().day as Day).steps.map((s) => s.position)).toEqual([1, 2, 3, 4]);
    expect((await rest(teacher, "DELETE", `/api/visual-day/steps/${extraId}`)).statusCode).toBe(404);
  });

  it("edits a step through tRPC as well (same service)", async () => {
    const day = await dayOf(teacher, "?tribe=Tribu%202");
    const leer = day.steps[1] as Step;
    const response = await trpcMutation(platform.app, "visualDay.updateStep", { id: leer.id, fields: { label: "Leer", time: "08:15", icon: "leer" } }, bearer(teacher.token));
    expect(response.statusCode).toBe(200);
    const updated = response.json().result.data.day as Day;
    expect(updated.steps[1]).toMatchObject({ label: "Leer", time: "08:15", icon: "leer", kind: "activity" });
  });
});

describe("visual day: 'Ahora' and 'Después'", () => {
  // 14:30 UTC is 09:30 at the school (America/Bogota, UTC-5).
  const nineThirty = new Date("2026-03-10T14:30:00Z");

  it("by the clock: the last step whose time has come is 'Ahora', the next one 'Después'", async () => {
    expect(schoolClock(nineThirty)).toEqual({ date: "2026-03-10", time: "09:30" });
    let now = nineThirty;
    const service = createVisualDayService({ db: platform.db, dataDir: platform.dataDir, now: () => now });
    const teacherActor = { id: teacher.id, role: "teacher" as const };
    for (const [label, time, kind] of [
      ["Llegada", "08:00", "activity"],
      ["Calma", "09:00", "break"],
      ["Matemáticas", "10:00", "activity"],
      ["Ir a casa", "", "activity"],
    ] as const) {
      await service.addStep(teacherActor, { tribe: "Tribu 4", label, time, kind });
    }
    let day = await service.get(teacherActor, { tribe: "Tribu 4" });
    expect(day.date).toBe("2026-03-10");
    expect(day.follows).toBe("clock");
    expect(day.nowStep?.label).toBe("Calma");
    expect(day.nextStep?.label).toBe("Matemáticas");
    expect(day.steps.map((s) => s.state)).toEqual(["done", "now", "next", "later"]);

    now = new Date("2026-03-10T11:00:00Z"); // 06:00: before the first step, the first step is 'Ahora'
    day = await service.get(teacherActor, { tribe: "Tribu 4" });
    expect(day.nowStep?.label).toBe("Llegada");
    expect(day.nextStep?.label).toBe("Calma");

    now = new Date("2026-03-10T15:00:00Z"); // 10:00 exactly
    day = await service.get(teacherActor, { tribe: "Tribu 4" });
    expect(day.nowStep?.label).toBe("Matemáticas");
    expect(day.nextStep?.label).toBe("Ir a casa");

    // Another date has no 'Ahora' until a teacher sets one.
    day = await service.get(teacherActor, { tribe: "Tribu 4", date: "2026-03-11" });
    expect(day.steps).toEqual([]);
    expect(day.nowStep).toBeNull();
  });

  it("by the teacher: 'Siguiente paso' moves the day on and holds it until the clock is given back", async () => {
    let now = nineThirty;
    const service = createVisualDayService({ db: platform.db, dataDir: platform.dataDir, now: () => now });
    const teacherActor = { id: teacher.id, role: "teacher" as const };
    const advanced = await service.advance(teacherActor, { tribe: "Tribu 4" });
    expect(advanced.day.follows).toBe("teacher");
    expect(advanced.day.nowStep?.label).toBe("Matemáticas");
    expect(advanced.day.nextStep?.label).toBe("Ir a casa");

    now = new Date("2026-03-10T13:00:00Z"); // 08:00 by the clock, but the teacher leads now
    expect((await service.get(teacherActor, { tribe: "Tribu 4" })).nowStep?.label).toBe("Matemáticas");
    const last = await service.advance(teacherActor, { tribe: "Tribu 4" });
    expect(last.day.nowStep?.label).toBe("Ir a casa");
    expect(last.day.nextStep).toBeNull();
    await expect(service.advance(teacherActor, { tribe: "Tribu 4" })).rejects.toMatchObject({ code: "CONFLICT", message: "Ya es el último paso del día." });

    const first = last.day.steps[0];
    const chosen = await service.setCurrent(teacherActor, { tribe: "Tribu 4", stepId: first?.id });
    expect(chosen.day.nowStep?.label).toBe("Llegada");
    const clock = await service.setCurrent(teacherActor, { tribe: "Tribu 4", stepId: null });
    expect(clock.day.follows).toBe("clock");
    expect(clock.day.nowStep?.label).toBe("Llegada"); // 08:00

    // A step of another day cannot be made 'Ahora' here.
    const other = await dayOf(teacher, "?tribe=Tribu%202");
    await expect(service.setCurrent(teacherActor, { tribe: "Tribu 4", stepId: other.steps[0]?.id })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Ese paso no pertenece a este día.",
    });
  });

  it("over HTTP: advance and set current (today), students see the same 'Ahora'", async () => {
    const day = await dayOf(teacher, "?tribe=Tribu%202");
    const set = await rest(teacher, "PUT", "/api/visual-day/current", { tribe: "Tribu 2", stepId: day.steps[0]?.id });
    expect(set.statusCode).toBe(200);
    const advanced = await rest(teacher, "POST", "/api/visual-day/advance", { tribe: "Tribu 2" });
    expect(advanced.statusCode).toBe(200);
    const seen = await dayOf(student);
    expect(seen.follows).toBe("teacher");
    expect(seen.nowStep?.label).toBe("Leer");
    expect(seen.nextStep?.label).toBe("Pausa de calma");
    expect(seen.nextStep?.kind).toBe("break");
    expect((await rest(teacher, "POST", "/api/visual-day/advance", { tribe: "Tribu 1" })).json().message).toBe("Este día todavía no tiene pasos.");
  });
});

describe("visual day: who may see and change it", () => {
  it("anonymous callers get 401 on REST and tRPC", async () => {
    expect((await rest(platform, "GET", "/api/visual-day?tribe=Tribu%202")).statusCode).toBe(401);
    expect((await rest(platform, "POST", "/api/visual-day/steps", { tribe: "Tribu 2", label: "X" })).statusCode).toBe(401);
    expect((await trpcQuery(platform.app, "visualDay.get")).statusCode).toBe(401);
  });

  it("a student reads only their own tribe's day and changes nothing", async () => {
    expect((await rest(otherStudent, "GET", "/api/visual-day?tribe=Tribu%202")).statusCode).toBe(403);
    const own = await dayOf(otherStudent);
    expect(own.tribe).toBe("Tribu 3");
    expect(own.steps).toEqual([]);
    const add = await rest(student, "POST", "/api/visual-day/steps", { tribe: "Tribu 2", label: "Jugar" });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe("Solo los docentes y administradores pueden preparar el día visual.");
    expect((await rest(student, "POST", "/api/visual-day/advance", { tribe: "Tribu 2" })).statusCode).toBe(403);
  });

  it("a student without a tribe gets an empty day, not an error", async () => {
    const loner = await signedIn(platform, "student");
    const day = await dayOf(loner);
    expect(day.tribe).toBeNull();
    expect(day.steps).toEqual([]);
  });

  it("a parent reads their children's tribe; other tribes and other roles get 403", async () => {
    const seen = await dayOf(parent, "?tribe=Tribu%202");
    expect(labels(seen)).toContain("Pausa de calma");
    expect((await dayOf(parent)).tribe).toBe("Tribu 2");
    expect((await rest(otherParent, "GET", "/api/visual-day?tribe=Tribu%202")).statusCode).toBe(403);
    expect((await rest(coordinator, "GET", "/api/visual-day?tribe=Tribu%202")).statusCode).toBe(403);
    expect((await rest(parent, "POST", "/api/visual-day/steps", { tribe: "Tribu 2", label: "X" })).statusCode).toBe(403);
  });
});

describe("visual day: bad input is a 400 in Spanish", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["no label", { tribe: "Tribu 1", label: "  " }, "Escribe un nombre corto para el paso."],
    ["long label", { tribe: "Tribu 1", label: "x".repeat(41) }, "El nombre del paso puede tener como máximo 40 caracteres."],
    ["bad time", { tribe: "Tribu 1", label: "Leer", time: "25:00" }, "La hora no es válida. Usa el formato HH:MM, por ejemplo 08:30."],
    ["bad tribe", { tribe: "Tribu 9", label: "Leer" }, "Elige una tribu, de la Tribu 1 a la Tribu 4."],
    ["bad date", { tribe: "Tribu 1", label: "Leer", date: "2026-02-30" }, "La fecha no es válida. Usa el formato AAAA-MM-DD."],
    ["bad icon", { tribe: "Tribu 1", label: "Leer", icon: "dragon" }, "Elige un dibujo de la lista."],
    ["bad kind", { tribe: "Tribu 1", label: "Leer", kind: "siesta" }, "El tipo de paso no es válido: elige actividad o pausa de calma."],
  ];
  for (const [name, body, message] of cases) {
    it(name, async () => {
      const response = await rest(teacher, "POST", "/api/visual-day/steps", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  }

  it("a teacher must say which tribe; a move needs a direction", async () => {
    const response = await rest(teacher, "GET", "/api/visual-day");
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Elige una tribu, de la Tribu 1 a la Tribu 4.");
    const day = await dayOf(teacher, "?tribe=Tribu%202");
    const move = await rest(teacher, "POST", `/api/visual-day/steps/${day.steps[0]?.id}/move`, { direction: "sideways" });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe("Indica si el paso sube o baja.");
  });

  it("a day holds at most 20 steps", async () => {
    for (let i = 1; i <= 20; i += 1) {
      expect((await rest(admin, "POST", "/api/visual-day/steps", { tribe: "Tribu 1", date: "2030-01-07", label: `Paso ${i}` })).statusCode).toBe(201);
    }
    const over = await rest(admin, "POST", "/api/visual-day/steps", { tribe: "Tribu 1", date: "2030-01-07", label: "Uno más" });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe("Un día puede tener como máximo 20 pasos.");
  });
});

describe("visual day: uploaded pictures", () => {
  it("refuses a file that is not an image, and adds no step", async () => {
    const response = await upload(teacher, "POST", "/api/visual-day/steps", { tribe: "Tribu 3", label: "Falsa" }, { name: "foto.png", content: Buffer.from("no soy una imagen") });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("La imagen debe ser PNG, JPG, GIF o WEBP.");
    const pdf = await upload(teacher, "POST", "/api/visual-day/steps", { tribe: "Tribu 3", label: "Falsa" }, { name: "a.png", content: Buffer.from("%PDF-1.4 x") });
    expect(pdf.statusCode).toBe(415);
    expect((await dayOf(otherStudent)).steps).toEqual([]);
  });

  it("stores an image, serves it only to those who may see the day, and deletes it with its step", async () => {
    const added = await upload(teacher, "POST", "/api/visual-day/steps", { tribe: "Tribu 3", label: "Huerta", time: "11:00" }, { name: "huerta.png", content: png });
    expect(added.statusCode).toBe(201);
    const step = (added.json().day as Day).steps[0] as Step;
    expect(step.pictureUrl).toMatch(/^\/api\/visual-day\/steps\/\d+\/picture/);
    const url = step.pictureUrl as string;

    const mine = await rest(otherStudent, "GET", url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");
    expect(mine.rawPayload.equals(png)).toBe(true);
    expect((await rest(otherParent, "GET", url)).statusCode).toBe(200);
    expect((await rest(student, "GET", url)).statusCode).toBe(403);
    expect((await rest(parent, "GET", url)).statusCode).toBe(403);
    expect((await rest(platform, "GET", url)).statusCode).toBe(401);

    // Replacing the picture with an icon drops the stored image.
    const iconOnly = await rest(teacher, "PUT", `/api/visual-day/steps/${step.id}`, { label: "Huerta", time: "11:00", icon: "patio", removePicture: true });
    expect(iconOnly.statusCode).toBe(200);
    expect((iconOnly.json().day as Day).steps[0]).toMatchObject({ icon: "patio", pictureUrl: null });
    expect((await rest(teacher, "GET", url)).statusCode).toBe(404);

    const again = await upload(teacher, "PUT", `/api/visual-day/steps/${step.id}`, { label: "Huerta" }, { name: "h.png", content: png });
    expect(again.statusCode).toBe(200);
    const newUrl = (again.json().day as Day).steps[0]?.pictureUrl as string;
    expect((await rest(teacher, "GET", newUrl)).statusCode).toBe(200);
    expect((await rest(teacher, "DELETE", `/api/visual-day/steps/${step.id}`)).statusCode).toBe(200);
    expect((await rest(teacher, "GET", newUrl)).statusCode).toBe(404);
  });
});
