import { type Kysely, sql } from "kysely";
import { isPostgres } from "./helpers.js";

/**
 * The work review list's stat cards count every work of the school per status for an admin: 20,000
 * index entries (~1 ms) on every page. This table holds those four numbers, kept exact by triggers on
 * work_submissions in the same transaction as every insert, delete (cascades included) and status
 * change, whoever makes it. Filtered views (a teacher's modules, a search) still count in SQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("work_status_counts")
    .addColumn("status", "text", (col) => col.primaryKey())
    .addColumn("total", "integer", (col) => col.notNull())
    .execute();
  await sql`insert into work_status_counts (status, total) select status, count(*) from work_submissions group by status`.execute(db);

  if (isPostgres(db)) {
    await sql`
      create function work_status_counts_track() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and old.status is not distinct from new.status then
          return null;
        end if;
        if tg_op in ('UPDATE', 'DELETE') then
          update work_status_counts set total = total - 1 where status = old.status;
        end if;
        if tg_op in ('UPDATE', 'INSERT') then
          insert into work_status_counts (status, total) values (new.status, 1)
          on conflict (status) do update set total = work_status_counts.total + 1;
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger work_status_counts_track after insert or delete or update of status on work_submissions
      for each row execute function work_status_counts_track()`.execute(db);
    return;
  }
  await sql`
    create trigger work_status_counts_insert after insert on work_submissions begin
      insert into work_status_counts (status, total) values (new.status, 1)
      on conflict (status) do update set total = total + 1;
    end`.execute(db);
  await sql`
    create trigger work_status_counts_delete after delete on work_submissions begin
      update work_status_counts set total = total - 1 where status = old.status;
    end`.execute(db);
  await sql`
    create trigger work_status_counts_update after update of status on work_submissions
    when old.status is not new.status begin
      update work_status_counts set total = total - 1 where status = old.status;
      insert into work_status_counts (status, total) values (new.status, 1)
      on conflict (status) do update set total = total + 1;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists work_status_counts_track on work_submissions`.execute(db);
    await sql`drop function if exists work_status_counts_track()`.execute(db);
  } else {
    for (const name of ["work_status_counts_insert", "work_status_counts_delete", "work_status_counts_update"]) {
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db);
    }
  }
  await db.schema.dropTable("work_status_counts").ifExists().execute();
}
