import { describe, expect, it } from "vitest";
import { postgresChangeStamp, sharedByWaitingCallers } from "../../server/db/connection.js";
import { createReadCache } from "../../server/lib/read-cache.js";

function counter<T>(values: T[]) {
  let calls = 0;
  return {
    compute: async () => values[Math.min(calls++, values.length - 1)] as T,
    calls: () => calls,
  };
}

describe("read cache", () => {
  it("answers from memory while the change stamp holds, and computes again once it moves", async () => {
    let stamp = "1";
    const cache = createReadCache(() => stamp);
    const dashboard = counter(["antes", "después"]);

    expect(await cache.read("k", dashboard.compute)).toBe("antes");
    expect(await cache.read("k", dashboard.compute)).toBe("antes");
    expect(dashboard.calls()).toBe(1);

    stamp = "2";
    expect(await cache.read("k", dashboard.compute)).toBe("después");
    expect(dashboard.calls()).toBe(2);
  });

  it("keeps each key apart", async () => {
    const cache = createReadCache(() => "1");
    expect(await cache.read("a", async () => "de a")).toBe("de a");
    expect(await cache.read("b", async () => "de b")).toBe("de b");
    expect(await cache.read("a", async () => "otra vez")).toBe("de a");
  });

  it("takes the stamp before computing, so a write during the computation is not hidden", async () => {
    let stamp = "1";
    const cache = createReadCache(() => stamp);
    // The write lands while the first answer is being computed: that answer may predate it.
    const first = await cache.read("k", async () => {
      stamp = "2";
      return "a medias";
    });
    expect(first).toBe("a medias");
    expect(await cache.read("k", async () => "fresco")).toBe("fresco");
  });

  it("works with an asynchronous stamp (PostgreSQL)", async () => {
    let stamp = "1";
    const cache = createReadCache(async () => stamp);
    const list = counter([1, 2]);
    await cache.read("k", list.compute);
    await cache.read("k", list.compute);
    stamp = "2";
    expect(await cache.read("k", list.compute)).toBe(2);
    expect(list.calls()).toBe(2);
  });

  it("computes once for callers that ask at the same time", async () => {
    const cache = createReadCache(() => "1");
    let calls = 0;
    let release: (value: string) => void = () => {};
    const slow = () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const both = Promise.all([cache.read("k", slow), cache.read("k", slow)]);
    await new Promise((r) => setImmediate(r));
    release("listo");
    expect(await both).toEqual(["listo", "listo"]);
    expect(calls).toBe(1);
  });

  it("does not keep a failure: the next read tries again", async () => {
    const cache = createReadCache(() => "1");
    await expect(cache.read("k", async () => Promise.reject(new Error("sin base de datos")))).rejects.toThrow("sin base de datos");
    expect(await cache.read("k", async () => "bien")).toBe("bien");
  });

  it("computes again after maxAgeMs even with no write (answers that depend on the clock)", async () => {
    let clock = 0;
    const cache = createReadCache(() => "1", { maxAgeMs: 1000, now: () => clock });
    const totals = counter(["noviembre", "diciembre"]);
    await cache.read("k", totals.compute);
    clock = 999;
    expect(await cache.read("k", totals.compute)).toBe("noviembre");
    clock = 1000;
    expect(await cache.read("k", totals.compute)).toBe("diciembre");
  });

  it("holds at most maxEntries answers, dropping the least recently used", async () => {
    const cache = createReadCache(() => "1", { maxEntries: 2 });
    const computed: string[] = [];
    const read = (key: string) =>
      cache.read(key, async () => {
        computed.push(key);
        return key;
      });
    await read("a");
    await read("b");
    await read("a"); // a is now the most recently used
    await read("c"); // drops b
    await read("a");
    await read("b");
    expect(computed).toEqual(["a", "b", "c", "b"]);
  });
});

describe("PostgreSQL change stamp", () => {
  it("falls back to txid_current_snapshot() where pg_current_snapshot() does not exist (before PostgreSQL 13)", async () => {
    const asked: string[] = [];
    const pool = {
      query: async (text: string) => {
        asked.push(text);
        if (text.includes("pg_current_snapshot")) throw Object.assign(new Error("function pg_current_snapshot() does not exist"), { code: "42883" });
        return { rows: [{ snapshot: "10:12:10" }] };
      },
    };
    const stamp = postgresChangeStamp(pool as never);
    expect(await stamp()).toBe("10:12:10");
    expect(await stamp()).toBe("10:12:10");
    expect(asked).toEqual([
      "select pg_current_snapshot()::text as snapshot",
      "select txid_current_snapshot()::text as snapshot",
      "select txid_current_snapshot()::text as snapshot",
    ]);
  });

  it("passes on any other failure", async () => {
    const pool = { query: async () => Promise.reject(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" })) };
    await expect(postgresChangeStamp(pool as never)()).rejects.toThrow("connection refused");
  });
});

describe("PostgreSQL change stamp shared by the reads waiting for it", () => {
  /** A database whose snapshot is its commit count; each stamp query is counted. */
  function fakeDatabase() {
    const state = { commits: 0, queries: 0 };
    const stamp = sharedByWaitingCallers(async () => {
      state.queries++;
      // The snapshot is the database's state when the query runs; the answer comes back later.
      const snapshot = `snapshot-${state.commits}`;
      await new Promise((r) => setTimeout(r, 5));
      return snapshot;
    });
    return { state, stamp };
  }

  it("asks the database once for every read that arrives before the query goes out", async () => {
    const { state, stamp } = fakeDatabase();
    const stamps = await Promise.all(Array.from({ length: 30 }, () => stamp()));
    expect(state.queries).toBe(1);
    expect(new Set(stamps)).toEqual(new Set(["snapshot-0"]));
  });

  it("never gives a read a snapshot taken before it arrived: a commit just before it is seen", async () => {
    const { state, stamp } = fakeDatabase();
    const first = stamp();
    // A write commits, then a second read arrives, in the same turn: both see the commit.
    state.commits++;
    const second = stamp();
    expect(await second).toBe("snapshot-1");
    expect(await first).toBe("snapshot-1");
    // Once a query is out, a read that arrives after a new commit waits for the next query.
    const third = stamp();
    await new Promise((r) => setImmediate(r));
    state.commits++;
    const fourth = stamp();
    expect(await third).toBe("snapshot-1");
    expect(await fourth).toBe("snapshot-2");
    expect(state.queries).toBe(3);
  });
});

describe("kept answers", () => {
  it("are frozen, so no caller can change what the next one gets", async () => {
    const cache = createReadCache(() => "1");
    const answer = await cache.read("k", async () => ({ firstName: "Ana", modules: [{ title: "Leer" }] }));
    expect(() => {
      answer.firstName = "Otra";
    }).toThrow(TypeError);
    expect(() => {
      answer.modules.push({ title: "Más" });
    }).toThrow(TypeError);
    expect(await cache.read("k", async () => ({ firstName: "nunca", modules: [] }))).toEqual({ firstName: "Ana", modules: [{ title: "Leer" }] });
  });
});
