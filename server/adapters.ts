import type { SheetsGateway } from "../integrations/google-sheets/sheets-gateway.js";
import { createCloudApiChannel } from "../integrations/whatsapp/whatsapp-channel.js";
import type { AppConfig } from "./config.js";
import type { Db } from "./db/connection.js";
import { createCrmLocalStore } from "./domains/crm/crm.local.js";
import type { CrmStore } from "./domains/crm/crm.port.js";
import type { ClassroomGateway } from "./domains/google-classroom/google-classroom.port.js";
import { createLocalTaskBoard } from "./domains/notion/notion.local.js";
import type { TaskBoard } from "./domains/notion/notion.port.js";
import { createLocalProductCatalogue } from "./domains/quotations/quotations.local.js";
import type { Mailer, ProductCatalogue } from "./domains/quotations/quotations.port.js";
import { createLocalTodoStore } from "./domains/todo/todo.local.js";
import type { TodoStore } from "./domains/todo/todo.port.js";
import { createDemoChannel } from "./domains/whatsapp/whatsapp.local.js";
import type { WhatsAppChannel } from "./domains/whatsapp/whatsapp.port.js";

/**
 * The implementation behind each domain's port, chosen here and only here from the configuration:
 * the vendor's adapter (integrations/) when its settings are present, otherwise the domain's local
 * one (<domain>.local.ts, in Tribu's database) or none. Assigning an adapter to its port is where
 * TypeScript checks that it fits.
 */
export type Adapters = {
  crm: CrmStore;
  todo: TodoStore;
  catalogue: ProductCatalogue;
  mailer: Mailer | null;
  taskBoard: TaskBoard;
  whatsapp: WhatsAppChannel;
  classroom: ClassroomGateway | undefined;
};

/**
 * A vendor's adapter module, and with it the vendor's SDK (googleapis, the Notion client,
 * nodemailer), is imported only when its settings are present: a school without them never loads
 * those packages, and its server starts lighter (docs/perf/small-machine.md).
 */
export async function openAdapters(db: Db, config: AppConfig): Promise<Adapters> {
  const sheets = config.googleSheets;
  const timeoutMs = config.vendorTimeoutMs;
  let gateway: Promise<SheetsGateway> | undefined;
  /** A tool's spreadsheet through one Google Sheets client, when there are credentials and its id. */
  const sheet = async <T>(spreadsheetId: string | undefined, open: (gateway: SheetsGateway, spreadsheetId: string) => Promise<T>): Promise<T | undefined> => {
    const credentials = sheets.credentials;
    if (!credentials || !spreadsheetId) return undefined;
    gateway ??= import("../integrations/google-sheets/sheets-gateway.js").then(({ createSheetsGateway }) =>
      createSheetsGateway({ credentials, rootUrl: sheets.rootUrl, timeoutMs }),
    );
    return open(await gateway, spreadsheetId);
  };

  return {
    crm:
      (await sheet(sheets.crm.spreadsheetId, async (gateway, spreadsheetId) => {
        const { createCrmSheetStore } = await import("../integrations/google-sheets/crm-sheet.js");
        return createCrmSheetStore({ gateway, spreadsheetId, sheetName: sheets.crm.sheetName });
      })) ?? createCrmLocalStore(db),
    todo:
      (await sheet(sheets.todo.spreadsheetId, async (gateway, spreadsheetId) => {
        const { createTodoSheet } = await import("../integrations/google-sheets/todo-sheet.js");
        return createTodoSheet({ gateway, spreadsheetId, sheetName: sheets.todo.sheetName });
      })) ?? createLocalTodoStore(db),
    catalogue:
      (await sheet(sheets.products.spreadsheetId, async (gateway, spreadsheetId) => {
        const { createSheetProductCatalogue } = await import("../integrations/google-sheets/products-sheet.js");
        return createSheetProductCatalogue(gateway, spreadsheetId, sheets.products.sheetName);
      })) ?? createLocalProductCatalogue(db),
    mailer: config.smtp ? (await import("../integrations/email/smtp-mailer.js")).createSmtpMailer(config.smtp) : null,
    taskBoard: config.notion
      ? (await import("../integrations/notion/notion-task-board.js")).createNotionTaskBoard({
          token: config.notion.token,
          databaseId: config.notion.databaseId,
          baseUrl: config.notion.baseUrl,
          timeoutMs,
        })
      : createLocalTaskBoard(db),
    // Plain fetch, no SDK: nothing to defer.
    whatsapp: config.whatsapp ? createCloudApiChannel({ ...config.whatsapp, timeoutMs }) : createDemoChannel(),
    classroom: config.googleClassroom
      ? (await import("../integrations/google-classroom/classroom-gateway.js")).createClassroomGateway({ ...config.googleClassroom, timeoutMs })
      : undefined,
  };
}
