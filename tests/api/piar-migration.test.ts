import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { loadMigrations } from "../../migrations/index.js";
import { addDays } from "../../common/attendance/attendance.calendar.js";
import { schoolToday } from "../../common/format.js";
import { parseStoredPiarContent, savePiarInput } from "../../common/piar/piar.schema.js";
import { firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, createUser } from "../setup/test-platform.js";

const mine = "2026-12-01T2230-piar-revisions";

/**
 * Issue 35: plans written before the history was kept. The migration moves the diagnosis from
 * general to context (the section the family authorises), makes the current content revision N, and
 * binds the family's agreement to that revision (it becomes the family's signature of the acta).
 */
describe(`migration ${mine}`, () => {
  it("moves the diagnosis into the family-authorised section, keeps the plan as its revision N, and binds the agreement to it", async () => {
    const old = {
      general: { diagnosis: "Trastorno del espectro autista (nivel 1).", supports: "Terapia ocupacional.", interests: "Los trenes." },
      context: { health: "Sensibilidad a ruidos fuertes.", home: "Vive con su abuela." },
      assessment: { howLearns: "Con apoyos visuales.", strengths: "Memoria visual.", barriers: "Ruido." },
      adjustments: [{ subject: "Matemáticas", kind: "didactico", adjustment: "Material concreto.", goal: "Sumar." }],
      familyCommitments: "Leer juntos.",
    };
    let studentId = 0;
    let parentId = 0;
    const platform = await createTestPlatform(
      {},
      {
        beforeOpen: async (db) => {
          const names = Object.keys(await loadMigrations());
          const before = names[names.indexOf(mine) - 1] as string;
          const { error } = await new Migrator({ db, provider: { getMigrations: loadMigrations } }).migrateTo(before);
          if (error) throw error;
          const teacher = await createUser({ db }, { role: "teacher" });
          studentId = (await createUser({ db }, { role: "student", firstName: "Tomás", lastName: "Rey" })).id;
          parentId = (await createUser({ db }, { role: "parent", firstName: "Rosa", lastName: "Rey" })).id;
          const at = new Date().toISOString();
          await db.insertInto("parentChildren").values({ parentId, studentId, createdAt: at }).execute();
          const plan = await db
            .insertInto("piarPlans")
            .values({ studentId, content: JSON.stringify(old), revision: 3, reviewDue: addDays(schoolToday(), 100), createdById: teacher.id, createdAt: at, updatedById: teacher.id, updatedAt: at } as never)
            .returning("id")
            .executeTakeFirstOrThrow();
          await db.insertInto("piarAgreements").values([
            { planId: plan.id, revision: 2, parentId, parentName: "Rosa Rey", agreedAt: at },
            { planId: plan.id, revision: 3, parentId, parentName: "Rosa Rey", agreedAt: at },
          ] as never).execute();
        },
      },
    );
    try {
      const stored = await platform.db.selectFrom("piarPlans").select(["id", "content"]).where("studentId", "=", studentId).executeTakeFirstOrThrow();
      const content = JSON.parse(stored.content);
      expect(content.general).toEqual({ supports: "Terapia ocupacional.", interests: "Los trenes." });
      expect(content.context).toEqual({ diagnosis: "Trastorno del espectro autista (nivel 1).", health: "Sensibilidad a ruidos fuertes.", home: "Vive con su abuela." });
      const revisions = await platform.db.selectFrom("piarRevisions").select(["id", "revision", "content", "contentHash"]).where("planId", "=", stored.id).execute();
      expect(revisions.map((r) => r.revision)).toEqual([3]);
      expect(revisions[0]?.content).toBe(stored.content);
      const agreements = await platform.db.selectFrom("piarAgreements").select(["revision", "revisionId", "contentHash"]).where("planId", "=", stored.id).orderBy("revision").execute();
      expect(agreements).toEqual([
        { revision: 2, revisionId: null, contentHash: null },
        { revision: 3, revisionId: revisions[0]?.id, contentHash: revisions[0]?.contentHash },
      ]);
      // The family reads it as before: agreed, with the diagnosis where they authorised it, and the acta signed by them.
      await firstAdmin(platform);
      const parent = await signedIn(platform, "parent");
      await platform.db.updateTable("parentChildren").set({ parentId: parent.id }).where("studentId", "=", studentId).execute();
      const piar = (await rest(parent, "GET", `/api/piar/students/${studentId}`)).json().piar;
      expect(piar).toMatchObject({ revision: 3, agreed: true, content: { context: { diagnosis: "Trastorno del espectro autista (nivel 1)." } }, signatures: [{ kind: "familia", signerName: "Rosa Rey", roleLabel: "Familia/acudiente" }] });
      const history = (await rest(parent, "GET", `/api/piar/students/${studentId}/revisions`)).json().revisions;
      expect(history).toEqual([expect.objectContaining({ revision: 3, changedSections: null, agreedBy: ["Rosa Rey"] })]);
    } finally {
      await platform.close();
    }
  });

  it("reads content in the old shape too (a revision stored before the move)", () => {
    const read = parseStoredPiarContent(JSON.stringify({ general: { diagnosis: "TDAH", supports: "Psicología" }, context: { health: "", home: "Casa" } }));
    expect(read.general).toEqual({ supports: "Psicología", interests: "" });
    expect(read.context).toEqual({ diagnosis: "TDAH", health: "", home: "Casa" });
    expect(parseStoredPiarContent("no es JSON").context).toEqual({ diagnosis: "", health: "", home: "" });
    // A client still sending the old shape does not lose the diagnosis: it lands in the authorised section.
    const sent = savePiarInput.parse({ studentId: 1, reviewDue: "2027-01-15", content: { general: { diagnosis: "Dislexia", supports: "" }, context: { health: "", home: "" } } });
    expect(sent.content.general).toEqual({ supports: "", interests: "" });
    expect(sent.content.context.diagnosis).toBe("Dislexia");
  });
});
