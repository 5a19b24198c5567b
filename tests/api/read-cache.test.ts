import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeStampOf } from "../../server/db/connection.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";
import { createModule } from "./people-helpers.js";

/**
 * The busiest reads are kept until the data changes (server/lib/read-cache.ts). These tests read
 * a screen, change the data the way the school would (through the API, or from another connection
 * such as a script), and expect the very next read to show it.
 */
let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  // On disk, so that a second SQLite connection can write to the same database.
  platform = await createTestPlatform({}, { sqliteOnDisk: true });
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

/**
 * Runs one write on a connection of its own, as a script or a second process would. The next
 * request comes after it, as a request from a network does: on a later turn of the event loop
 * (app.inject alone would run it in the same turn; see "another connection's commit" below).
 */
async function writeFromAnotherConnection(statement: string, params: unknown[]): Promise<void> {
  if (platform.dbKind === "sqlite") {
    const other = new SQLite(join(platform.dataDir, "tribu.sqlite"));
    try {
      other.prepare(statement.replace(/\$\d+/g, "?")).run(...params);
    } finally {
      other.close();
    }
    await nextTurn();
    return;
  }
  const client = new pg.Client({ connectionString: platform.databaseUrl });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("database change stamp", () => {
  it("holds still on reads and moves with every write, ours or another connection's", async () => {
    const stampOf = changeStampOf(platform.db);
    expect(stampOf).toBeDefined();
    const stamp = async () => String(await stampOf?.());

    // On PostgreSQL the stamp is the cluster's snapshot: other suites' databases on the same server
    // move it too (vitest runs three workers). A read of ours never moves it, so some quiet moment
    // shows it unmoved across the read; were reads to move it, none would.
    let start = "";
    let stillAcrossRead = false;
    for (let attempt = 0; attempt < 50 && !stillAcrossRead; attempt++) {
      start = await stamp();
      await platform.db.selectFrom("users").selectAll().execute();
      stillAcrossRead = (await stamp()) === start;
    }
    expect(stillAcrossRead).toBe(true);

    const user = await createUser(platform, { role: "student" });
    const afterInsert = await stamp();
    expect(afterInsert).not.toBe(start);

    await platform.db.updateTable("users").set({ hours: 3 }).where("id", "=", user.id).execute();
    const afterUpdate = await stamp();
    expect(afterUpdate).not.toBe(afterInsert);

    await writeFromAnotherConnection("update users set hours = $1 where id = $2", [4, user.id]);
    const afterOther = await stamp();
    expect(afterOther).not.toBe(afterUpdate);

    await platform.db.deleteFrom("users").where("id", "=", user.id).execute();
    expect(await stamp()).not.toBe(afterOther);
  });

  it("moves at once with our own write, even in the turn it was taken; another connection's commit shows from the next turn", async () => {
    const stampOf = changeStampOf(platform.db);
    const stamp = async () => String(await stampOf?.());
    const user = await createUser(platform, { role: "student" });
    await nextTurn();
    const before = await stamp();
    // Same turn: our write (an INSERT … RETURNING too, which SQLite counts as a write) moves it.
    await platform.db.updateTable("users").set({ hours: 5 }).where("id", "=", user.id).execute();
    const afterOurs = await stamp();
    expect(afterOurs).not.toBe(before);
    const inserted = await platform.db
      .insertInto("materias")
      .values({ name: `Materia ${Date.now()}`, description: null, createdAt: new Date().toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(inserted.id).toBeGreaterThan(0);
    const afterReturning = await stamp();
    expect(afterReturning).not.toBe(afterOurs);
    await writeFromAnotherConnection("update users set hours = $1 where id = $2", [6, user.id]);
    expect(await stamp()).not.toBe(afterReturning);
  });
});

describe("kept answers follow the data", () => {
  it("a student's dashboard shows work handed in, and a review, on the next read", async () => {
    const teacher = await signedIn(platform, "teacher");
    const student = await signedIn(platform, "student", { firstName: "Lía", tribe: "Tribu 1" });
    const moduleId = await createModule(platform.db, teacher.id, { title: "Fracciones", tribe: "Tribu 1" });

    const before = (await rest(student, "GET", "/api/dashboard/student")).json();
    expect(before.recentActivity).toEqual([]);
    // A second read is answered from the kept copy, with the same content.
    expect((await rest(student, "GET", "/api/dashboard/student")).json()).toEqual(before);

    const handIn = await upload(student, "POST", "/api/student-work-submissions", { moduleId: String(moduleId), workDescription: "Mis fracciones" });
    expect(handIn.statusCode).toBe(201);
    const submissionId = handIn.json().submission.id as number;

    const afterHandIn = (await rest(student, "GET", "/api/dashboard/student")).json();
    expect(afterHandIn.recentActivity.map((a: { text: string }) => a.text)).toEqual(["Entregaste un trabajo de «Fracciones»"]);
    const teacherList = (await rest(teacher, "GET", "/api/student-work-submissions")).json();
    expect(teacherList.counts.SUBMITTED).toBe(1);

    const review = await rest(teacher, "PUT", `/api/student-work-submissions/${submissionId}/review`, { status: "APPROVED", teacherFeedback: "¡Muy bien!", grade: 9 });
    expect(review.statusCode).toBe(200);

    const afterReview = (await rest(student, "GET", "/api/dashboard/student")).json();
    expect(afterReview.modulesCompleted).toBe(1);
    expect(afterReview.recentActivity.map((a: { text: string }) => a.text)).toContain("Tu trabajo de «Fracciones» quedó terminado");
    expect((await rest(teacher, "GET", "/api/student-work-submissions")).json().counts).toMatchObject({ SUBMITTED: 0, APPROVED: 1 });
  });

  it("the module list shows a module added by another connection on the next read", async () => {
    const title = `Módulo desde un script ${Date.now()}`;
    const first = (await rest(admin, "GET", `/api/modules?search=${encodeURIComponent("desde un script")}`)).json();
    expect(first.total).toBe(0);
    const adminId = (await platform.db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirstOrThrow()).id;
    const now = new Date().toISOString();
    await writeFromAnotherConnection("insert into modules (title, description, created_by_id, created_at, updated_at) values ($1, $2, $3, $4, $5)", [
      title,
      "Creado fuera del servidor",
      adminId,
      now,
      now,
    ]);
    const second = (await rest(admin, "GET", `/api/modules?search=${encodeURIComponent("desde un script")}`)).json();
    expect(second.total).toBe(1);
    expect(second.modules[0].title).toBe(title);
  });

  it("a suspended account is refused on its next request, though its session was kept", async () => {
    const parent = await signedIn(platform, "parent");
    expect((await rest(parent, "GET", "/api/dashboard/parent")).statusCode).toBe(200);
    expect((await rest(parent, "GET", "/api/dashboard/parent")).statusCode).toBe(200);

    const suspend = await rest(admin, "PUT", `/api/users/${parent.id}`, { status: "suspended" });
    expect(suspend.statusCode).toBe(200);
    expect((await rest(parent, "GET", "/api/dashboard/parent")).statusCode).toBe(401);
  });

  it("an account made inactive from another connection is refused on its next request", async () => {
    const user = await signedIn(platform, "student");
    expect((await rest(user, "GET", "/api/dashboard/student")).statusCode).toBe(200);
    await writeFromAnotherConnection("update users set status = $1 where id = $2", ["inactive", user.id]);
    expect((await rest(user, "GET", "/api/dashboard/student")).statusCode).toBe(401);
  });

  it("keeps each caller's answer apart", async () => {
    const a = await signedIn(platform, "student", { firstName: "Ana" });
    const b = await signedIn(platform, "student", { firstName: "Beto" });
    expect((await rest(a, "GET", "/api/dashboard/student")).json().firstName).toBe("Ana");
    expect((await rest(b, "GET", "/api/dashboard/student")).json().firstName).toBe("Beto");
    expect((await rest(a, "GET", "/api/dashboard/student")).json().firstName).toBe("Ana");
  });

  it("a family's notification list shows an item written by another connection, and a «Leído», on the next read", async () => {
    const parent = await signedIn(platform, "parent");
    const other = await signedIn(platform, "parent");
    const list = async (who: Actor) => (await rest(who, "GET", "/api/notifications?page=1&pageSize=20")).json();
    expect((await list(parent)).total).toBe(0);
    expect((await list(parent)).total).toBe(0);
    const now = new Date().toISOString();
    await writeFromAnotherConnection(
      "insert into notifications (user_id, kind, title, body, link, hour_slot, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, $7, $8)",
      [parent.id, "announcement", "Salida pedagógica", "El viernes vamos al parque", "/anuncios", now.slice(0, 13), now, now],
    );
    const after = await list(parent);
    expect(after.total).toBe(1);
    expect(after.unread).toBe(1);
    expect(after.notifications[0].title).toBe("Salida pedagógica");
    // Each caller's list is their own: the other family's kept answer is not this one.
    expect((await list(other)).total).toBe(0);
    expect((await rest(parent, "POST", `/api/notifications/${after.notifications[0].id}/read`)).statusCode).toBe(200);
    expect((await list(parent)).unread).toBe(0);
  });
});
