import { createNotionTaskBoard } from "../integrations/notion/notion-task-board.js";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/connection.js";
import { createLocalTaskBoard } from "./domains/notion/notion.local.js";
import type { TaskBoard } from "./domains/notion/notion.port.js";

/**
 * The implementation behind each domain's port, chosen here and only here from the configuration:
 * the vendor's adapter (integrations/) when its settings are present, otherwise the domain's local
 * one (<domain>.local.ts, in Tribu's database). Assigning an adapter to its port is where
 * TypeScript checks that it fits.
 */
export type Adapters = {
  taskBoard: TaskBoard;
};

export function createAdapters(db: Db, config: AppConfig): Adapters {
  return {
    taskBoard: config.notion
      ? createNotionTaskBoard({ token: config.notion.token, databaseId: config.notion.databaseId, baseUrl: config.notion.baseUrl })
      : createLocalTaskBoard(db),
  };
}
