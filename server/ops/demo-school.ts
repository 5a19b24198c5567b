/**
 * The demo school of `npm run demo` (issue 22): a whole school year of a small school that fills
 * every screen. Four tribes, 30 children, five teachers, 20 families with phones; modules with PDFs
 * and videos, work at every status, receipts, classes with due and late assignments, exams and
 * quizzes, a visual day per tribe, a month of attendance, announcements, every child's file with a year of
 * novedades (issue 36), and the integrations' local stores (CRM, catalogue, quotations,
 * to-dos, task board, WhatsApp). Dates are relative to today at the school (America/Bogota).
 * Seeded once, in one transaction; running again leaves an already seeded database as it is.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Db } from "../db/connection.js";
import { hashPassword } from "../lib/passwords.js";
import { demoClock } from "./demo/clock.js";
import { type DemoSeed, lookup } from "./demo/context.js";
import { demoPassword } from "./demo/credentials.js";
import { seedAnnouncements } from "./demo/seed-announcements.js";
import { seedAttendance } from "./demo/seed-attendance.js";
import { seedAudit } from "./demo/seed-audit.js";
import { seedBusiness } from "./demo/seed-business.js";
import { seedLearning } from "./demo/seed-learning.js";
import { seedNotifications } from "./demo/seed-notifications.js";
import { seedReportCards } from "./demo/seed-report-cards.js";
import { seedAdminToday } from "./demo/seed-admin-today.js";
import { seedMoodCheckIns } from "./demo/seed-mood-checkins.js";
import { seedReportCardReview } from "./demo/seed-report-card-review.js";
import { seedPiar } from "./demo/seed-piar.js";
import { seedPrivacy } from "./demo/seed-privacy.js";
import { seedPromotion } from "./demo/seed-promotion.js";
import { seedCertificates } from "./demo/seed-certificates.js";
import { seedPayments } from "./demo/seed-payments.js";
import { seedPeople } from "./demo/seed-people.js";
import { seedRecords } from "./demo/seed-records.js";
import { seedSchoolDay } from "./demo/seed-school-day.js";
import { seedWork } from "./demo/seed-work.js";
import { seedWorkFiles } from "./demo/seed-work-files.js";
import { seedTeacherVoices } from "./demo/seed-teacher-voices.js";

export { demoClassCode, demoCredentials, demoPassword } from "./demo/credentials.js";

// A one-page PDF, so demo modules, receipts and work open in the browser.
const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export async function seedDemoSchool(db: Db, dataDir: string, now = new Date()): Promise<void> {
  const already = await db.selectFrom("users").select("id").where("email", "=", "admin@demo.tribu").executeTakeFirst();
  if (already) return;
  const passwordHash = await hashPassword(demoPassword);
  const uploads = join(dataDir, "uploads");
  mkdirSync(uploads, { recursive: true });

  await db.transaction().execute(async (trx) => {
    const users = new Map<string, number>();
    const modules = new Map<string, number>();
    const seed: DemoSeed = {
      trx,
      clock: demoClock(now),
      passwordHash,
      uploads,
      users,
      user: lookup(users, "user"),
      modules,
      module: lookup(modules, "module"),
      async storePdf(purpose, originalName, ownerId, createdAt) {
        const storageName = `${randomUUID()}.pdf`;
        writeFileSync(join(uploads, storageName), samplePdf);
        const row = await trx
          .insertInto("files")
          .values({ storageName, originalName, mimeType: "application/pdf", size: samplePdf.length, purpose, ownerId, createdAt })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      },
    };
    await seedPeople(seed);
    await seedRecords(seed);
    await seedLearning(seed);
    await seedWork(seed);
    await seedWorkFiles(seed);
    await seedTeacherVoices(seed);
    await seedSchoolDay(seed);
    await seedAttendance(seed);
    await seedAnnouncements(seed);
    await seedPiar(seed);
    await seedReportCards(seed);
    await seedPrivacy(seed);
    await seedPromotion(seed);
    await seedPayments(seed);
    await seedBusiness(seed);
    await seedAudit(seed);
    await seedNotifications(seed);
    await seedAdminToday(seed);
    await seedReportCardReview(seed);
    // Issue 36: after the student files (seed-records.ts), two certificates, one revoked.
    await seedCertificates(seed);
    await seedMoodCheckIns(seed);
  });
}
