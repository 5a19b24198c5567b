import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foldSearchLetters, searchFoldedLetters } from "../../common/search.js";
import { foldedText, searchFolded } from "../../server/db/text-search.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 38: the searches fold each stored text with tribu_fold (one call) instead of a chain of
 * replace() calls. On both databases it must give exactly what the chain gives, and what
 * common/search.ts says, or a search would find different people on SQLite and on PostgreSQL.
 */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await createTestPlatform();
});

afterAll(async () => {
  await platform?.close();
});

const every = searchFoldedLetters.map(([letter]) => letter).join("");
const texts = [every, "María José NÚÑEZ", "Jose\u0301 Pe\u0303a", "ÇA VA, Ñandú", "plain ascii MIXED Case 123 %_\\", "", "Zoë Ørsted"];

describe("the searches' fold (tribu_fold)", () => {
  it.each(texts)("folds %j as the replace chain does and as common/search.ts says", async (text) => {
    const { rows } = await sql<{ one: string; chain: string }>`select ${searchFolded(sql.val(text))} as one, ${foldedText(sql.val(text))} as chain`.execute(platform.db);
    expect(rows[0]?.one).toBe(rows[0]?.chain);
    // Beyond the listed letters PostgreSQL's lower() also lowers other capitals (Ø); SQLite's leaves them.
    if (!/Ø/.test(text)) expect(rows[0]?.one).toBe(foldSearchLetters(text));
  });

  it("keeps a missing value missing", async () => {
    const { rows } = await sql<{ one: string | null }>`select ${searchFolded(sql<string>`null`)} as one`.execute(platform.db);
    expect(rows[0]?.one).toBeNull();
  });
});

/**
 * The module and people searches fold with foldedText, the expression of their indexes
 * (migrations/2026-12-03T0800-search-fold-indexes.ts), so that SQLite reads the folded text from the
 * index. If common/search.ts's letters changed without a migration rebuilding those indexes, the
 * searches would still find the same rows but fold every row again: this is where that shows.
 */
describe("the searches of modules and people read the folded text from its index", () => {
  const explain = async (statement: string): Promise<string> => {
    if (platform.dbKind === "sqlite") {
      const { rows } = await sql.raw<{ detail: string }>(`explain query plan ${statement}`).execute(platform.db);
      return rows.map((row) => row.detail).join(" | ");
    }
    // PostgreSQL picks a plan by cost; with sequential scans priced out, an index it can use is used.
    return platform.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql.raw<{ "QUERY PLAN": string }>(`explain ${statement}`).execute(trx);
      return rows.map((row) => row["QUERY PLAN"]).join(" | ");
    });
  };
  const inline = (query: { compile(): { sql: string } }) => query.compile().sql.replace(/\?|\$\d+/g, "'%a%'");

  it("the searches' fold is the indexes' expression, on both databases", async () => {
    const name = sql<string>`${sql.ref("users.firstName")} || ' ' || ${sql.ref("users.lastName")}`;
    const equalTo = (folded: ReturnType<typeof foldedText>, table: "users" | "modules") =>
      inline(platform.db.selectFrom(table).select("id").where(sql<boolean>`${folded} = ${"x"}`));
    expect(await explain(equalTo(foldedText(sql.ref("modules.title")), "modules"))).toContain("modules_search_fold_idx");
    expect(await explain(equalTo(foldedText(name), "users"))).toContain("users_search_fold_idx");
  });

  // PostgreSQL folds as it scans (no plan reads an expression's value from a b-tree index for LIKE).
  if (process.env.TEST_DB !== "postgres") {
    it("on SQLite a contains search reads the folded text from the index", async () => {
      const { moduleContains, personContains } = await import("../../server/db/text-search.js");
      expect(await explain(inline(platform.db.selectFrom("modules").select("id").where(moduleContains("cuento"))))).toContain("COVERING INDEX modules_search_fold_idx");
      expect(await explain(inline(platform.db.selectFrom("users as u").select("u.id").where(personContains("Herrera", "u"))))).toContain("COVERING INDEX users_search_fold_idx");
    });
  }

  it("find what the folded columns contain, capitals and accents aside", async () => {
    const { moduleContains, personContains } = await import("../../server/db/text-search.js");
    const now = new Date().toISOString();
    const [user] = await platform.db
      .insertInto("users")
      .values({ email: "ines.nunez@tribu.test", passwordHash: "x", firstName: "Inés", lastName: "Núñez Ávila", role: "teacher", status: "active", createdAt: now, updatedAt: now })
      .returning("id")
      .execute();
    await platform.db
      .insertInto("modules")
      .values({ title: "Cuentos del ÑANDÚ", description: "Lectura en voz alta", createdById: user?.id as number, createdAt: now, updatedAt: now })
      .execute();
    const modules = (search: string) => platform.db.selectFrom("modules").select("title").where(moduleContains(search)).execute();
    const people = (search: string) => platform.db.selectFrom("users as u").select("u.firstName").where(personContains(search, "u")).execute();
    expect(await modules("nandu")).toEqual([{ title: "Cuentos del ÑANDÚ" }]);
    expect(await modules("VOZ ALTA")).toEqual([{ title: "Cuentos del ÑANDÚ" }]);
    expect(await modules("voz_alta")).toEqual([]);
    expect(await people("ines nunez")).toEqual([{ firstName: "Inés" }]);
    expect(await people("NUNEZ AVILA")).toEqual([{ firstName: "Inés" }]);
    expect(await people("ines.nunez@")).toEqual([{ firstName: "Inés" }]);
  });
});
