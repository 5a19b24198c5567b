import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentBankMessages } from "../../common/report-cards/comment-bank.schema.js";
import { trpcQuery } from "../setup/http.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/** Issue 26: each teacher's "banco de observaciones", searched while writing a period's comments. */
describe("banco de observaciones", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let other: Actor;
  const bank = "/api/report-cards/comment-bank";

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    teacher = await signedIn(platform, "teacher");
    other = await signedIn(platform, "teacher");
  });
  afterAll(() => platform.close());

  it("a teacher keeps phrases by kind and finds them without minding capitals or accents", async () => {
    const phrases = [
      { kind: "fortaleza", text: "Participa con entusiasmo en las actividades de lectura." },
      { kind: "dificultad", text: "Se le dificulta mantener la atención en tareas largas." },
      { kind: "recomendacion", text: "Leer en casa quince minutos diarios con acompañamiento." },
    ];
    for (const phrase of phrases) {
      const saved = await rest(teacher, "POST", bank, phrase);
      expect(saved.statusCode).toBe(201);
      expect(saved.json()).toMatchObject({ success: true, message: commentBankMessages.saved, comment: { kind: phrase.kind, text: phrase.text } });
    }
    const all = await rest(teacher, "GET", bank);
    expect(all.json().comments.map((c: { kind: string }) => c.kind)).toEqual(["dificultad", "fortaleza", "recomendacion"]);
    const found = await rest(teacher, "GET", `${bank}?q=${encodeURIComponent("ACOMPANAMIENTO")}`);
    expect(found.json().comments.map((c: { text: string }) => c.text)).toEqual([phrases[2]?.text]);
    const byKind = await trpcQuery(platform.app, "reportCards.comments", { kind: "fortaleza" }, bearer(teacher.token));
    expect(byKind.json().result.data.map((c: { text: string }) => c.text)).toEqual([phrases[0]?.text]);
    expect((await rest(teacher, "GET", `${bank}?q=${encodeURIComponent("100%")}`)).json().comments).toEqual([]);
  });

  it("edits and deletes a phrase; another teacher's phrase reads as not found and stays as it was", async () => {
    const mine = (await rest(teacher, "POST", bank, { kind: "fortaleza", text: "Ayuda a sus compañeros." })).json().comment;
    const edited = await rest(teacher, "PUT", `${bank}/${mine.id}`, { kind: "fortaleza", text: "Ayuda con paciencia a sus compañeros." });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().comment.text).toBe("Ayuda con paciencia a sus compañeros.");

    for (const [method, body] of [["PUT", { kind: "dificultad", text: "Cambiado por otro" }], ["DELETE", undefined]] as const) {
      const answer = await rest(other, method, `${bank}/${mine.id}`, body);
      expect(answer.statusCode, method).toBe(404);
      expect(answer.json().message).toBe(commentBankMessages.notFound);
    }
    expect((await rest(other, "GET", bank)).json().comments).toEqual([]);
    expect((await rest(admin, "GET", bank)).json().comments).toEqual([]);

    const removed = await rest(teacher, "DELETE", `${bank}/${mine.id}`);
    expect(removed.json()).toMatchObject({ success: true, message: commentBankMessages.removed });
    expect((await rest(teacher, "GET", bank)).json().comments.map((c: { id: number }) => c.id)).not.toContain(mine.id);
  });

  it("answers bad input in Spanish, and refuses students and parents", async () => {
    const noText = await rest(teacher, "POST", bank, { kind: "fortaleza", text: "   " });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().message).toBe(commentBankMessages.textRequired);
    const badKind = await rest(teacher, "POST", bank, { kind: "opinion", text: "Algo" });
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe(commentBankMessages.kind);
    const long = await rest(teacher, "POST", bank, { kind: "fortaleza", text: "a".repeat(601) });
    expect(long.json().message).toBe(commentBankMessages.textTooLong);
    const badId = await rest(teacher, "DELETE", `${bank}/abc`);
    expect(badId.statusCode).toBe(400);
    for (const role of ["student", "parent"] as const) {
      const who = await signedIn(platform, role);
      expect((await rest(who, "GET", bank)).statusCode, role).toBe(403);
    }
    expect((await rest(platform, "GET", bank)).statusCode).toBe(401);
  });

  it("keeps a bank to 500 phrases, even when many are added at once", async () => {
    const busy = await signedIn(platform, "teacher");
    await platform.db
      .insertInto("reportCommentBank")
      .values(Array.from({ length: 495 }, (_, i) => ({ teacherId: busy.id, kind: "fortaleza", text: `Frase ${i}`, createdAt: "2026-11-27T00:00:00Z", updatedAt: "2026-11-27T00:00:00Z" })))
      .execute();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => rest(busy, "POST", bank, { kind: "recomendacion", text: `Nueva ${i}` })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().message === commentBankMessages.full)).toBe(true);
    expect((await rest(busy, "GET", bank)).json().comments).toHaveLength(500);
  });
});
