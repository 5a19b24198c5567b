import { createSmtpMailer } from "../integrations/email/smtp-mailer.js";
import { createClassroomGateway } from "../integrations/google-classroom/classroom-gateway.js";
import { createCrmSheetStore } from "../integrations/google-sheets/crm-sheet.js";
import { createSheetProductCatalogue } from "../integrations/google-sheets/products-sheet.js";
import { createSheetsGateway, type SheetsGateway } from "../integrations/google-sheets/sheets-gateway.js";
import { createTodoSheet } from "../integrations/google-sheets/todo-sheet.js";
import { createNotionTaskBoard } from "../integrations/notion/notion-task-board.js";
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

export function createAdapters(db: Db, config: AppConfig): Adapters {
  const sheets = config.googleSheets;
  const timeoutMs = config.vendorTimeoutMs;
  let gateway: SheetsGateway | undefined;
  /** A tool's spreadsheet through one Google Sheets client, when there are credentials and its id. */
  const sheet = <T>(spreadsheetId: string | undefined, open: (gateway: SheetsGateway, spreadsheetId: string) => T): T | undefined => {
    if (!sheets.credentials || !spreadsheetId) return undefined;
    gateway ??= createSheetsGateway({ credentials: sheets.credentials, rootUrl: sheets.rootUrl, timeoutMs });
    return open(gateway, spreadsheetId);
  };

  return {
    crm:
      sheet(sheets.crm.spreadsheetId, (gateway, spreadsheetId) => createCrmSheetStore({ gateway, spreadsheetId, sheetName: sheets.crm.sheetName })) ??
      createCrmLocalStore(db),
    todo:
      sheet(sheets.todo.spreadsheetId, (gateway, spreadsheetId) => createTodoSheet({ gateway, spreadsheetId, sheetName: sheets.todo.sheetName })) ??
      createLocalTodoStore(db),
    catalogue:
      sheet(sheets.products.spreadsheetId, (gateway, spreadsheetId) => createSheetProductCatalogue(gateway, spreadsheetId, sheets.products.sheetName)) ??
      createLocalProductCatalogue(db),
    mailer: config.smtp ? createSmtpMailer(config.smtp) : null,
    taskBoard: config.notion
      ? createNotionTaskBoard({ token: config.notion.token, databaseId: config.notion.databaseId, baseUrl: config.notion.baseUrl, timeoutMs })
      : createLocalTaskBoard(db),
    whatsapp: config.whatsapp ? createCloudApiChannel({ ...config.whatsapp, timeoutMs }) : createDemoChannel(),
    classroom: config.googleClassroom ? createClassroomGateway({ ...config.googleClassroom, timeoutMs }) : undefined,
  };
}
