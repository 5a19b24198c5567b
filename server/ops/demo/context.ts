import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { DemoClock } from "./clock.js";

/** What every part of the demo seed shares: the transaction, the clock, the uploads folder and the ids made so far. */
export type DemoSeed = {
  trx: Transaction<Database>;
  clock: DemoClock;
  /** One hash of the demo password, reused for every account (seeding stays fast). */
  passwordHash: string;
  uploads: string;
  /** Users by email. */
  user(email: string): number;
  users: Map<string, number>;
  /** Modules by title. */
  module(title: string): number;
  modules: Map<string, number>;
  /** Stores a copy of the sample PDF as an uploaded file and returns its id. */
  storePdf(purpose: string, originalName: string, ownerId: number, createdAt: string): Promise<number>;
};

export function lookup(map: Map<string, number>, what: string) {
  return (key: string): number => {
    const id = map.get(key);
    if (id === undefined) throw new Error(`demo seed: unknown ${what} ${key}`);
    return id;
  };
}
