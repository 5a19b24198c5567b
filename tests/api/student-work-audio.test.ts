import { stat } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createModule, linkParent } from "./people-helpers.js";

/** Issue 21: a child hands in their voice; it is stored like any work file and played only by those allowed. */
const base = "/api/student-work-submissions";
const tribe = "Tribu 3";

/** The first bytes of a WebM (EBML header, "webm" doc type), as a browser's MediaRecorder makes it. */
const webmBytes = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
  Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
  Buffer.from("webm"),
  Buffer.alloc(64, 0),
]);
/** An Ogg page header (version 0, first page), as Firefox records. */
const oggBytes = Buffer.concat([Buffer.from("OggS"), Buffer.from([0x00, 0x02]), Buffer.alloc(20, 0), Buffer.from("OpusHead"), Buffer.alloc(32, 0)]);

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let student: Actor;
let parent: Actor;
let otherParent: Actor;
let moduleId: number;
let secondModuleId: number;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Vera", lastName: "Voz" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Otilia", lastName: "Otra" });
  student = await signedIn(platform, "student", { firstName: "Valentina", lastName: "Voz", tribe });
  parent = await signedIn(platform, "parent", { firstName: "Víctor", lastName: "Voz" });
  otherParent = await signedIn(platform, "parent", { firstName: "Olga", lastName: "Otra" });
  await linkParent(platform.db, parent.id, student.id);
  moduleId = await createModule(platform.db, teacher.id, { title: "Mi cuento en voz alta", tribe });
  secondModuleId = await createModule(platform.db, teacher.id, { title: "Mi canción", tribe });
});

afterAll(async () => {
  await platform.close();
});

describe("a voice recording as work (issue 21)", () => {
  let submissionId: number;

  it("a WebM recording is handed in (201), listed with its audio type, and stored privately under a generated name", async () => {
    const response = await upload(student, "POST", base, { moduleId: String(moduleId) }, { name: "mi-voz.webm", content: webmBytes, type: "audio/webm;codecs=opus" });
    expect(response.statusCode).toBe(201);
    const submission = response.json().submission;
    expect(submission.workFile).toMatchObject({ originalName: "mi-voz.webm", mimeType: "audio/webm", size: webmBytes.length });
    submissionId = submission.id;

    const listed = (await rest(student, "GET", base)).json().submissions.find((s: { id: number }) => s.id === submissionId);
    expect(listed.workFile.mimeType).toBe("audio/webm");

    const row = await platform.db.selectFrom("files").selectAll().where("originalName", "=", "mi-voz.webm").executeTakeFirstOrThrow();
    expect(row.storageName).not.toContain("mi-voz");
    expect(row.storageName).toMatch(/^[0-9a-f-]{36}\.webm$/);
    const stored = await stat(join(platform.services.studentWork.dataDir, "uploads", row.storageName));
    expect(stored.mode & 0o777).toBe(0o600);
  });

  it("an Ogg recording is handed in too", async () => {
    const response = await upload(student, "POST", base, { moduleId: String(secondModuleId) }, { name: "cancion.ogg", content: oggBytes, type: "audio/ogg" });
    expect(response.statusCode).toBe(201);
    expect(response.json().submission.workFile).toMatchObject({ mimeType: "audio/ogg" });
  });

  it("text renamed .webm is refused by its content with a Spanish message, and nothing is kept", async () => {
    const before = await platform.db.selectFrom("files").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const fake = await upload(student, "PUT", `${base}/${submissionId}`, {}, { name: "mi-voz.webm", content: Buffer.from("esto no es una grabación"), type: "audio/webm" });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe("Tipo de archivo no permitido. Tipos aceptados: imágenes, grabaciones de voz, PDF, .doc, .docx, .txt, .zip, .rar");
    const after = await platform.db.selectFrom("files").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const still = await rest(student, "GET", `${base}/${submissionId}/file`);
    expect(still.rawPayload.equals(webmBytes)).toBe(true);
  });

  it("the student, their parent, the module's teacher and an admin play it; another parent and another teacher cannot", async () => {
    for (const allowed of [student, parent, teacher, admin]) {
      const response = await rest(allowed, "GET", `${base}/${submissionId}/file`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("audio/webm");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.rawPayload.equals(webmBytes)).toBe(true);
    }
    const stranger = await rest(otherParent, "GET", `${base}/${submissionId}/file`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe("No tienes permisos para ver este trabajo.");
    expect((await rest(otherTeacher, "GET", `${base}/${submissionId}/file`)).statusCode).toBe(403);
  });

  it("the family's view of the child's work names the recording, at the same protected address", async () => {
    const works = await trpc(parent).dashboards.childrenWork();
    const work = works.find((w) => w.id === submissionId);
    expect(work?.workFile).toEqual({ url: `${base}/${submissionId}/file`, name: "mi-voz.webm", mimeType: "audio/webm" });
    const child = await trpc(parent).dashboards.studentWork({ id: student.id });
    expect(child.works.find((w) => w.id === submissionId)?.workFile?.mimeType).toBe("audio/webm");
  });

  it("pages may play a local copy of a recording (media-src allows blob:)", async () => {
    const response = await rest(platform, "GET", "/api/health");
    const media = /media-src ([^;]+)/.exec(String(response.headers["content-security-policy"]))?.[1]?.split(" ") ?? [];
    expect(media).toContain("blob:");
  });
});
