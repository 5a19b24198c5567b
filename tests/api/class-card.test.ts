import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { classCardMessages } from "../../common/class-sign-in/class-card.js";
import { classSignInMessages as m } from "../../common/class-sign-in/class-sign-in.schema.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { trpcAnswer } from "../setup/http.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;

const card = (as: Actor | null, tribe = "Tribu 1") => rest(as ?? { app: platform.app, services: platform.services }, "GET", `/api/class-sign-in/card?${new URLSearchParams({ tribe })}`);
const mutate = async (path: string, input: unknown, as: Actor) => (await trpcAnswer(platform.app, "mutation", path, input, bearer(as.token))).data;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
  otherTeacher = await signedIn(platform, "teacher", { tribe: "Tribu 4" });
});
afterAll(async () => platform?.close());

describe("the printable class card (GET /api/class-sign-in/card)", () => {
  it("is a PDF with the tribe, the code, the class link and the child's steps; a new code replaces the old one", async () => {
    const { settings } = await mutate("classSignIn.setEnabled", { tribe: "Tribu 1", enabled: true }, teacher);
    const response = await card(teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain("tarjeta-de-clase-tribu-1.pdf");
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Tribu 1");
    expect(text).toContain(settings.code);
    expect(text).toContain(`/entrar/${settings.code}`);
    expect(text).toContain("Toca tus 2 dibujos, en orden.");

    const rotated = (await mutate("classSignIn.rotate", { tribe: "Tribu 1" }, teacher)).settings;
    const after = await pdfText((await card(teacher)).rawPayload);
    expect(after).toContain(rotated.code);
    expect(after).not.toContain(settings.code);
  });

  it("asks to switch class sign-in on first", async () => {
    await mutate("classSignIn.setEnabled", { tribe: "Tribu 3", enabled: false }, admin);
    const response = await card(admin, "Tribu 3");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(classCardMessages.needsCode);
  });

  it("is only for an admin or a teacher who runs the tribe", async () => {
    await mutate("classSignIn.setEnabled", { tribe: "Tribu 1", enabled: true }, admin);
    expect((await card(admin)).statusCode).toBe(200);
    const refused = await card(otherTeacher);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(m.forbiddenTribe);
    expect((await card(await signedIn(platform, "parent"))).statusCode).toBe(403);
    expect((await card(await signedIn(platform, "student", { tribe: "Tribu 1" }))).statusCode).toBe(403);
    expect((await card(null)).statusCode).toBe(401);
    const badTribe = await card(teacher, "Tribu 9");
    expect(badTribe.statusCode).toBe(400);
    expect(badTribe.json().message).toBe(m.badTribe);
  });
});
