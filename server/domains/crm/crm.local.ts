import { crmMessages } from "../../../common/crm/crm.schema.js";
import type { Db } from "../../db/connection.js";
import { deleteCrmClient, findCrmClient, insertCrmClient, listCrmClients, updateCrmClient } from "./crm.repo.js";
import type { CrmStore } from "./crm.port.js";

/** The CRM in Tribu's database, used when no Google Sheet is configured. rowIndex is the row id. */
export function createCrmLocalStore(db: Db): CrmStore {
  return {
    kind: "local",
    sheetName: null,
    canWrite: true,
    firstRow: 1,
    list: () => listCrmClients(db),
    find: (rowIndex) => findCrmClient(db, rowIndex),
    append: (record) => insertCrmClient(db, record),
    update: (rowIndex, record) => updateCrmClient(db, rowIndex, record),
    remove: (rowIndex) => deleteCrmClient(db, rowIndex),
    testConnection: async () => ({ ok: true, message: crmMessages.localSource, sheets: [] }),
    setup: async () => ({ message: crmMessages.localSource }),
  };
}
