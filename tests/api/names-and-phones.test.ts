import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameCharactersMessage } from "../../common/users/names.js";
import { userMessages } from "../../common/users/users.schema.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { nextAddress, trpcMutation } from "../setup/http.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

// Issue 33, "Names and phones": a name is shown to children and printed on PDFs, so it holds no
// control or bidi-override characters; and an inbound WhatsApp message is filed under the one family
// account with its number, so two families do not share one.

const badNames: [string, string][] = [
  ["a line break (CR LF)", "Ana\r\nMaría"],
  ["a line feed", "Ana\nMaría"],
  ["NUL", "Ana\u0000"],
  ["a tab", "Ana\tMaría"],
  ["a C1 control (NEL)", "Ana\u0085María"],
  ["DEL", "Ana\u007F"],
  ["a right-to-left override (U+202E)", "Ana \u202Eairam"],
  ["a left-to-right embedding (U+202A)", "\u202AAna"],
  ["a first-strong isolate (U+2068)", "Ana \u2068María\u2069"],
  ["a line separator (U+2028)", "Ana\u2028María"],
];

const goodNames = ["María José", "O'Connor", "Pérez-Gómez", "Nguyễn Thị", "محمد", "Ñandú", "Jean-Luc St. Pierre"];

describe("names refuse control and bidi-override characters, with a Spanish message", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let student: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    student = await signedIn(platform, "student");
  });
  afterAll(async () => {
    await platform.close();
  });

  let count = 0;
  const email = () => `nombres${++count}@tribu.test`;
  const password = "clave-segura-123";

  it.each(badNames)("%s: registration, an admin's new user, an admin's and one's own edit, over REST and tRPC", async (_label, name) => {
    const answers = {
      register: await rest(platform, "POST", "/api/register", { email: email(), password, firstName: name, lastName: "Ruiz" }, { remoteAddress: nextAddress() }),
      registerLast: await rest(platform, "POST", "/api/register", { email: email(), password, firstName: "Rosa", lastName: name }, { remoteAddress: nextAddress() }),
      create: await rest(admin, "POST", "/api/users/admin/create", { email: email(), password, firstName: name, lastName: "Ruiz" }),
      adminEdit: await rest(admin, "PUT", `/api/users/${student.id}`, { lastName: name }),
      ownEdit: await rest(student, "PUT", `/api/users/${student.id}`, { firstName: name }),
    };
    for (const [call, response] of Object.entries(answers)) {
      expect(response.statusCode, call).toBe(400);
      expect(Object.values(response.json().fields ?? {}), call).toContain(nameCharactersMessage);
    }
    const trpc = await trpcMutation(platform.app, "users.create", { email: email(), password, firstName: "Rosa", lastName: name }, bearer(admin.token));
    expect(trpc.statusCode).toBe(400);
    expect(JSON.stringify(trpc.json())).toContain(nameCharactersMessage);
    const stored = await platform.db.selectFrom("users").select(["firstName", "lastName"]).where("id", "=", student.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ firstName: "Prueba", lastName: "Student" });
  });

  it("the first admin's setup refuses them too", async () => {
    const fresh = await createTestPlatform();
    try {
      const refused = await rest(fresh, "POST", "/api/setup/admin", { email: "dir@tribu.test", password, firstName: "Dora", lastName: "Ruiz\u202E" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields.lastName).toBe(nameCharactersMessage);
      expect((await rest(fresh, "GET", "/api/setup")).json().needsFirstAdmin).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("names in other scripts, with accents, apostrophes, hyphens and dots are kept as written", async () => {
    for (const name of goodNames) {
      const created = await rest(admin, "POST", "/api/users/admin/create", { email: email(), password, firstName: name, lastName: name });
      expect(created.statusCode, name).toBe(201);
      expect(created.json().user ?? created.json()).toMatchObject({ firstName: name, lastName: name });
    }
    const edited = await rest(student, "PUT", `/api/users/${student.id}`, { firstName: "  María José  " });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().user.firstName).toBe("María José");
  });
});

describe("a phone belongs to one family account", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let mama: Actor;
  let papa: Actor;
  let teacher: Actor;

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform);
    mama = await signedIn(platform, "parent");
    papa = await signedIn(platform, "parent");
    teacher = await signedIn(platform, "teacher");
  });
  afterAll(async () => {
    await platform.close();
  });

  const phoneOf = async (id: number) => (await platform.db.selectFrom("users").select("phone").where("id", "=", id).executeTakeFirstOrThrow()).phone;

  it("a second family cannot take a number another family has, however it is written, by itself or by an admin, over REST or tRPC", async () => {
    expect((await rest(mama, "PUT", `/api/users/${mama.id}`, { phone: "300 123 4567" })).statusCode).toBe(200);
    for (const [who, phone] of [
      [papa, "+57 300 123 4567"],
      [admin, "(300) 123-4567"],
    ] as const) {
      const refused = await rest(who, "PUT", `/api/users/${papa.id}`, { phone });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: userMessages.phoneTaken, fields: { phone: userMessages.phoneTaken } });
    }
    const overTrpc = await trpcMutation(platform.app, "users.update", { id: papa.id, phone: "3001234567" }, bearer(papa.token));
    expect(overTrpc.statusCode).toBe(409);
    expect(JSON.stringify(overTrpc.json())).toContain(userMessages.phoneTaken);
    expect(await phoneOf(papa.id)).toBeNull();
    // The family that has it keeps saving it, and the other family saves a number of its own.
    expect((await rest(mama, "PUT", `/api/users/${mama.id}`, { phone: "+57 300 123 4567", firstName: "Marta" })).statusCode).toBe(200);
    expect((await rest(papa, "PUT", `/api/users/${papa.id}`, { phone: "300 765 4321" })).statusCode).toBe(200);
  });

  it("a staff account may share a family's number; it cannot become a family account while it does", async () => {
    expect((await rest(admin, "PUT", `/api/users/${teacher.id}`, { phone: "300 123 4567" })).statusCode).toBe(200);
    const refused = await rest(admin, "POST", `/api/users/${teacher.id}/change-role`, { newRole: "parent" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(userMessages.phoneTaken);
    expect((await platform.db.selectFrom("users").select("role").where("id", "=", teacher.id).executeTakeFirstOrThrow()).role).toBe("teacher");
  });

  it("two families asking for one number at the same moment: one gets it", async () => {
    const a = await signedIn(platform, "parent");
    const b = await signedIn(platform, "parent");
    const answers = await Promise.all([a, b].map((who) => rest(who, "PUT", `/api/users/${who.id}`, { phone: "310 555 0000" })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await platform.db.selectFrom("users").select("id").where("phone", "=", "573105550000").execute();
    expect(holders).toHaveLength(1);
  });
});
