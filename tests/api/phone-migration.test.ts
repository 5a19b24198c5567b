import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { loadMigrations } from "../../migrations/index.js";
import { createTestPlatform, createUser } from "../setup/test-platform.js";

/**
 * Phones saved before issue 22 were kept as typed ("300 123 4567"); since then they are stored as
 * E.164's digits ("573001234567"), the form WhatsApp sends to. The migration brings the old ones over,
 * so these parents do not read as "not a mobile" in WhatsApp.
 */
describe("migration 2026-11-27T1450-phones-with-country-code", () => {
  it("adds Colombia's 57 to old national numbers and keeps what it cannot read as it was", async () => {
    const typed: [string | null, string | null][] = [
      ["3001234567", "573001234567"],
      ["300 123 4567", "573001234567"],
      ["(601) 234-5678", "576012345678"],
      ["+57 310 555 0101", "573105550101"],
      ["573001112233", "573001112233"],
      ["+1 415 555 0101", "14155550101"],
      ["12345", "12345"],
      ["llamar a la mamá", "llamar a la mamá"],
      [null, null],
    ];
    const ids: number[] = [];
    const platform = await createTestPlatform(
      {},
      {
        beforeOpen: async (db) => {
          const { error } = await new Migrator({ db, provider: { getMigrations: loadMigrations } }).migrateTo("2026-11-27T1300-announcements");
          if (error) throw error;
          for (const [phone] of typed) {
            const user = await createUser({ db }, { role: "parent" });
            await db.updateTable("users").set({ phone }).where("id", "=", user.id).execute();
            ids.push(user.id);
          }
        },
      },
    );
    try {
      const rows = await platform.db.selectFrom("users").select(["id", "phone"]).where("id", "in", ids).orderBy("id").execute();
      expect(rows.map((row) => row.phone)).toEqual(typed.map(([, stored]) => stored));
    } finally {
      await platform.close();
    }
  });
});
