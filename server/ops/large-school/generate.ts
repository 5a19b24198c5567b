/**
 * `npm run seed:large -- --scale 100` (issue 38): the demo school (server/ops/demo-school.ts, its
 * accounts and screens as they are) inside a school `scale` times its size, with up to ten school
 * years of history, written with prepared inserts in one transaction (server/ops/large-school/sink.ts).
 */
import { join } from "node:path";
import { navigationTribes } from "../../../common/school.js";
import { createDb, type DbTarget } from "../../db/connection.js";
import { migrateToLatest } from "../../db/migrator.js";
import { demoClock } from "../demo/clock.js";
import { seedDemoSchool } from "../demo-school.js";
import { seedLargeActivity } from "./activity.js";
import { seedLargeAnnouncements } from "./announcements.js";
import { seedLargeAttendance } from "./attendance.js";
import type { LargeSeed } from "./context.js";
import { seedLargeLearning } from "./learning.js";
import { seedLargePeople } from "./people.js";
import { planFor, randomSource } from "./plan.js";
import { seedLargeReportCards } from "./report-cards.js";
import { postgresSink, type Sink, sqliteSink } from "./sink.js";

export type LargeSchoolOptions = { dataDir: string; scale: number; databaseUrl?: string; now?: Date };
export type LargeSchoolResult = { counts: Record<string, number>; seconds: number; alreadyThere: boolean };

/** The tables the large school fills, reported with their row counts. */
export const largeTables = [
  "users", "parent_children", "guardian_consents", "student_records", "student_guardians", "enrolment_events",
  "modules", "module_materias", "user_modules", "classes", "student_classes", "assignments", "assignment_completions",
  "work_submissions", "work_reviews", "attendance_periods", "attendance_marks", "attendance_changes", "attendance_alerts",
  "attendance_excuses", "report_cards", "report_card_entries", "report_card_versions", "announcements",
  "announcement_targets", "announcement_reads", "notifications", "audit_log",
] as const;

export const largeSchoolMarker = "@grande.tribu";

export async function generateLargeSchool(options: LargeSchoolOptions): Promise<LargeSchoolResult> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const plan = planFor(options.scale, demoClock(now).today);
  const target: DbTarget = options.databaseUrl ? { kind: "postgres", url: options.databaseUrl } : { kind: "sqlite", file: join(options.dataDir, "tribu.sqlite") };
  const db = createDb(target);
  let passwordHash: string;
  let materias: { id: number; name: string }[];
  let admin: number;
  try {
    await migrateToLatest(db);
    const grown = await db.selectFrom("users").select("id").where("email", "like", `%${largeSchoolMarker}`).executeTakeFirst();
    await seedDemoSchool(db, options.dataDir, now);
    const adminRow = await db.selectFrom("users").select(["id", "passwordHash"]).where("email", "=", "admin@demo.tribu").executeTakeFirstOrThrow();
    const others = await db.selectFrom("users").select("id").where("email", "not like", "%@demo.tribu").executeTakeFirst();
    if (others && !grown) throw new Error("Esta base de datos ya tiene una escuela que no es la de demostración: usa una carpeta de datos vacía.");
    passwordHash = adminRow.passwordHash;
    admin = adminRow.id;
    materias = await db.selectFrom("materias").select(["id", "name"]).orderBy("id").execute();
    if (grown) return { counts: await countRows(target), seconds: (Date.now() - started) / 1000, alreadyThere: true };
  } finally {
    await db.destroy();
  }

  const sink: Sink = target.kind === "postgres" ? await postgresSink(target.url) : sqliteSink(target.file);
  const seed: LargeSeed = {
    sink,
    plan,
    random: randomSource(38 * options.scale),
    passwordHash,
    tribes: navigationTribes,
    materias,
    admins: [admin],
    teachers: [],
    students: [],
    parents: [],
    yearsOf: (student) => Array.from({ length: plan.currentYear - student.joinYear + 1 }, (_, i) => student.joinYear + i),
  };
  try {
    seedLargePeople(seed);
    await seedLargeLearning(seed);
    await seedLargeAttendance(seed);
    await seedLargeReportCards(seed);
    await seedLargeAnnouncements(seed);
    await seedLargeActivity(seed);
    await sink.commit();
  } catch (error) {
    await sink.rollback();
    throw error;
  }
  return { counts: await countRows(target), seconds: (Date.now() - started) / 1000, alreadyThere: false };
}

async function countRows(target: DbTarget): Promise<Record<string, number>> {
  const db = createDb(target);
  try {
    const counts: Record<string, number> = {};
    for (const table of largeTables) {
      // biome-ignore lint/suspicious/noExplicitAny: the table names are the list above
      const row = await db.selectFrom(table as any).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    return counts;
  } finally {
    await db.destroy();
  }
}
