import {
  CamelCasePlugin,
  type IdentifierNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresDialect,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  SqliteDriver,
  SqliteQueryCompiler,
  type UnknownRow,
} from "kysely";

/**
 * Our code names tables and columns in camelCase, the database in snake_case. Kysely's
 * CamelCasePlugin does this by copying the whole query tree before compiling it and by rebuilding
 * every result row key by key; on a dashboard read that was a large share of the server's CPU
 * (npm run bench). Same names, cheaper: identifiers are snake-cased while the query is compiled
 * (the compiler visits each one anyway), and result rows are renamed with the column names worked
 * out once per result. The mappers themselves are Kysely's (memoized), so every name comes out
 * exactly as the plugin made it.
 */
class NameMapper extends CamelCasePlugin {
  toSnake(name: string): string {
    return this.snakeCase(name);
  }
  toCamel(name: string): string {
    return this.camelCase(name);
  }
  renameNested(value: unknown): unknown {
    return (this.mapRow({ value }) as { value: unknown }).value;
  }
}
const names = new NameMapper();

export class SnakeCaseSqliteCompiler extends SqliteQueryCompiler {
  protected override compileUnwrappedIdentifier(node: IdentifierNode): void {
    this.append(this.sanitizeIdentifier(names.toSnake(node.name)));
  }
}

export class SnakeCasePostgresCompiler extends PostgresQueryCompiler {
  protected override compileUnwrappedIdentifier(node: IdentifierNode): void {
    this.append(this.sanitizeIdentifier(names.toSnake(node.name)));
  }
}

/**
 * Hands SQLite's one connection to the callers that wait for it in the order they came (issue 24).
 * Kysely's own mutex wakes every waiter each time the connection is freed and lets them race for
 * it: at 100 concurrent reads of a few queries each, that was a hundred wake-ups per query and an
 * unlucky request could lose the race again and again (p99 over a second at c100 without the read
 * cache, p50 under 50 ms).
 */
export class FairQueue {
  #busy = false;
  #waiting: (() => void)[] = [];
  #next = 0;

  lock(): Promise<void> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  unlock(): void {
    const next = this.#waiting[this.#next];
    if (!next) {
      this.#busy = false;
      this.#waiting = [];
      this.#next = 0;
      return;
    }
    // Handed straight to the next in line: the connection stays taken.
    this.#waiting[this.#next] = undefined as unknown as () => void;
    this.#next++;
    if (this.#next > 1024 && this.#next * 2 > this.#waiting.length) {
      this.#waiting = this.#waiting.slice(this.#next);
      this.#next = 0;
    }
    next();
  }

  get waiting(): number {
    return this.#waiting.length - this.#next;
  }
}

/** Kysely's SQLite driver, with the connection handed out first come, first served (FairQueue). */
export class FairSqliteDriver extends SqliteDriver implements Driver {
  #connection: DatabaseConnection | undefined;
  #queue = new FairQueue();

  override async init(): Promise<void> {
    await super.init();
    this.#connection = await super.acquireConnection();
    await super.releaseConnection();
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.lock();
    return this.#connection as DatabaseConnection;
  }

  override async releaseConnection(): Promise<void> {
    this.#queue.unlock();
  }
}

export class SnakeCaseSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#config);
  }

  override createQueryCompiler() {
    return new SnakeCaseSqliteCompiler();
  }
}

export class SnakeCasePostgresDialect extends PostgresDialect {
  override createQueryCompiler() {
    return new SnakeCasePostgresCompiler();
  }
}

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The part of a better-sqlite3 statement Kysely's SQLite driver uses, and the raw mode we read rows with. */
type RawCapableStatement = {
  readonly reader: boolean;
  all(parameters: ReadonlyArray<unknown>): unknown[];
  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown>;
  raw(toggle: boolean): unknown;
  columns(): { name: string }[];
};

/**
 * SQLite: a reading statement whose rows come out with camelCase keys, built in one pass from the
 * driver's raw arrays (issue 24). better-sqlite3 would otherwise build each row as an object keyed
 * by the snake_case names, and the plugin below would copy it again: two objects per row, on every
 * read. A name repeated in the select list keeps its last value, as better-sqlite3's objects do.
 * Writing statements are returned as they are.
 */
export function camelCaseRows<S extends RawCapableStatement>(statement: S): S | RawCapableStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  let keys = statement.columns().map((column) => names.toCamel(column.name));
  const toRow = (values: unknown[]) => {
    // SQLite prepares a statement again after a schema change (a migration run by a test on an
    // open database): a `select *` may then have more or fewer columns than when it was first seen.
    if (values.length !== keys.length) keys = statement.columns().map((column) => names.toCamel(column.name));
    const row: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) row[keys[k] as string] = values[k];
    return row;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = statement.all(parameters) as unknown[][];
      const out = new Array<Record<string, unknown>>(rows.length);
      for (let i = 0; i < rows.length; i++) out[i] = toRow(rows[i] as unknown[]);
      return out;
    },
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters)) yield toRow(values as unknown[]);
    },
    raw: () => undefined,
    columns: () => statement.columns(),
  };
}

/**
 * Renames result columns from snake_case to camelCase, for PostgreSQL (its rows come from pg as
 * objects, JSON values nested in them); SQLite's statements do it themselves (camelCaseRows).
 */
export class CamelCaseResultsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    if (!Array.isArray(rows) || rows.length === 0) return args.result;
    // Every row of one result has the same columns, in the same order.
    const keys = Object.keys(rows[0] as object);
    const renamed = keys.map((key) => names.toCamel(key));
    const mapped = new Array<UnknownRow>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as UnknownRow;
      const out: UnknownRow = {};
      for (let k = 0; k < keys.length; k++) {
        let value = row[keys[k] as string];
        // Nested objects (JSON values on PostgreSQL) are renamed as the plugin renamed them.
        if (value !== null && typeof value === "object" && (Array.isArray(value) || isPlainObject(value))) {
          value = names.renameNested(value);
        }
        out[renamed[k] as string] = value;
      }
      mapped[i] = out;
    }
    return { ...args.result, rows: mapped };
  }
}
