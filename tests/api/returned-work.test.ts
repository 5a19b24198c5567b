/**
 * Issue 37: a student's returned work comes first, in the child's words, with no adult dates or
 * names, and the grade only as a level word for a tribe whose children the school shows it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { createModule, setTribe, submitWork } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

describe("returned work of a student (issue 37)", () => {
  it("lists work sent back or reviewed with a comment, to improve first, with explicit columns only", async () => {
    const student = await signedIn(platform, "student", { firstName: "Mateo" });
    const teacher = await createUser(platform, { role: "teacher", firstName: "Marta" });
    await setTribe(platform.db, student.id, "Tribu 2");
    const reviewed = await createModule(platform.db, teacher.id, { title: "Mi primer cuento", tribe: "Tribu 2" });
    const revise = await createModule(platform.db, teacher.id, { title: "Dibujo de la granja", tribe: "Tribu 2" });
    const silent = await createModule(platform.db, teacher.id, { title: "Sin palabras", tribe: "Tribu 2" });
    const approved = await createModule(platform.db, teacher.id, { title: "Terminado", tribe: "Tribu 2" });
    const waiting = await createModule(platform.db, teacher.id, { title: "Entregado", tribe: "Tribu 2" });
    await submitWork(platform.db, student.id, reviewed, { status: "REVIEWED", grade: 7.2, feedback: "Cuéntanos un poco más." });
    const sentBack = await submitWork(platform.db, student.id, revise, { status: "NEEDS_REVISION", grade: 5, feedback: "Agrega los animales." });
    // The newest review, a minute after the rest.
    await platform.db.updateTable("workSubmissions").set({ reviewedAt: new Date(Date.now() + 60_000).toISOString() }).where("id", "=", sentBack).execute();
    await submitWork(platform.db, student.id, silent, { status: "REVIEWED", grade: 8 });
    await submitWork(platform.db, student.id, approved, { status: "APPROVED", grade: 9.5, feedback: "¡Muy bien!" });
    await submitWork(platform.db, student.id, waiting, { status: "SUBMITTED", feedback: null });

    const list = await trpc(student).dashboards.returnedWork();
    expect(list.map((w) => [w.moduleTitle, w.status])).toEqual([
      ["Dibujo de la granja", "NEEDS_REVISION"],
      ["Mi primer cuento", "REVIEWED"],
    ]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(["level", "materia", "moduleId", "moduleTitle", "status", "submissionId", "teacherFeedback", "tribe"]);
    expect(list[0]?.teacherFeedback).toBe("Agrega los animales.");
    // No grades until the school turns them on for the tribe.
    expect(list.every((w) => w.level === null)).toBe(true);

    const dashboard = await rest(student, "GET", "/api/dashboard/student");
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().returnedWork).toEqual(list);
    // Recent activity speaks to the child, not "fue revisado".
    const texts = (dashboard.json().recentActivity as Array<{ text: string }>).map((a) => a.text);
    expect(texts.join(" ")).not.toContain("fue revisado");
    expect(texts).toContain("Tu profe te pidió mejorar tu trabajo de «Dibujo de la granja»");
  });

  it("gives the level word, never the number, once the school shows grades to the student's tribe; other tribes still see none", async () => {
    const student = await signedIn(platform, "student");
    const other = await signedIn(platform, "student");
    const teacher = await createUser(platform, { role: "teacher" });
    await setTribe(platform.db, student.id, "Tribu 3");
    await setTribe(platform.db, other.id, "Tribu 4");
    const module = await createModule(platform.db, teacher.id, { title: "Cartas a un amigo", tribe: "Tribu 3" });
    const theirs = await createModule(platform.db, teacher.id, { title: "Medir", tribe: "Tribu 4" });
    await submitWork(platform.db, student.id, module, { status: "NEEDS_REVISION", grade: 7.2, feedback: "Falta la firma." });
    await submitWork(platform.db, other.id, theirs, { status: "NEEDS_REVISION", grade: 9.5, feedback: "Casi." });

    const saved = await rest(admin, "PUT", "/api/settings", { childGradesTribes: ["Tribu 3", "Tribu 3"] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.childGradesTribes).toEqual(["Tribu 3"]);

    const [mine] = await trpc(student).dashboards.returnedWork();
    expect(mine?.level).toBe("Básico");
    expect(JSON.stringify(mine)).not.toContain("7.2");
    const [theirsNow] = await trpc(other).dashboards.returnedWork();
    expect(theirsNow?.level).toBeNull();

    await rest(admin, "PUT", "/api/settings", { childGradesTribes: [] });
  });

  it("refuses a tribe that is not the school's, in Spanish, and lets only admins change it", async () => {
    const bad = await rest(admin, "PUT", "/api/settings", { childGradesTribes: ["Tribu 9"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Elige tribus de la escuela");
    const teacher = await signedIn(platform, "teacher");
    expect((await rest(teacher, "PUT", "/api/settings", { childGradesTribes: ["Tribu 1"] })).statusCode).toBe(403);
  });

  it("is for students only", async () => {
    const teacher = await signedIn(platform, "teacher");
    await expect(trpc(teacher).dashboards.returnedWork()).rejects.toThrow();
  });
});
