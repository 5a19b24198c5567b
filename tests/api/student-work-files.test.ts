import { existsSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn, trpc, upload, uploadFiles } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createModule, linkParent } from "./people-helpers.js";

/**
 * Issue 37, "the hand-in loses work": a hand-in holds a list of files (photos and a voice note
 * together), each kept, in order; the documented single-file fields keep working beside it.
 */
const base = "/api/student-work-submissions";
const tribe = "Tribu 2";
const tooMany = "Un trabajo puede tener hasta 10 archivos. Quita alguno para añadir otro.";
const notInThisWork = "Ese archivo no está en este trabajo.";

const pngBytes = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab4a35a70000000049454e44ae426082",
  "hex",
);
const webmBytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.from("webm"), Buffer.alloc(64, 0)]);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\ntrailer << >>\n%%EOF\n`);
const photo = (name: string) => ({ field: "files", name, content: pngBytes, type: "image/png" });
const voice = (name: string) => ({ field: "files", name, content: webmBytes, type: "audio/webm" });
const doc = (name: string, field = "files") => ({ field, name, content: pdf(name), type: "application/pdf" });

type Listed = { id: number; url: string; originalName: string; size: number; mimeType: string; kind: string };
type Work = { id: number; workFile: { originalName: string; url: string } | null; files: Listed[]; status: string };

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let student: Actor;
let otherStudent: Actor;
let parent: Actor;
let otherParent: Actor;

const names = (work: Work) => work.files.map((f) => f.originalName);
const workFiles = async (studentId: number) =>
  Number((await platform.db.selectFrom("files").select((eb) => eb.fn.countAll<number>().as("n")).where("ownerId", "=", studentId).where("purpose", "=", "work").executeTakeFirstOrThrow()).n);
const storedName = async (fileId: number) => (await platform.db.selectFrom("files").select("storageName").where("id", "=", fileId).executeTakeFirst())?.storageName;
const onDisk = (storageName: string) => existsSync(join(platform.services.studentWork.dataDir, "uploads", storageName));

async function freshModule(title: string): Promise<number> {
  return createModule(platform.db, teacher.id, { title: `${title} ${Math.random().toString(16).slice(2, 8)}`, tribe });
}

async function handIn(files: Parameters<typeof uploadFiles>[4], who = student, fields: Record<string, string> = {}): Promise<Work> {
  const response = await uploadFiles(who, "POST", base, { moduleId: String(await freshModule("Trabajo")), ...fields }, files);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().submission;
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Lía", lastName: "Lista" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Otto", lastName: "Otro" });
  student = await signedIn(platform, "student", { firstName: "Sofía", lastName: "Lista", tribe });
  otherStudent = await signedIn(platform, "student", { firstName: "Mateo", lastName: "Otro", tribe });
  parent = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Lista" });
  otherParent = await signedIn(platform, "parent", { firstName: "Olga", lastName: "Otra" });
  await linkParent(platform.db, parent.id, student.id);
});

afterAll(async () => {
  await platform.close();
});

describe("a hand-in keeps every file, in order", () => {
  it("two photos and a voice note in one POST are all kept, in order, each with its kind; workFile is the first", async () => {
    const work = await handIn([photo("granja-1.png"), photo("granja-2.png"), voice("mi-voz.webm")]);
    expect(work.files.map((f) => [f.originalName, f.kind, f.mimeType])).toEqual([
      ["granja-1.png", "photo", "image/png"],
      ["granja-2.png", "photo", "image/png"],
      ["mi-voz.webm", "voice", "audio/webm"],
    ]);
    expect(work.files.every((f) => f.url === `${base}/${work.id}/files/${f.id}`)).toBe(true);
    expect(work.workFile).toMatchObject({ originalName: "granja-1.png", url: `${base}/${work.id}/file` });
    // Every reader gets the same list: the student's own module view, the lists, the family's view.
    const mine = await trpc(student).studentWork.list({});
    expect(names(mine.submissions.find((s) => s.id === work.id) as Work)).toEqual(["granja-1.png", "granja-2.png", "mi-voz.webm"]);
    const review = await rest(teacher, "GET", `${base}/pending`);
    expect(names(review.json().pendingSubmissions.find((s: Work) => s.id === work.id))).toEqual(["granja-1.png", "granja-2.png", "mi-voz.webm"]);
    const family = await trpc(parent).dashboards.studentWork({ id: student.id });
    expect(family.works.find((w) => w.id === work.id)?.files.map((f) => f.kind)).toEqual(["photo", "photo", "voice"]);
  });

  it("a legacy part and `files` parts in one POST are all kept, in the order sent", async () => {
    const work = await handIn([doc("cuento.pdf", "workFile"), photo("dibujo.png")]);
    expect(names(work)).toEqual(["cuento.pdf", "dibujo.png"]);
    expect(work.files.map((f) => f.kind)).toEqual(["file", "photo"]);
  });

  it("PUT with `files` adds to the end; the link and description left out are kept; the work goes back to SUBMITTED", async () => {
    const work = await handIn([photo("uno.png")], student, { workDescription: "Mi granja" });
    await rest(teacher, "PUT", `${base}/${work.id}/review`, { status: "NEEDS_REVISION", teacherFeedback: "Añade tu voz" });
    const added = await uploadFiles(student, "PUT", `${base}/${work.id}`, {}, [voice("voz.webm"), photo("dos.png")]);
    expect(added.statusCode).toBe(200);
    expect(added.json().submission).toMatchObject({ status: "SUBMITTED", workDescription: "Mi granja" });
    expect(names(added.json().submission)).toEqual(["uno.png", "voz.webm", "dos.png"]);
  });

  it("a legacy workFile PUT replaces the first file only, and the replaced copy is deleted", async () => {
    const work = await handIn([doc("primero.pdf"), photo("foto.png")]);
    const first = work.files[0] as Listed;
    const firstStored = (await storedName(first.id)) as string;
    expect(onDisk(firstStored)).toBe(true);
    const replaced = await upload(student, "PUT", `${base}/${work.id}`, {}, { name: "nuevo.pdf", content: pdf("nuevo") });
    expect(replaced.statusCode).toBe(200);
    const after: Work = replaced.json().submission;
    expect(names(after)).toEqual(["nuevo.pdf", "foto.png"]);
    expect(after.workFile?.originalName).toBe("nuevo.pdf");
    expect(await storedName(first.id)).toBeUndefined();
    expect(onDisk(firstStored)).toBe(false);
    // The old address of "the file" serves the new first file.
    const served = await rest(student, "GET", `${base}/${work.id}/file`);
    expect(served.rawPayload.equals(pdf("nuevo"))).toBe(true);
  });

  it("a second POST for the same module with a legacy file replaces the first; with `files` it adds", async () => {
    const moduleId = await freshModule("Dos veces");
    const first = await uploadFiles(student, "POST", base, { moduleId: String(moduleId) }, [doc("a.pdf"), photo("b.png")]);
    const again = await upload(student, "POST", base, { moduleId: String(moduleId) }, { name: "c.pdf", content: pdf("c") });
    expect(again.json().submission.id).toBe(first.json().submission.id);
    expect(names(again.json().submission)).toEqual(["c.pdf", "b.png"]);
    const more = await uploadFiles(student, "POST", base, { moduleId: String(moduleId) }, [voice("d.webm")]);
    expect(names(more.json().submission)).toEqual(["c.pdf", "b.png", "d.webm"]);
  });

  it("removeFileIds takes files out (their stored copies deleted) and nothing else", async () => {
    const work = await handIn([photo("a.png"), photo("b.png"), voice("c.webm")]);
    const [a, b, c] = work.files as [Listed, Listed, Listed];
    const stored = [(await storedName(a.id)) as string, (await storedName(c.id)) as string];
    const removed = await uploadFiles(student, "PUT", `${base}/${work.id}`, { removeFileIds: `${a.id}, ${c.id}` }, [photo("d.png")]);
    expect(removed.statusCode).toBe(200);
    const after: Work = removed.json().submission;
    expect(after.files.map((f) => f.id).slice(0, 1)).toEqual([b.id]);
    expect(names(after)).toEqual(["b.png", "d.png"]);
    expect(after.workFile?.originalName).toBe("b.png");
    for (const name of stored) expect(onDisk(name)).toBe(false);
    expect((await rest(student, "GET", `${base}/${work.id}/files/${a.id}`)).statusCode).toBe(404);
  });

  it("removing every file of a hand-in with no link or description is refused, and nothing is lost", async () => {
    const work = await handIn([photo("solo.png")]);
    const only = work.files[0] as Listed;
    const refused = await upload(student, "PUT", `${base}/${work.id}`, { removeFileIds: String(only.id) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Agrega un enlace, una descripción o un archivo.");
    expect(names((await trpc(student).studentWork.mine({ moduleId: (await platform.db.selectFrom("workSubmissions").select("moduleId").where("id", "=", work.id).executeTakeFirstOrThrow()).moduleId })) as Work)).toEqual(["solo.png"]);
  });

  it("a removeFileIds naming another hand-in's file, or not a list of ids, is refused before any file is stored", async () => {
    const mine = await handIn([photo("mio.png")]);
    const theirs = await handIn([photo("suyo.png")], otherStudent);
    const before = await workFiles(student.id);
    const foreign = await uploadFiles(student, "PUT", `${base}/${mine.id}`, { removeFileIds: String(theirs.files[0]?.id) }, [photo("extra.png")]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(notInThisWork);
    const garbage = await uploadFiles(student, "PUT", `${base}/${mine.id}`, { removeFileIds: "1; drop table files" }, [photo("extra.png")]);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/Datos inválidos|no son válidos/);
    expect(await workFiles(student.id)).toBe(before);
    expect(names((await rest(otherStudent, "GET", `${base}/student/${otherStudent.id}`)).json().find((w: Work) => w.id === theirs.id))).toEqual(["suyo.png"]);
  });

  it("a file refused by its content keeps none of the request's files and changes nothing", async () => {
    const work = await handIn([photo("bien.png")]);
    const before = await workFiles(student.id);
    const fake = { field: "files", name: "voz.webm", content: Buffer.from("no soy una grabación"), type: "audio/webm" };
    const refused = await uploadFiles(student, "PUT", `${base}/${work.id}`, {}, [photo("otra.png"), fake]);
    expect(refused.statusCode).toBe(415);
    expect(await workFiles(student.id)).toBe(before);
    const listed = (await rest(student, "GET", `${base}/student/${student.id}`)).json().find((w: Work) => w.id === work.id);
    expect(names(listed)).toEqual(["bien.png"]);
  });
});

describe("at most 10 files", () => {
  it("the 11th file is refused with the Spanish message, in one request or added later, and is not kept", async () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(`foto-${i + 1}.png`));
    const tooManyAtOnce = await uploadFiles(student, "POST", base, { moduleId: String(await freshModule("Once")) }, [...ten, photo("foto-11.png")]);
    expect(tooManyAtOnce.statusCode).toBe(409);
    expect(tooManyAtOnce.json().message).toBe(tooMany);

    const before = await workFiles(student.id);
    const work = await handIn(ten);
    expect(work.files).toHaveLength(10);
    const eleventh = await uploadFiles(student, "PUT", `${base}/${work.id}`, {}, [photo("foto-11.png")]);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(tooMany);
    expect(await workFiles(student.id)).toBe(before + 10);
    // Replacing the first (legacy) or removing one to add one is fine.
    expect((await upload(student, "PUT", `${base}/${work.id}`, {}, { name: "portada.pdf", content: pdf("portada") })).statusCode).toBe(200);
    const swap = await uploadFiles(student, "PUT", `${base}/${work.id}`, { removeFileIds: String(work.files[9]?.id) }, [voice("voz.webm")]);
    expect(swap.statusCode).toBe(200);
    expect(names(swap.json().submission)).toEqual(["portada.pdf", ...ten.slice(1, 9).map((f) => f.name), "voz.webm"]);
  });

  it("two PUTs at once that each add a photo keep both", async () => {
    const work = await handIn([photo("base.png")]);
    const [one, two] = await Promise.all([
      uploadFiles(student, "PUT", `${base}/${work.id}`, {}, [photo("tablet.png")]),
      uploadFiles(student, "PUT", `${base}/${work.id}`, {}, [photo("telefono.png")]),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const listed = (await rest(student, "GET", `${base}/student/${student.id}`)).json().find((w: Work) => w.id === work.id);
    expect([...names(listed)].sort()).toEqual(["base.png", "tablet.png", "telefono.png"]);
  });

  it("20 adds at once stop at 10 files: the rest are refused in Spanish, and none of their files is left stored", async () => {
    const work = await handIn([photo("primera.png")]);
    const before = await workFiles(student.id);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => uploadFiles(student, "PUT", `${base}/${work.id}`, {}, [photo(`a-la-vez-${i}.png`)])));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(ok).toHaveLength(9);
    expect(refused.every((a) => a.statusCode === 409 && a.json().message === tooMany)).toBe(true);
    const entries = await platform.db.selectFrom("workSubmissionFiles").select("fileId").where("submissionId", "=", work.id).execute();
    expect(entries).toHaveLength(10);
    expect(await workFiles(student.id)).toBe(before + 9);
  });

  it("two first hand-ins for one module at once (a double tap) keep the files of both", async () => {
    const moduleId = String(await freshModule("Doble toque"));
    const answers = await Promise.all([
      uploadFiles(student, "POST", base, { moduleId }, [photo("toque-1.png")]),
      uploadFiles(student, "POST", base, { moduleId }, [photo("toque-2.png")]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201]);
    const id = answers[0]?.json().submission.id;
    expect(answers[1]?.json().submission.id).toBe(id);
    const listed = (await rest(student, "GET", `${base}/student/${student.id}`)).json().find((w: Work) => w.id === id);
    expect([...names(listed)].sort()).toEqual(["toque-1.png", "toque-2.png"]);
  });
});

describe("GET /:id/files/:fileId", () => {
  let work: Work;
  beforeAll(async () => {
    work = await handIn([doc("tarea.pdf"), voice("voz.webm")]);
  });

  it("serves each file to the student, their parent, the module's teacher and an admin", async () => {
    const voiceFile = work.files[1] as Listed;
    for (const reader of [student, parent, teacher, admin]) {
      const response = await rest(reader, "GET", voiceFile.url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("audio/webm");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.rawPayload.equals(webmBytes)).toBe(true);
    }
  });

  it("refuses another family, another teacher and another student (403, Spanish), and nobody signed in or a bad token (401)", async () => {
    const url = (work.files[0] as Listed).url;
    for (const stranger of [otherParent, otherTeacher, otherStudent]) {
      const response = await rest(stranger, "GET", url);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("No tienes permisos para ver este trabajo.");
    }
    expect((await rest(platform, "GET", url)).statusCode).toBe(401);
    const forged = await rest({ app: platform.app, token: `${student.token}x` } as Actor, "GET", url);
    expect(forged.statusCode).toBe(401);
  });

  it("a file of another hand-in, an unknown one or a malformed id is a 404/400 in Spanish, never a 500", async () => {
    const theirs = await handIn([photo("ajeno.png")], otherStudent);
    const foreign = await rest(student, "GET", `${base}/${work.id}/files/${theirs.files[0]?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(notInThisWork);
    // The owner of the other file cannot read it through this hand-in either.
    expect((await rest(otherStudent, "GET", `${base}/${work.id}/files/${theirs.files[0]?.id}`)).statusCode).toBe(403);
    expect((await rest(student, "GET", `${base}/${work.id}/files/999999`)).json().message).toBe(notInThisWork);
    expect((await rest(student, "GET", `${base}/999999/files/1`)).statusCode).toBe(404);
    expect((await rest(student, "GET", `${base}/${work.id}/files/abc`)).statusCode).toBe(400);
  });
});

describe("privacy: the list's files go with the student", () => {
  it("the family's export holds the list and every file of it", async () => {
    const work = await handIn([photo("exporta-1.png"), voice("exporta-2.webm")]);
    const response = await rest(parent, "GET", `/api/students/${student.id}/export`);
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(zip["datos.json"] as Uint8Array));
    const listed = data.tablas.work_submission_files.filter((row: { submissionId: number }) => row.submissionId === work.id);
    expect(listed.map((row: { fileId: number }) => row.fileId)).toEqual(work.files.map((f) => f.id));
    for (const file of work.files) {
      const entry = data.archivos.find((a: { originalName: string }) => a.originalName === file.originalName);
      expect(entry, file.originalName).toBeDefined();
      expect(zip[entry.archivo]).toBeDefined();
    }
  });

  it("erasure removes the list and every stored copy of its files", async () => {
    const kid = await signedIn(platform, "student", { firstName: "Borra", lastName: "Dora", tribe });
    const work = await handIn([photo("x.png"), voice("y.webm")], kid);
    const stored = await Promise.all(work.files.map(async (f) => (await storedName(f.id)) as string));
    const erased = await rest(admin, "POST", `/api/students/${kid.id}/erase`, { confirmation: "Borra Dora" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await platform.db.selectFrom("workSubmissionFiles").select("id").where("submissionId", "=", work.id).execute()).toEqual([]);
    for (const name of stored) expect(onDisk(name)).toBe(false);
  });
});
