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
  SqliteDialect,
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

export class SnakeCaseSqliteDialect extends SqliteDialect {
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

/** Renames result columns from snake_case to camelCase; pair it with one of the dialects above. */
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
