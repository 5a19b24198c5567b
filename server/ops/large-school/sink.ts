/**
 * Where the large school's rows go: straight prepared inserts, one transaction, on SQLite
 * (better-sqlite3) or PostgreSQL (pg, rows sent in batches as one array per column through unnest).
 * Ids are given by the generator (max(id) + 1 onwards), so rows can point at each other without
 * reading anything back; on PostgreSQL the identity sequences are moved past them at the end.
 */
import SQLite from "better-sqlite3";
import pg from "pg";

export type Value = string | number | null;

export interface TableWriter {
  add(row: Value[]): void;
}

export interface Sink {
  /** A writer for `table` with these columns (snake_case), values given in the same order. */
  table(name: string, columns: string[]): TableWriter;
  /** The next free id of `table`; each call reserves one more. */
  nextId(table: string): number;
  /** Lets a PostgreSQL sink send what is waiting before the generator makes more (keeps memory flat). */
  drain(): Promise<void>;
  count(table: string): Promise<number>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
}

export function sqliteSink(file: string): Sink {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -200000");
  db.pragma("foreign_keys = OFF");
  const ids = new Map<string, number>();
  db.exec("begin");
  return {
    table(name, columns) {
      const statement = db.prepare(`insert into "${name}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`);
      return { add: (row) => void statement.run(row) };
    },
    nextId(table) {
      let next = ids.get(table);
      if (next === undefined) next = ((db.prepare(`select coalesce(max(id), 0) as id from "${table}"`).get() as { id: number }).id ?? 0) + 1;
      ids.set(table, next + 1);
      return next;
    },
    drain: async () => {},
    count: async (table) => (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n,
    async commit() {
      db.exec("commit");
      db.pragma("foreign_keys = ON");
      const broken = db.pragma("foreign_key_check") as unknown[];
      // No ANALYZE: the server never runs it, so the planner sees this school as it would a real one.
      db.close();
      if (broken.length > 0) throw new Error(`large school: ${broken.length} rows point at missing rows (${JSON.stringify(broken[0])})`);
    },
    async rollback() {
      if (db.inTransaction) db.exec("rollback");
      db.close();
    },
  };
}

const batchRows = 5000;

export async function postgresSink(url: string): Promise<Sink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("begin");
  const ids = new Map<string, number>();
  const touched = new Set<string>();
  const writers: { flush(): void }[] = [];
  let pending: Promise<unknown> = Promise.resolve();
  let queued = 0;
  const send = (text: string, values: unknown[]) => {
    queued++;
    pending = pending.then(() => client.query(text, values)).finally(() => queued--);
  };
  const typesOf = async (table: string) => {
    const { rows } = await client.query<{ column_name: string; udt_name: string }>(
      "select column_name, udt_name from information_schema.columns where table_schema = current_schema() and table_name = $1",
      [table],
    );
    return new Map(rows.map((r) => [r.column_name, r.udt_name]));
  };
  const tableTypes = new Map<string, Map<string, string>>();
  const { rows: tables } = await client.query<{ table_name: string }>("select table_name from information_schema.tables where table_schema = current_schema()");
  for (const { table_name } of tables) tableTypes.set(table_name, await typesOf(table_name));
  const { rows: maxRows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'id' and data_type in ('integer', 'bigint')",
  );
  for (const { table_name } of maxRows) {
    const { rows } = await client.query<{ id: number | null }>(`select max(id)::int as id from "${table_name}"`);
    ids.set(table_name, (rows[0]?.id ?? 0) + 1);
  }
  return {
    table(name, columns) {
      const types = tableTypes.get(name);
      if (!types) throw new Error(`large school: no table ${name}`);
      const casts = columns.map((c, i) => `$${i + 1}::${types.get(c) ?? "text"}[]`);
      const text = `insert into "${name}" (${columns.map((c) => `"${c}"`).join(", ")}) select * from unnest(${casts.join(", ")})`;
      let buffer: Value[][] = columns.map(() => []);
      let size = 0;
      const earlier = [...writers];
      const writer = {
        flush() {
          if (size === 0) return;
          // Rows of the tables made before this one (the rows this batch points at) go first.
          for (const w of earlier) w.flush();
          send(text, buffer);
          buffer = columns.map(() => []);
          size = 0;
        },
        add(row: Value[]) {
          for (let i = 0; i < row.length; i++) (buffer[i] as Value[]).push(row[i] as Value);
          if (++size >= batchRows) writer.flush();
        },
      };
      writers.push(writer);
      return writer;
    },
    nextId(table) {
      const next = ids.get(table) ?? 1;
      ids.set(table, next + 1);
      touched.add(table);
      return next;
    },
    async drain() {
      if (queued > 2) await pending;
    },
    async count(table) {
      for (const w of writers) w.flush();
      await pending;
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${table}"`);
      return Number(rows[0]?.n ?? 0);
    },
    async commit() {
      for (const w of writers) w.flush();
      await pending;
      for (const table of touched) {
        const next = ids.get(table) ?? 1;
        if (next > 1) await client.query(`select setval(pg_get_serial_sequence($1, 'id'), $2)`, [table, next - 1]);
      }
      await client.query("commit");
      // As autovacuum leaves a school that has run for years: statistics and the visibility map (index-only scans).
      await client.query("vacuum analyze");
      await client.end();
    },
    async rollback() {
      await pending.catch(() => {});
      await client.query("rollback").catch(() => {});
      await client.end();
    },
  };
}
