import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { classSignInMessages as m } from "../../common/class-sign-in/class-sign-in.schema.js";
import { type Actor, firstAdmin, signedIn } from "../setup/as-role.js";
import { allKeys, nextAddress, trpcAnswer } from "../setup/http.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { createClass, enrol, linkParent } from "./people-helpers.js";

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let parent: Actor;
let otherParent: Actor;

/** As a signed-in user, a raw token, or nobody; from the tablet's address unless told. */
const call = (kind: "query" | "mutation", path: string, input: unknown, as?: Actor | string, address = "10.9.9.9") =>
  trpcAnswer(platform.app, kind, path, input, typeof as === "string" ? bearer(as) : as ? bearer(as.token) : {}, address);

/** A tribe with class sign-in on and its students' pictures set by its teacher. */
async function tribeWithCards(tribe: string, names: string[]) {
  const students = [];
  for (const firstName of names) students.push(await createUser(platform, { role: "student", tribe, firstName, lastName: "Gómez" }));
  const on = await call("mutation", "classSignIn.setEnabled", { tribe, enabled: true }, admin);
  expect(on.status).toBe(200);
  const code = (on.data.settings as { code: string }).code;
  for (const student of students) {
    const saved = await call("mutation", "classSignIn.setPictures", { studentId: student.id, pictures: ["sol", "pez"], cardPicture: "leon" }, admin);
    expect(saved.status).toBe(200);
  }
  return { code, students };
}

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
  otherTeacher = await signedIn(platform, "teacher", { tribe: "Tribu 4" });
  parent = await signedIn(platform, "parent");
  otherParent = await signedIn(platform, "parent");
});
afterAll(async () => platform?.close());

describe("a teacher runs class sign-in for their tribe", () => {
  it("turns it on, gets a 6-character code, sets a child's pictures; another tribe's teacher cannot", async () => {
    const child = await createUser(platform, { role: "student", tribe: "Tribu 1", firstName: "Luna" });
    const on = await call("mutation", "classSignIn.setEnabled", { tribe: "Tribu 1", enabled: true }, teacher);
    expect(on.status).toBe(200);
    expect(on.data.message).toBe(m.enabled);
    const settings = on.data.settings as { enabled: boolean; code: string };
    expect(settings.enabled).toBe(true);
    expect(settings.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    const saved = await call("mutation", "classSignIn.setPictures", { studentId: child.id, pictures: ["perro", "estrella"], cardPicture: "panda" }, teacher);
    expect(saved.status).toBe(200);
    expect(saved.data.student).toMatchObject({ id: child.id, pictures: ["perro", "estrella"], cardPicture: "panda", lockedUntil: null });

    const refused = await call("mutation", "classSignIn.setPictures", { studentId: child.id, pictures: ["sol", "pez"] }, otherTeacher);
    expect(refused).toMatchObject({ status: 403, message: m.forbiddenStudent });
    expect(await call("query", "classSignIn.settings", { tribe: "Tribu 1" }, otherTeacher)).toMatchObject({ status: 403, message: m.forbiddenTribe });
    expect((await call("query", "classSignIn.settings", { tribe: "Tribu 1" }, admin)).status).toBe(200);
  });

  it("a teacher whose class holds one pupil of another tribe runs only their own tribe, and sets only that pupil's pictures (issue 33)", async () => {
    const classTeacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
    const pupil = await createUser(platform, { role: "student", tribe: "Tribu 3", firstName: "Pupilo" });
    const classmate = await createUser(platform, { role: "student", tribe: "Tribu 3", firstName: "Ajeno" });
    await enrol(platform.db, pupil.id, await createClass(platform.db, classTeacher.id, "Clase con un niño de la Tribu 3"));
    await call("mutation", "classSignIn.setEnabled", { tribe: "Tribu 3", enabled: true }, admin);
    await call("mutation", "classSignIn.setPictures", { studentId: classmate.id, pictures: ["sol", "pez"] }, admin);

    // The tribe's cards, its code and its printed card are the tribe's own teacher's.
    expect(await call("query", "classSignIn.settings", { tribe: "Tribu 3" }, classTeacher)).toMatchObject({ status: 403, message: m.forbiddenTribe });
    expect(await call("mutation", "classSignIn.setEnabled", { tribe: "Tribu 3", enabled: true }, classTeacher)).toMatchObject({ status: 403, message: m.forbiddenTribe });
    expect(await call("mutation", "classSignIn.rotate", { tribe: "Tribu 3" }, classTeacher)).toMatchObject({ status: 403, message: m.forbiddenTribe });
    const printed = await platform.app.inject({ method: "GET", url: "/api/class-sign-in/card?tribe=Tribu%203", headers: bearer(classTeacher.token) });
    expect(printed.statusCode).toBe(403);
    // Another child of that tribe: not their pupil, so neither their pictures nor their lock.
    expect(await call("mutation", "classSignIn.setPictures", { studentId: classmate.id, pictures: ["gato", "flor"] }, classTeacher)).toMatchObject({ status: 403, message: m.forbiddenStudent });
    expect(await call("mutation", "classSignIn.unlock", { studentId: classmate.id }, classTeacher)).toMatchObject({ status: 403, message: m.forbiddenStudent });
    expect(await call("query", "classSignIn.childPictures", { studentId: classmate.id }, classTeacher)).toMatchObject({ status: 403, message: m.forbiddenStudent });
    const stored = await platform.db.selectFrom("picturePasswords").select("pictures").where("studentId", "=", classmate.id).executeTakeFirst();
    expect(stored?.pictures).toBe("sol,pez");

    // Their own pupil's pictures, and their own tribe, stay theirs.
    expect((await call("mutation", "classSignIn.setPictures", { studentId: pupil.id, pictures: ["gato", "flor"] }, classTeacher)).status).toBe(200);
    expect((await call("query", "classSignIn.settings", { tribe: "Tribu 1" }, classTeacher)).status).toBe(200);
    expect((await call("mutation", "classSignIn.rotate", { tribe: "Tribu 1" }, classTeacher)).status).toBe(200);
    const ownCard = await platform.app.inject({ method: "GET", url: "/api/class-sign-in/card?tribe=Tribu%201", headers: bearer(classTeacher.token) });
    expect(ownCard.statusCode).toBe(200);
  });

  it("refuses pictures that are not 2 different ones of the nine, in Spanish", async () => {
    const child = await createUser(platform, { role: "student", tribe: "Tribu 1" });
    for (const pictures of [["sol", "sol"], ["sol"], ["sol", "pez", "gato"], ["sol", "dragón"]]) {
      expect(await call("mutation", "classSignIn.setPictures", { studentId: child.id, pictures }, teacher)).toMatchObject({ status: 400, message: m.badPictures });
    }
    expect(await call("mutation", "classSignIn.setPictures", { studentId: child.id, pictures: ["sol", "pez"], cardPicture: "unicornio" }, teacher)).toMatchObject({
      status: 400,
      message: m.badCardPicture,
    });
    const noTribe = await createUser(platform, { role: "student", tribe: null });
    expect(await call("mutation", "classSignIn.setPictures", { studentId: noTribe.id, pictures: ["sol", "pez"] }, admin)).toMatchObject({ status: 400, message: m.studentWithoutTribe });
  });
});

describe("a child signs in on the class tablet", () => {
  it("the code opens the cards of the tribe's active children with pictures: a first name, an initial and a picture, nothing else", async () => {
    const { code, students } = await tribeWithCards("Tribu 2", ["Sofía", "Tomás"]);
    const suspended = await createUser(platform, { role: "student", tribe: "Tribu 2", status: "suspended", firstName: "Oculto" });
    await call("mutation", "classSignIn.setPictures", { studentId: suspended.id, pictures: ["sol", "pez"] }, admin);
    await createUser(platform, { role: "student", tribe: "Tribu 2", firstName: "Sindibujos" });
    const cards = await call("query", "classSignIn.cards", { code: code.toLowerCase().replace(/^(...)/, "$1-") }, undefined, nextAddress());
    expect(cards.status).toBe(200);
    expect(cards.data.tribe).toBe("Tribu 2");
    expect(cards.data.cards).toEqual(students.map((s, i) => ({ id: s.id, name: `${["Sofía", "Tomás"][i]} G.`, cardPicture: "leon", avatar: null })));
    for (const key of ["email", "lastName", "pictures", "passwordHash", "role"]) expect(allKeys(cards.data).has(key)).toBe(false);
  });

  it("the right pictures give a student session of 8 hours that refreshing does not stretch, and the sign-in is audited", async () => {
    const { code, students } = await tribeWithCards("Tribu 2", ["Ana"]);
    const [ana] = students;
    const before = Math.floor(Date.now() / 1000);
    const signIn = await call("mutation", "classSignIn.signIn", { code, studentId: ana?.id, pictures: ["sol", "pez"] }, undefined, nextAddress());
    expect(signIn.status).toBe(200);
    expect(signIn.data.user).toMatchObject({ id: ana?.id, role: "student" });
    const token = signIn.data.token as string;
    const exp = decodeJwt(token).exp as number;
    expect(exp - before).toBeGreaterThanOrEqual(8 * 3600 - 5);
    expect(exp - before).toBeLessThanOrEqual(8 * 3600 + 5);
    const me = await call("query", "auth.me", undefined, token);
    expect(me.data).toMatchObject({ id: ana?.id });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refreshed = await call("mutation", "auth.refresh", undefined, token);
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(refreshed.data.token as string).exp).toBe(exp);
    const audit = await platform.db.selectFrom("auditLog").select(["action", "actorId", "objectId"]).where("action", "=", "auth.class_login").where("objectId", "=", ana?.id ?? 0).execute();
    expect(audit).toEqual([{ action: "auth.class_login", actorId: ana?.id, objectId: ana?.id }]);
  });

  it("the pictures in the wrong order, or a card of another tribe, a suspended child or a teacher, get nothing", async () => {
    const { code, students } = await tribeWithCards("Tribu 2", ["Eva"]);
    const address = nextAddress();
    expect(await call("mutation", "classSignIn.signIn", { code, studentId: students[0]?.id, pictures: ["pez", "sol"] }, undefined, address)).toMatchObject({ status: 401, message: m.wrongPictures });
    const elsewhere = await tribeWithCards("Tribu 3", ["Leo"]);
    expect(await call("mutation", "classSignIn.signIn", { code, studentId: elsewhere.students[0]?.id, pictures: ["sol", "pez"] }, undefined, address)).toMatchObject({ status: 404, message: m.unknownCard });
    expect(await call("mutation", "classSignIn.signIn", { code, studentId: teacher.id, pictures: ["sol", "pez"] }, undefined, address)).toMatchObject({ status: 404, message: m.unknownCard });
    await platform.db.updateTable("users").set({ status: "suspended" }).where("id", "=", students[0]?.id ?? 0).execute();
    expect(await call("mutation", "classSignIn.signIn", { code, studentId: students[0]?.id, pictures: ["sol", "pez"] }, undefined, address)).toMatchObject({ status: 404, message: m.unknownCard });
  });

  it("a rotated or switched-off code stops working at once; the new code works", async () => {
    const { code, students } = await tribeWithCards("Tribu 5", ["Iris"]);
    const rotated = await call("mutation", "classSignIn.rotate", { tribe: "Tribu 5" }, admin);
    expect(rotated.data.message).toBe(m.rotated);
    const fresh = (rotated.data.settings as { code: string }).code;
    expect(fresh).not.toBe(code);
    const address = nextAddress();
    expect(await call("query", "classSignIn.cards", { code }, undefined, address)).toMatchObject({ status: 404, message: m.unknownCode });
    expect(await call("mutation", "classSignIn.signIn", { code, studentId: students[0]?.id, pictures: ["sol", "pez"] }, undefined, address)).toMatchObject({ status: 404 });
    expect((await call("query", "classSignIn.cards", { code: fresh }, undefined, address)).status).toBe(200);
    await call("mutation", "classSignIn.setEnabled", { tribe: "Tribu 5", enabled: false }, admin);
    expect(await call("query", "classSignIn.cards", { code: fresh }, undefined, address)).toMatchObject({ status: 404, message: m.unknownCode });
  });
});

describe("attacks on class sign-in", () => {
  it("new pictures or a new class code end the child's open sessions (issue 33)", async () => {
    const { code, students } = await tribeWithCards("Tribu 5", ["Noa", "Teo"]);
    const [noa, teo] = students;
    const session = async (studentId: number | undefined, classCode: string) =>
      (await call("mutation", "classSignIn.signIn", { code: classCode, studentId, pictures: ["sol", "pez"] }, undefined, nextAddress())).data.token as string;
    const me = async (token: string) => (await call("query", "auth.me", undefined, token)).status;

    const noaToken = await session(noa?.id, code);
    const teoToken = await session(teo?.id, code);
    expect(await me(noaToken)).toBe(200);
    await call("mutation", "classSignIn.setPictures", { studentId: noa?.id, pictures: ["gato", "flor"] }, admin);
    expect(await me(noaToken)).toBe(401);
    expect(await me(teoToken)).toBe(200);

    const rotated = await call("mutation", "classSignIn.rotate", { tribe: "Tribu 5" }, admin);
    expect(await me(teoToken)).toBe(401);
    const fresh = (rotated.data.settings as { code: string }).code;
    expect(await me(await session(teo?.id, fresh))).toBe(200);
  });

  it("five wrong pictures from a tablet pause the card there for 15 minutes, even for the right ones, until the teacher unlocks it", async () => {
    const { code, students } = await tribeWithCards("Tribu 4", ["Bruno"]);
    const id = students[0]?.id;
    const tablet = nextAddress();
    const guess = (pictures: string[], address = tablet) => call("mutation", "classSignIn.signIn", { code, studentId: id, pictures }, undefined, address);
    for (let i = 0; i < 4; i++) expect(await guess(["gato", "flor"])).toMatchObject({ status: 401, message: m.wrongPictures });
    expect(await guess(["gato", "flor"])).toMatchObject({ status: 401, message: m.cardLocked });
    expect(await guess(["sol", "pez"])).toMatchObject({ status: 429, message: m.cardLocked });
    const settings = await call("query", "classSignIn.settings", { tribe: "Tribu 4" }, admin);
    const locked = (settings.data.students as { id: number; lockedUntil: string | null }[]).find((s) => s.id === id);
    const minutes = (Date.parse(locked?.lockedUntil ?? "") - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    expect((await call("mutation", "classSignIn.unlock", { studentId: id }, admin)).data.message).toBe(m.unlocked);
    expect((await guess(["sol", "pez"])).status).toBe(200);
  });

  it("one tablet's wrong guesses do not lock a classmate out on another tablet (issue 33)", async () => {
    const { code, students } = await tribeWithCards("Tribu 4", ["Abril"]);
    const id = students[0]?.id;
    const [prankster, classmate] = [nextAddress(), nextAddress()];
    const guess = (pictures: string[], address: string) => call("mutation", "classSignIn.signIn", { code, studentId: id, pictures }, undefined, address);
    for (let i = 0; i < 5; i++) expect((await guess(["gato", "flor"], prankster)).status).toBe(401);
    expect((await guess(["sol", "pez"], prankster)).status).toBe(429);
    const signIn = await guess(["sol", "pez"], classmate);
    expect(signIn.status).toBe(200);
    expect(signIn.data.user).toMatchObject({ id });
    // Her own typos on her tablet count only there; the prankster's tablet stays paused.
    expect((await guess(["gato", "flor"], classmate)).status).toBe(401);
    expect((await guess(["sol", "pez"], prankster)).status).toBe(429);
  });

  it("wrong guesses from three addresses within the hour pause the card everywhere for an hour, until the teacher unlocks it", async () => {
    const { code, students } = await tribeWithCards("Tribu 4", ["Rocío"]);
    const id = students[0]?.id;
    const guess = (pictures: string[], address: string) => call("mutation", "classSignIn.signIn", { code, studentId: id, pictures }, undefined, address);
    const [first, second, third] = [nextAddress(), nextAddress(), nextAddress()];
    for (let i = 0; i < 5; i++) await guess(["gato", "flor"], first);
    expect((await guess(["gato", "flor"], second)).status).toBe(401);
    // Two addresses guessing: the child still gets in from another tablet.
    expect((await guess(["sol", "pez"], nextAddress())).status).toBe(200);
    expect(await guess(["gato", "flor"], third)).toMatchObject({ status: 401, message: m.cardLockedEverywhere });
    expect(await guess(["sol", "pez"], nextAddress())).toMatchObject({ status: 429, message: m.cardLockedEverywhere });
    const settings = await call("query", "classSignIn.settings", { tribe: "Tribu 4" }, admin);
    const locked = (settings.data.students as { id: number; lockedUntil: string | null }[]).find((s) => s.id === id);
    const minutes = (Date.parse(locked?.lockedUntil ?? "") - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    await call("mutation", "classSignIn.unlock", { studentId: id }, admin);
    expect((await guess(["sol", "pez"], first)).status).toBe(200);
  });

  it("a batch of 40 parallel guesses from 40 addresses gets 3 evaluated, and the card ends paused everywhere", async () => {
    const { code, students } = await tribeWithCards("Tribu 4", ["Elsa"]);
    const id = students[0]?.id;
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call("mutation", "classSignIn.signIn", { code, studentId: id, pictures: i % 2 ? ["gato", "flor"] : ["casa", "arbol"] }, undefined, nextAddress())),
    );
    expect(all.filter((r) => r.status === 401)).toHaveLength(3);
    expect(all.filter((r) => r.status === 429)).toHaveLength(37);
    expect(await call("mutation", "classSignIn.signIn", { code, studentId: id, pictures: ["sol", "pez"] }, undefined, nextAddress())).toMatchObject({ status: 429, message: m.cardLockedEverywhere });
  });

  it("a lock that has run out gives five fresh attempts", async () => {
    const { code, students } = await tribeWithCards("Tribu 4", ["Clara"]);
    const id = students[0]?.id ?? 0;
    const tablet = nextAddress();
    await platform.db.insertInto("pictureAttempts").values({ studentId: id, address: tablet, failedAttempts: 5, lockedUntil: new Date(Date.now() - 1000).toISOString(), lastFailedAt: new Date(Date.now() - 16 * 60_000).toISOString() }).execute();
    const guess = (pictures: string[]) => call("mutation", "classSignIn.signIn", { code, studentId: id, pictures }, undefined, tablet);
    expect(await guess(["gato", "flor"])).toMatchObject({ status: 401, message: m.wrongPictures });
    expect((await guess(["sol", "pez"])).status).toBe(200);
  });

  it("a batch of 40 parallel guesses from a tablet gets at most 5 evaluated, and the card ends paused there", async () => {
    const { code, students } = await tribeWithCards("Tribu 4", ["Dani"]);
    const id = students[0]?.id;
    const tablet = nextAddress();
    const all = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call("mutation", "classSignIn.signIn", { code, studentId: id, pictures: i % 2 ? ["gato", "flor"] : ["casa", "arbol"] }, undefined, tablet)),
    );
    expect(all.filter((r) => r.status === 401)).toHaveLength(5);
    expect(all.filter((r) => r.status === 429)).toHaveLength(35);
    expect((await call("mutation", "classSignIn.signIn", { code, studentId: id, pictures: ["sol", "pez"] }, undefined, tablet)).status).toBe(429);
  });

  it("guessing codes from one address is stopped after 10 wrong ones, in Spanish; other addresses still work", async () => {
    const { code } = await tribeWithCards("Tribu 3", ["Gael"]);
    const address = nextAddress();
    for (let i = 0; i < 10; i++) expect((await call("query", "classSignIn.cards", { code: `ZZZZZ${"23456789"[i % 8]}` }, undefined, address)).status).toBe(404);
    const stopped = await call("query", "classSignIn.cards", { code }, undefined, address);
    expect(stopped.status).toBe(429);
    expect(stopped.message).toMatch(/Demasiados intentos/);
    expect((await call("query", "classSignIn.cards", { code }, undefined, nextAddress())).status).toBe(200);
  });

  it("a malformed code or card is answered 400 in Spanish, never 500", async () => {
    for (const code of ["", "ABC", "ÑÑÑÑÑÑ", "x".repeat(5000), 42]) {
      expect(await call("query", "classSignIn.cards", { code }, undefined, nextAddress())).toMatchObject({ status: 400, message: m.badCode });
    }
    expect(await call("mutation", "classSignIn.signIn", { code: "ABCDEF", studentId: -1, pictures: ["sol", "pez"] }, undefined, nextAddress())).toMatchObject({ status: 400, message: m.badStudent });
  });
});

describe("the family practises at home", () => {
  it("a parent sees their child's pictures; another parent and a student do not", async () => {
    const { students } = await tribeWithCards("Tribu 1", ["Mía"]);
    const child = students[0];
    await linkParent(platform.db, parent.id, child?.id ?? 0);
    const mine = await call("query", "classSignIn.childPictures", { studentId: child?.id }, parent);
    expect(mine.data).toEqual({ studentId: child?.id, tribe: "Tribu 1", cardPicture: "leon", pictures: ["sol", "pez"], classSignInOn: true });
    expect((await call("query", "classSignIn.childPictures", { studentId: child?.id }, otherParent)).status).toBe(403);
    const student = await signedIn(platform, "student", { tribe: "Tribu 1" });
    expect((await call("query", "classSignIn.childPictures", { studentId: child?.id }, student)).status).toBe(403);
  });
});
