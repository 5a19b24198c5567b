import { privacyNoticeVersion } from "../../domains/privacy/privacy-notice.js";
import type { DemoSeed } from "./context.js";
import { admin, coordinator, type DemoPerson, families, isNewcomer, newcomers, notesFor, parents, students, teachers } from "./people.js";

/** When each newcomer (joined this month) signed up: an hour or so ago. */
const newcomerJoined = (email: string) => 1 + [...newcomers].indexOf(email);

export async function seedPeople(seed: DemoSeed): Promise<void> {
  const { trx, clock } = seed;
  const everyone: DemoPerson[] = [admin, coordinator, ...teachers, ...parents, ...students];
  const rows = everyone.map((person, index) => {
    const studentIndex = students.indexOf(person);
    // Staff joined at the start of the school year, the families over it.
    const createdAt = newcomers.has(person.email)
      ? clock.hoursAgo(newcomerJoined(person.email))
      : person.role === "student"
        ? clock.at(-320 + studentIndex)
        : person.role === "parent"
          ? clock.at(-322 + parents.indexOf(person))
          : clock.at(-340 + index);
    return {
      email: person.email,
      passwordHash: seed.passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      role: person.role,
      status: "active" as const,
      tribe: person.tribe ?? null,
      notes: person.role === "student" ? notesFor(studentIndex) : "",
      hours: person.role !== "student" ? 0 : newcomers.has(person.email) ? 1 : 6 + ((studentIndex * 7) % 40),
      groupName: null,
      avatar: null,
      phone: person.phone ?? null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await trx.insertInto("users").values(rows).execute();
  const ids = await trx.selectFrom("users").select(["id", "email"]).where("email", "in", everyone.map((p) => p.email)).execute();
  for (const row of ids) seed.users.set(row.email, row.id);

  const links = families.flatMap((family) =>
    family.children.map((kid) => ({ parentId: seed.user(family.parent.email), studentId: seed.user(kid.email), createdAt: isNewcomer(kid) ? clock.hoursAgo(0.5) : clock.at(-290) })),
  );
  await trx.insertInto("parentChildren").values(links).execute();

  // Each child's file (the sex of the identity document, issue 34, and the rest of issue 36's ficha) is seed-records.ts'.

  // Guardians' consents (privacy notice): every family but two gave it; one withdrew it and gave it again.
  const withoutConsent = new Set(["tomas.rodriguez@demo.tribu", "manuela.ospina@demo.tribu"]);
  const consents = families.flatMap((family) =>
    family.children
      .filter((kid) => !withoutConsent.has(kid.email))
      .map((kid) => ({ studentId: seed.user(kid.email), parentId: seed.user(family.parent.email), noticeVersion: privacyNoticeVersion, givenAt: isNewcomer(kid) ? clock.hoursAgo(0.5) : clock.at(-1, 8), revokedAt: null as string | null })),
  );
  consents.push({ studentId: seed.user("salome.lopez@demo.tribu"), parentId: seed.user("familia.lopez@demo.tribu"), noticeVersion: privacyNoticeVersion, givenAt: clock.at(-2, 8), revokedAt: clock.at(-2, 10) });
  await trx.insertInto("guardianConsents").values(consents).execute();

  // Accessibility profiles chosen by teachers and families; Sofía keeps a child's default (simple home).
  const teacher = seed.user("profesora@demo.tribu");
  const profile = (email: string, values: Partial<{ textSize: number; dyslexiaFriendly: number; highContrast: number; reducedMotion: number; largerTargets: number; hideTimers: number; simpleMode: number }>, days: number) => ({
    userId: seed.user(email),
    textSize: 0,
    dyslexiaFriendly: 0,
    highContrast: 0,
    reducedMotion: 0,
    largerTargets: 0,
    hideTimers: 0,
    simpleMode: 1,
    ...values,
    updatedById: teacher,
    updatedAt: clock.at(days),
  });
  await trx
    .insertInto("accessibilityProfiles")
    .values([
      profile("mateo@demo.tribu", { textSize: 1, dyslexiaFriendly: 1, simpleMode: 0 }, -40),
      profile("valentina@demo.tribu", { largerTargets: 1, reducedMotion: 1 }, -35),
      profile("samuel@demo.tribu", { hideTimers: 1, reducedMotion: 1, simpleMode: 0 }, -30),
      profile("isabella@demo.tribu", { textSize: 2, largerTargets: 1, simpleMode: 0 }, -25),
      profile("tomas.rodriguez@demo.tribu", { highContrast: 1, textSize: 1 }, -20),
      profile("lucia.nunez@demo.tribu", { dyslexiaFriendly: 1, hideTimers: 1, simpleMode: 0 }, -15),
      profile("joaquin.bermudez@demo.tribu", { textSize: 3, largerTargets: 1 }, -10),
    ])
    .execute();
}
