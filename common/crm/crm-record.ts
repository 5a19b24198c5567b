import type { CrmStatus } from "./crm.schema.js";

/**
 * One client as a CRM store keeps it (the Google sheet's row or Tribu's table), shared by the CRM
 * domain and its Google Sheets adapter. `rowIndex` is the sheet row, or the row id in the database.
 */
export type CrmRecord = {
  name: string;
  contactPerson: string;
  email: string;
  phone: string;
  address: string;
  status: CrmStatus;
  totalProjects: number;
  totalRevenue: number;
  lastContact: string;
  notes: string;
};
export type StoredCrmRecord = CrmRecord & { rowIndex: number };
