import { stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { assignModule, createAssignment, createClass, createModule, enrol, linkParent, submitWork } from "./people-helpers.js";
import { maxVoiceBytes } from "../../common/teacher-voices/teacher-voices.schema.js";

/** Issue 37, "a familiar voice": a teacher records her own voice for a module, a task or her feedback. */
const base = "/api/teacher-voices";
const tribe = "Tribu 3";
const webmBytes = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
  Buffer.from([0x42, 0x82, 0x84]),
  Buffer.from("webm"),
  Buffer.alloc(64, 0),
]);
const oggBytes = Buffer.concat([Buffer.from("OggS"), Buffer.from([0x00, 0x02]), Buffer.alloc(20, 0), Buffer.from("OpusHead"), Buffer.alloc(32, 0)]);

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let student: Actor;
let otherStudent: Actor;
let parent: Actor;
let otherParent: Actor;
let moduleId: number;
let assignmentId: number;
let workId: number;

const record = (as: Actor, subjectType: string, subjectId: number, file = { name: "voz.webm", content: webmBytes, type: "audio/webm" }, extra: Record<string, string> = {}) =>
  upload(as, "POST", base, { subjectType, subjectId: String(subjectId), ...extra }, file);
const storedFile = async (voiceId: number) => {
  const row = await platform.db.selectFrom("teacherVoices as tv").innerJoin("files as f", "f.id", "tv.fileId").select(["f.id", "f.storageName"]).where("tv.id", "=", voiceId).executeTakeFirstOrThrow();
  return row;
};
const exists = (storageName: string) =>
  stat(join(platform.config.dataDir, "uploads", storageName)).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Ríos" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Otilia", lastName: "Otra" });
  student = await signedIn(platform, "student", { firstName: "Sofía", lastName: "Voz", tribe });
  otherStudent = await signedIn(platform, "student", { firstName: "Otro", lastName: "Niño", tribe: "Tribu 4" });
  parent = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Voz" });
  otherParent = await signedIn(platform, "parent", { firstName: "Olga", lastName: "Otra" });
  await linkParent(platform.db, parent.id, student.id);
  moduleId = await createModule(platform.db, teacher.id, { title: "La granja", tribe });
  await assignModule(platform.db, student.id, moduleId);
  const classId = await createClass(platform.db, teacher.id, "Clase de Marta");
  await enrol(platform.db, student.id, classId);
  assignmentId = await createAssignment(platform.db, { teacherId: teacher.id, studentId: student.id, classId });
  workId = await submitWork(platform.db, student.id, moduleId);
});

afterAll(async () => {
  await platform.close();
});

describe("a teacher's own voice (issue 37)", () => {
  it("records her voice for her module, and the child, the family and staff can hear it", async () => {
    const response = await record(teacher, "module", moduleId);
    expect(response.statusCode).toBe(201);
    const voice = response.json().voice as { id: number; url: string };
    expect(voice.url).toBe(`${base}/${voice.id}/audio`);
    for (const who of [student, parent, teacher, admin]) {
      expect(await trpc(who).teacherVoices.find({ subjectType: "module", subjectId: moduleId })).toEqual(voice);
      const audio = await rest(who, "GET", voice.url);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers["content-type"]).toBe("audio/webm");
      expect(audio.rawPayload.equals(webmBytes)).toBe(true);
    }
    // A child of another tribe does not read this module, nor hear it.
    expect((await rest(otherStudent, "GET", voice.url)).statusCode).toBe(404);
  });

  it("a new recording replaces the old one, whose stored file is deleted", async () => {
    const first = (await record(teacher, "assignment", assignmentId)).json().voice as { id: number };
    const before = await storedFile(first.id);
    const again = await record(teacher, "assignment", assignmentId, { name: "otra.ogg", content: oggBytes, type: "audio/ogg" });
    expect(again.statusCode).toBe(201);
    expect(again.json().voice.id).toBe(first.id);
    const after = await storedFile(first.id);
    expect(after.id).not.toBe(before.id);
    expect(await exists(before.storageName)).toBe(false);
    expect(await exists(after.storageName)).toBe(true);
    expect(await platform.db.selectFrom("files").select("id").where("id", "=", before.id).executeTakeFirst()).toBeUndefined();
    const rows = await platform.db.selectFrom("teacherVoices").select("id").where("subjectType", "=", "assignment").where("subjectId", "=", assignmentId).execute();
    expect(rows).toHaveLength(1);
    // The task's child and her family hear it; another family does not.
    expect((await rest(student, "GET", `${base}/${first.id}/audio`)).statusCode).toBe(200);
    expect((await rest(parent, "GET", `${base}/${first.id}/audio`)).statusCode).toBe(200);
    expect((await rest(otherParent, "GET", `${base}/${first.id}/audio`)).statusCode).not.toBe(200);
  });

  it("her feedback on a hand-in: heard by the child and her family, not by another family or teacher", async () => {
    const voice = (await record(teacher, "work_feedback", workId)).json().voice as { id: number; url: string };
    expect((await rest(student, "GET", voice.url)).statusCode).toBe(200);
    expect((await rest(parent, "GET", voice.url)).statusCode).toBe(200);
    expect((await rest(otherParent, "GET", voice.url)).statusCode).toBe(403);
    expect((await rest(otherTeacher, "GET", voice.url)).statusCode).toBe(403);
    expect((await rest(otherStudent, "GET", voice.url)).statusCode).toBe(403);
  });

  it("another teacher's module, task or hand-in: 403, and nothing is stored", async () => {
    const files = async () => (await platform.db.selectFrom("files").select("id").execute()).length;
    const count = await files();
    for (const [type, id] of [["module", moduleId], ["assignment", assignmentId], ["work_feedback", workId]] as const) {
      const response = await record(otherTeacher, type, id);
      expect([403, 404]).toContain(response.statusCode);
      expect(response.json().error ?? response.json().message).toBeTruthy();
    }
    expect((await record(otherTeacher, "module", moduleId)).statusCode).toBe(403);
    expect((await record(student, "module", moduleId)).statusCode).toBe(403);
    expect((await record(parent, "module", moduleId)).statusCode).toBe(403);
    expect(await files()).toBe(count);
  });

  it("refuses what is not a recording (by its content, whatever its name), too large or too long", async () => {
    const text = await record(teacher, "module", moduleId, { name: "voz.webm", content: Buffer.from("hola, no soy un audio"), type: "audio/webm" });
    expect(text.statusCode).toBe(415);
    expect(text.json().message ?? text.json().error).toContain("audio");
    const pdf = await record(teacher, "module", moduleId, { name: "voz.pdf", content: Buffer.from("%PDF-1.4\n%%EOF\n"), type: "application/pdf" });
    expect(pdf.statusCode).toBe(415);
    const big = await record(teacher, "module", moduleId, { name: "voz.webm", content: Buffer.concat([webmBytes, Buffer.alloc(maxVoiceBytes)]), type: "audio/webm" });
    expect(big.statusCode).toBe(413);
    const long = await record(teacher, "module", moduleId, undefined, { durationSeconds: "240" });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain("3 minutos");
    const badType = await record(teacher, "tarea", moduleId);
    expect(badType.statusCode).toBe(400);
  });

  it("the teacher deletes her recording; then there is none, and its file is gone", async () => {
    const voice = (await trpc(teacher).teacherVoices.find({ subjectType: "work_feedback", subjectId: workId })) as { id: number };
    const file = await storedFile(voice.id);
    expect((await rest(otherTeacher, "DELETE", `${base}/${voice.id}`)).statusCode).toBe(403);
    expect((await rest(teacher, "DELETE", `${base}/${voice.id}`)).statusCode).toBe(200);
    expect(await trpc(student).teacherVoices.find({ subjectType: "work_feedback", subjectId: workId })).toBeNull();
    expect(await exists(file.storageName)).toBe(false);
    const audit = await platform.db.selectFrom("auditLog").select("action").where("action", "like", "teacher_voice.%").execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["teacher_voice.recorded", "teacher_voice.deleted"]));
  });

  it("when her account is deleted, her recordings go with it (rows and stored files)", async () => {
    const leaving = await signedIn(platform, "teacher", { firstName: "Lina", lastName: "Sevá" });
    const own = await createModule(platform.db, leaving.id, { title: "Canciones" });
    const voice = (await record(leaving, "module", own)).json().voice as { id: number };
    const file = await storedFile(voice.id);
    expect((await rest(admin, "DELETE", `/api/users/${leaving.id}`)).statusCode).toBe(200);
    expect(await platform.db.selectFrom("teacherVoices").select("id").where("id", "=", voice.id).executeTakeFirst()).toBeUndefined();
    expect(await exists(file.storageName)).toBe(false);
  });

  it("keeps one recording and one stored file when 12 recordings of the same task arrive at once", async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => record(teacher, "assignment", assignmentId)));
    expect(answers.map((a) => a.statusCode).filter((code) => code !== 201)).toEqual([]);
    const rows = await platform.db.selectFrom("teacherVoices").select(["id", "fileId"]).where("subjectType", "=", "assignment").where("subjectId", "=", assignmentId).execute();
    expect(rows).toHaveLength(1);
    const files = await platform.db.selectFrom("files").select(["id", "storageName"]).where("purpose", "=", "teacher-voice").execute();
    const kept = files.filter((file) => file.id === rows[0]?.fileId);
    expect(kept).toHaveLength(1);
    // The replaced recordings' files are gone, from the table and from the disk.
    const orphans = [];
    for (const file of files) {
      const used = await platform.db.selectFrom("teacherVoices").select("id").where("fileId", "=", file.id).executeTakeFirst();
      if (!used) orphans.push(file.storageName);
    }
    expect(orphans).toEqual([]);
  });
});

