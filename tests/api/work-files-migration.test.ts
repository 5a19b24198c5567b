import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { loadMigrations } from "../../migrations/index.js";
import { rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, createUser } from "../setup/test-platform.js";

const mine = "2026-12-02T0500-work-submission-files";
const pdfBytes = Buffer.from("%PDF-1.4\n% antes de la lista\ntrailer << >>\n%%EOF\n");

/** Issue 37: each hand-in's single file, from before the list, becomes the first file of its list. */
describe(`migration ${mine}`, () => {
  it("copies every hand-in's file into its list (position 0), leaves hand-ins without one empty, and the file keeps being served", async () => {
    const ids = { withFile: 0, without: 0, fileId: 0, moduleId: 0 };
    const platform = await createTestPlatform(
      {},
      {
        beforeOpen: async (db) => {
          const names = Object.keys(await loadMigrations());
          const before = names[names.indexOf(mine) - 1] as string;
          const { error } = await new Migrator({ db, provider: { getMigrations: loadMigrations } }).migrateTo(before);
          if (error) throw error;
          const teacher = await createUser({ db }, { role: "teacher" });
          const student = await createUser({ db }, { role: "student", firstName: "Antes", lastName: "Lista", tribe: "Tribu 1" });
          const at = new Date().toISOString();
          const module = (title: string) =>
            db
              .insertInto("modules")
              .values({ title, description: "d", url: null, tribe: "Tribu 1", pdfFileId: null, pdfUrl: null, youtubeVideo: null, instructions: null, forms: null, workUpload: null, createdById: teacher.id, createdAt: at, updatedAt: at })
              .returning("id")
              .executeTakeFirstOrThrow();
          const [a, b] = [await module("Con archivo"), await module("Sin archivo")];
          ids.moduleId = a.id;
          const file = await db
            .insertInto("files")
            .values({ storageName: "antes.pdf", originalName: "antes.pdf", mimeType: "application/pdf", size: pdfBytes.length, purpose: "work", ownerId: student.id, createdAt: at })
            .returning("id")
            .executeTakeFirstOrThrow();
          ids.fileId = file.id;
          const work = (moduleId: number, fileId: number | null) =>
            db
              .insertInto("workSubmissions")
              .values({ moduleId, studentId: student.id, status: "REVIEWED", workUrl: null, workDescription: "Mi trabajo", fileId, teacherFeedback: null, grade: null, submittedAt: at, reviewedAt: null, reviewedById: null })
              .returning("id")
              .executeTakeFirstOrThrow();
          ids.withFile = (await work(a.id, file.id)).id;
          ids.without = (await work(b.id, null)).id;
        },
      },
    );
    try {
      const entries = await platform.db.selectFrom("workSubmissionFiles").select(["submissionId", "fileId", "position"]).orderBy("id").execute();
      expect(entries).toEqual([{ submissionId: ids.withFile, fileId: ids.fileId, position: 0 }]);
      // Read through the service: the old file is the list's first, and a new photo goes after it.
      const uploads = join(platform.services.studentWork.dataDir, "uploads");
      mkdirSync(uploads, { recursive: true });
      writeFileSync(join(uploads, "antes.pdf"), pdfBytes);
      const admin = await signedIn(platform, "admin");
      const listed = (await rest(admin, "GET", "/api/student-work-submissions")).json().submissions.find((s: { id: number }) => s.id === ids.withFile);
      expect(listed.files).toEqual([expect.objectContaining({ id: ids.fileId, originalName: "antes.pdf", kind: "file" })]);
      expect(listed.workFile).toMatchObject({ originalName: "antes.pdf" });
      const served = await rest(admin, "GET", listed.files[0].url);
      expect(served.rawPayload.equals(pdfBytes)).toBe(true);
      const empty = (await rest(admin, "GET", "/api/student-work-submissions")).json().submissions.find((s: { id: number }) => s.id === ids.without);
      expect(empty).toMatchObject({ files: [], workFile: null });
    } finally {
      await platform.close();
    }
  });
});
