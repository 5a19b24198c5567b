import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityAccess, canOpenStudentAccessibility, changeAccessibilityAccess, readsOwnLearningProfile } from "../../common/accessibility/accessibility.policy.js";
import { accessibilityMessages } from "../../common/accessibility/accessibility.schema.js";
import { type Actor, firstAdmin, rest, signedIn, trpc, withToken } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 21 (section 5): a child's accessibility profile is changed by their parent, their teachers
 * (a teacher with the child in a class) and admins, from their own screens; the child reads it.
 */
let platform: TestPlatform;
let admin: Actor;
let child: Actor;
let teacher: Actor;
let otherTeacher: Actor;
let parent: Actor;

const profile = { textSize: 1, dyslexiaFriendly: true, highContrast: false, reducedMotion: true, largerTargets: true, hideTimers: false, simpleMode: false };

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  child = await signedIn(platform, "student", { firstName: "Lía", lastName: "Perfil", tribe: "Tribu 1" });
  teacher = await signedIn(platform, "teacher", { firstName: "Rita", lastName: "Suya" });
  otherTeacher = await signedIn(platform, "teacher", { firstName: "Raúl", lastName: "Ajeno" });
  parent = await signedIn(platform, "parent", { firstName: "Pía", lastName: "Perfil" });
  const now = new Date().toISOString();
  await platform.db.insertInto("parentChildren").values({ parentId: parent.id, studentId: child.id, createdAt: now }).execute();
  const klass = await platform.db.insertInto("classes").values({ title: "Lectura", moduleId: null, teacherId: teacher.id, createdAt: now }).returning("id").executeTakeFirstOrThrow();
  await platform.db.insertInto("studentClasses").values({ studentId: child.id, classId: klass.id, joinedAt: now }).execute();
});

afterAll(async () => {
  await platform?.close();
});

async function refusal(call: Promise<unknown>): Promise<string | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error);
  }
}

describe("who changes a child's accessibility profile", () => {
  it("the policy: the staff page is for teachers and admins; the read-only page is the student's", () => {
    expect(canOpenStudentAccessibility.roles).toEqual(["teacher", "admin"]);
    expect(readsOwnLearningProfile.roles).toEqual(["student"]);
    expect(accessibilityAccess({ id: teacher.id, role: "teacher" }, child.id)).toBe("pupil");
    expect(accessibilityAccess({ id: parent.id, role: "parent" }, child.id)).toBe("child");
    expect(accessibilityAccess({ id: admin.id, role: "admin" }, child.id)).toBe(true);
  });

  it("the child's teacher reads and saves it (tRPC), and the child gets it", async () => {
    expect(await trpc(teacher).accessibility.get({ userId: child.id })).toMatchObject({ textSize: 0 });
    const saved = await trpc(teacher).accessibility.set({ userId: child.id, profile });
    expect(saved.message).toBe("Preferencias de accesibilidad guardadas");
    expect(await trpc(child).accessibility.mine()).toEqual(profile);
  });

  it("another teacher is refused (FORBIDDEN, 403), for reading and for saving", async () => {
    expect(await refusal(trpc(otherTeacher).accessibility.get({ userId: child.id }))).toBe("FORBIDDEN");
    expect(await refusal(trpc(otherTeacher).accessibility.set({ userId: child.id, profile: { ...profile, textSize: 3 } }))).toBe("FORBIDDEN");
    expect((await trpc(child).accessibility.mine()).textSize).toBe(1);
  });

  it("the admin and the parent save it too", async () => {
    await trpc(admin).accessibility.set({ userId: child.id, profile: { ...profile, highContrast: true } });
    expect((await trpc(child).accessibility.mine()).highContrast).toBe(true);
    await trpc(parent).accessibility.set({ userId: child.id, profile: { ...profile, simpleMode: true } });
    expect(await trpc(child).accessibility.mine()).toEqual({ ...profile, simpleMode: true });
  });
});

describe("the child reads their profile and does not change it (issue 33)", () => {
  it("the child's own change is refused in Spanish (tRPC and REST), from their account and from the class tablet's session; the profile stays", async () => {
    await trpc(parent).accessibility.set({ userId: child.id, profile: { ...profile, simpleMode: true } });
    const classSession = async () => {
      await trpc(admin).classSignIn.setEnabled({ tribe: "Tribu 1", enabled: true });
      // Written directly: new pictures set by an adult would end the child's other session (issue 33).
      await platform.db.insertInto("picturePasswords").values({ studentId: child.id, pictures: "sol,pez", cardPicture: null, updatedById: admin.id, updatedAt: new Date().toISOString() }).execute();
      const code = (await trpc(admin).classSignIn.settings({ tribe: "Tribu 1" })).code;
      return withToken(platform, (await trpc({ app: platform.app, services: platform.services }).classSignIn.signIn({ code, studentId: child.id, pictures: ["sol", "pez"] })).token);
    };
    for (const asChild of [child, await classSession()]) {
      expect(await trpc(asChild).accessibility.mine()).toMatchObject({ simpleMode: true });
      expect(await trpc(asChild).accessibility.get({ userId: child.id })).toMatchObject({ simpleMode: true });
      const viaTrpc = trpc(asChild).accessibility.set({ userId: child.id, profile: { ...profile, simpleMode: false } });
      await expect(viaTrpc).rejects.toMatchObject({ code: "FORBIDDEN", message: accessibilityMessages.childReadsOnly });
      const viaRest = await rest(asChild, "PUT", `/api/users/${child.id}/accessibility`, { ...profile, simpleMode: false });
      expect(viaRest.statusCode).toBe(403);
      expect(viaRest.json().message).toBe(accessibilityMessages.childReadsOnly);
      expect((await trpc(asChild).accessibility.mine()).simpleMode).toBe(true);
    }
  });

  it("the adults still change it, and an adult still changes their own", async () => {
    await trpc(teacher).accessibility.set({ userId: child.id, profile: { ...profile, textSize: 2 } });
    await trpc(admin).accessibility.set({ userId: child.id, profile: { ...profile, textSize: 3 } });
    await trpc(parent).accessibility.set({ userId: child.id, profile: { ...profile, simpleMode: false } });
    expect(await trpc(child).accessibility.mine()).toEqual({ ...profile, simpleMode: false });
    await trpc(parent).accessibility.set({ userId: parent.id, profile: { ...profile, highContrast: true } });
    expect((await trpc(parent).accessibility.mine()).highContrast).toBe(true);
    expect(changeAccessibilityAccess({ id: child.id, role: "student" }, child.id)).toBe(false);
  });
});
