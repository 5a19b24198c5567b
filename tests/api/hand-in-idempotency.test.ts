import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { RawBody } from "../setup/http.js";
import { type FilePart, multipartFilesBody } from "../setup/multipart.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

/**
 * Issue 39, "a hand-in sent twice is stored once": a child's tablet keeps a hand-in made offline and
 * sends it when the connection returns; a retry may repeat a request that already reached the server,
 * or two tabs send the same queued item at once. With the same `Idempotency-Key`, the student's
 * repeat stores nothing (no file, no second notice to the teacher) and answers the same status with
 * the hand-in as it is (docs/decisions/offline-hand-ins.md).
 */
const base = "/api/student-work-submissions";
const tribe = "Tribu 3";
const badKey = "La clave de reintento no es válida.";
const keyReused = "Esta clave de reintento ya se usó para otro trabajo.";

const pngBytes = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab4a35a70000000049454e44ae426082",
  "hex",
);
const webmBytes = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.from("webm"), Buffer.alloc(64, 0)]);
type Part = FilePart & { field: string };
const photo = (name: string): Part => ({ field: "files", name, content: pngBytes, type: "image/png" });
const voice = (name: string): Part => ({ field: "files", name, content: webmBytes, type: "audio/webm" });

type Work = { id: number; studentId: number; moduleId: number; files: { id: number; originalName: string }[] };

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let student: Actor;
let otherStudent: Actor;

/** A multipart hand-in request, with the key header when one is given (one form, sent as often as asked). */
function handInRequest(who: Actor, method: "POST" | "PUT", path: string, fields: Record<string, string>, files: Part[], key?: string) {
  const form = multipartFilesBody(fields, files);
  return () => rest(who, method, path, new RawBody(form.payload, form.contentType), { headers: key === undefined ? {} : { "idempotency-key": key } });
}

async function freshModule(title: string): Promise<number> {
  return createModule(platform.db, teacher.id, { title: `${title} ${Math.random().toString(16).slice(2, 8)}`, tribe });
}

const names = (work: Work) => work.files.map((f) => f.originalName);
/** The stored copies in the data folder's uploads (not the half-written temporary ones); the folder comes with the first file. */
const storedOnDisk = () => {
  const uploads = join(platform.dataDir, "uploads");
  return existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.startsWith(".")).length : 0;
};
const workFileRows = async (studentId: number) =>
  Number((await platform.db.selectFrom("files").select((eb) => eb.fn.countAll<number>().as("n")).where("ownerId", "=", studentId).where("purpose", "=", "work").executeTakeFirstOrThrow()).n);
/** How many hand-ins the teacher was told about (items fold per hour: their counts add up). */
const reviewNotices = async () =>
  Number(
    (
      await platform.db
        .selectFrom("notifications")
        .select((eb) => eb.fn.sum<number | string>("count").as("n"))
        .where("userId", "=", teacher.id)
        .where("kind", "=", "review")
        .executeTakeFirst()
    )?.n ?? 0,
  );
const submissionsFor = (moduleId: number) => platform.db.selectFrom("workSubmissions").select(["id", "studentId"]).where("moduleId", "=", moduleId).execute();
const receiptsOf = (studentId: number) => platform.db.selectFrom("handInReceipts").select(["idempotencyKey", "submissionId"]).where("studentId", "=", studentId).execute();

/** What a test changes: hand-ins' files stored (rows and copies on disk) and notices to the teacher. */
async function counts(who: Actor = student) {
  return { rows: await workFileRows(who.id), disk: storedOnDisk(), notices: await reviewNotices() };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { firstName: "Rita", lastName: "Reintento", tribe });
  student = await signedIn(platform, "student", { firstName: "Sara", lastName: "Tableta", tribe });
  otherStudent = await signedIn(platform, "student", { firstName: "Tomás", lastName: "Otro", tribe });
});

afterAll(async () => {
  await platform.close();
});

describe("a hand-in with an Idempotency-Key is stored once", () => {
  it("a POST sent again with the same key: one hand-in, its files once, one notice; both answers 201 with the same hand-in", async () => {
    const moduleId = await freshModule("Granja");
    const send = handInRequest(student, "POST", base, { moduleId: String(moduleId), workDescription: "Mi granja" }, [photo("vaca.png"), voice("mu.webm")], randomUUID());
    const before = await counts();
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await counts();
    expect(afterFirst).toEqual({ rows: before.rows + 2, disk: before.disk + 2, notices: before.notices + 1 });

    const again = await send();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().message).toBe(first.json().message);
    expect(again.json().message).toBe("¡Trabajo enviado exitosamente!");
    expect(again.json().submission).toEqual(first.json().submission);
    expect(names(again.json().submission)).toEqual(["vaca.png", "mu.webm"]);
    expect(await submissionsFor(moduleId)).toHaveLength(1);
    expect(await counts()).toEqual(afterFirst);
  });

  it("the same POST sent 50 times at once with one key (tabs and retries piling up): one hand-in with the files of one request, every answer 201 naming it", async () => {
    const moduleId = await freshModule("Cinco pestañas");
    const send = handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("uno.png"), photo("dos.png"), voice("voz.webm")], randomUUID());
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 50 }, () => send()));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    const ids = new Set(answers.map((answer) => answer.json().submission.id));
    expect(ids.size).toBe(1);
    const stored = await submissionsFor(moduleId);
    expect(stored.map((row) => row.id)).toEqual([...ids]);
    for (const answer of answers) expect(names(answer.json().submission)).toEqual(["uno.png", "dos.png", "voz.webm"]);
    // The copies the other 49 stored while their request arrived are gone, rows and files on disk.
    expect(await counts()).toEqual({ rows: before.rows + 3, disk: before.disk + 3, notices: before.notices + 1 });
    expect((await receiptsOf(student.id)).filter((receipt) => receipt.submissionId === stored[0]?.id)).toHaveLength(1);
  });

  it("a PUT sent again with the same key adds its files once and answers 200 both times", async () => {
    const moduleId = await freshModule("Cuento");
    const created = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("portada.png")])();
    expect(created.statusCode).toBe(201);
    const id = created.json().submission.id as number;
    const send = handInRequest(student, "PUT", `${base}/${id}`, { workDescription: "Con final" }, [photo("final.png")], randomUUID());
    const before = await counts();
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe("¡Trabajo actualizado exitosamente!");
    expect(names(again.json().submission)).toEqual(["portada.png", "final.png"]);
    expect(again.json().submission).toEqual(first.json().submission);
    expect(await counts()).toEqual({ rows: before.rows + 1, disk: before.disk + 1, notices: before.notices + 1 });
  });

  it("the same PUT sent 3 times at once adds its files once", async () => {
    const moduleId = await freshModule("Tres a la vez");
    const created = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("a.png")])();
    const id = created.json().submission.id as number;
    const send = handInRequest(student, "PUT", `${base}/${id}`, {}, [photo("b.png"), voice("c.webm")], randomUUID());
    const before = await counts();
    const answers = await Promise.all([send(), send(), send()]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const answer of answers) expect(names(answer.json().submission)).toEqual(["a.png", "b.png", "c.webm"]);
    expect(await counts()).toEqual({ rows: before.rows + 2, disk: before.disk + 2, notices: before.notices + 1 });
  });

  it("a POST for a module already handed in, sent twice at once with one key, joins the hand-in once and says 'actualizado' each time", async () => {
    const moduleId = await freshModule("Segunda entrega");
    const created = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("primera.png")])();
    const id = created.json().submission.id as number;
    const send = handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [voice("segunda.webm")], randomUUID());
    const before = await counts();
    const answers = await Promise.all([send(), send()]);
    const again = await send();
    for (const answer of [...answers, again]) {
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json().message).toBe("¡Trabajo actualizado exitosamente!");
      expect(answer.json().submission.id).toBe(id);
      expect(names(answer.json().submission)).toEqual(["primera.png", "segunda.webm"]);
    }
    expect(await counts()).toEqual({ rows: before.rows + 1, disk: before.disk + 1, notices: before.notices + 1 });
  });

  it("the same key from another student is another key: her hand-in is her own, and the first student's is neither shown nor touched", async () => {
    const moduleId = await freshModule("Compartida");
    const key = randomUUID();
    const mine = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("mia.png")], key)();
    expect(mine.statusCode).toBe(201);
    const mineId = mine.json().submission.id as number;
    // Her PUT of the first student's hand-in with that key is refused as any PUT of someone else's work.
    const intrusion = await handInRequest(otherStudent, "PUT", `${base}/${mineId}`, {}, [photo("intrusa.png")], key)();
    expect(intrusion.statusCode).toBe(403);
    expect(intrusion.json().message).toBe("Solo puedes cambiar tu propio trabajo.");
    const theirs = await handInRequest(otherStudent, "POST", base, { moduleId: String(moduleId) }, [photo("suya.png")], key)();
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().message).toBe("¡Trabajo enviado exitosamente!");
    const work: Work = theirs.json().submission;
    expect(work.id).not.toBe(mineId);
    expect(work.studentId).toBe(otherStudent.id);
    expect(names(work)).toEqual(["suya.png"]);
    expect((await submissionsFor(moduleId)).map((row) => row.studentId).sort()).toEqual([student.id, otherStudent.id].sort());
    // Each one's repeat answers her own hand-in.
    const again = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("mia.png")], key)();
    expect(again.json().submission.id).toBe(mineId);
    expect(names(again.json().submission)).toEqual(["mia.png"]);
    const theirsAgain = await handInRequest(otherStudent, "POST", base, { moduleId: String(moduleId) }, [photo("suya.png")], key)();
    expect(theirsAgain.json().submission.id).toBe(work.id);
    expect(names(theirsAgain.json().submission)).toEqual(["suya.png"]);
  });

  it("a malformed key is a 400 with its message, and nothing is stored", async () => {
    const moduleId = await freshModule("Clave mala");
    const before = await counts();
    for (const key of ["corta", "x".repeat(101), "una clave con espacios", "clave-con-eñe-1234567", ""]) {
      const answer = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("foto.png")], key)();
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json().message).toBe(badKey);
    }
    const created = await handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("foto.png")])();
    const put = await handInRequest(student, "PUT", `${base}/${created.json().submission.id}`, {}, [photo("otra.png")], "no/vale/esta/clave/!!")();
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(badKey);
    expect(await counts()).toEqual({ rows: before.rows + 1, disk: before.disk + 1, notices: before.notices + 1 });
    expect(await submissionsFor(moduleId)).toHaveLength(1);
  });

  it("a key reused for another module, or on another hand-in's PUT, is a 409 and stores nothing", async () => {
    const key = randomUUID();
    const first = await handInRequest(student, "POST", base, { moduleId: String(await freshModule("Primera")) }, [photo("a.png")], key)();
    expect(first.statusCode).toBe(201);
    const otherModule = await freshModule("Otra");
    const before = await counts();
    const reused = await handInRequest(student, "POST", base, { moduleId: String(otherModule) }, [photo("b.png")], key)();
    expect(reused.statusCode, reused.body).toBe(409);
    expect(reused.json().message).toBe(keyReused);
    expect(await submissionsFor(otherModule)).toEqual([]);
    const other = await handInRequest(student, "POST", base, { moduleId: String(otherModule) }, [photo("c.png")])();
    const onPut = await handInRequest(student, "PUT", `${base}/${other.json().submission.id}`, {}, [photo("d.png")], key)();
    expect(onPut.statusCode).toBe(409);
    expect(onPut.json().message).toBe(keyReused);
    expect(names(other.json().submission)).toEqual(["c.png"]);
    expect(await counts()).toEqual({ rows: before.rows + 1, disk: before.disk + 1, notices: before.notices + 1 });
  });

  it("without the header nothing changes: a second POST adds its files and tells the teacher again", async () => {
    const moduleId = await freshModule("Sin clave");
    const send = handInRequest(student, "POST", base, { moduleId: String(moduleId) }, [photo("dibujo.png")]);
    const before = await counts();
    expect((await send()).statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(names(again.json().submission)).toEqual(["dibujo.png", "dibujo.png"]);
    expect(await counts()).toEqual({ rows: before.rows + 2, disk: before.disk + 2, notices: before.notices + 2 });
  });

  it("a student's receipts go with her erasure", async () => {
    const moduleId = await freshModule("Borrada");
    expect((await handInRequest(otherStudent, "POST", base, { moduleId: String(moduleId) }, [photo("x.png")], randomUUID())()).statusCode).toBe(201);
    expect((await receiptsOf(otherStudent.id)).length).toBeGreaterThan(0);
    const erased: LightMyRequestResponse = await rest(admin, "POST", `/api/students/${otherStudent.id}/erase`, { confirmation: "Tomás Otro" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await receiptsOf(otherStudent.id)).toEqual([]);
  });
});
