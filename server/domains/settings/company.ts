import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { recordAudit } from "../../lib/audit.js";
import { AppError } from "../../lib/errors.js";
import { deleteStoredFile, findFile, type FileRow, storeUpload, uploadsDir } from "../../lib/files.js";
import { isAdmin } from "../../../common/school.policy.js";
import {
  type Company,
  type CompanyInput,
  companyMessages as m,
  type StoredCompany,
  storedCompanySchema,
} from "../../../common/company/company.schema.js";
import { readSettingRow, writeSettingRow } from "./settings.repo.js";

const key = "company";
const logoKinds = ["png", "jpeg"] as const;
const maxLogoBytes = 2 * 1024 * 1024;

/** The stored company, or the school's name alone until an admin fills 'Datos de la empresa'. */
async function stored(db: DbOrTrx, schoolName: string): Promise<StoredCompany> {
  const empty: StoredCompany = { name: schoolName, nit: "", address: "", phone: "", email: "", logoFileId: null };
  const row = await readSettingRow(db, key);
  if (row === undefined) return empty;
  try {
    const parsed = storedCompanySchema.safeParse(JSON.parse(row));
    return parsed.success ? parsed.data : empty;
  } catch {
    return empty;
  }
}

const shown = ({ logoFileId, ...rest }: StoredCompany): Company => ({ ...rest, hasLogo: logoFileId !== null });

/**
 * Whether a PNG's pixels can be read: its compressed data inflates. A damaged one makes the PDF
 * renderer fail outside any promise (the PDF would never come), so it is refused at upload.
 */
export function pngReadable(bytes: Buffer): boolean {
  try {
    const parts: Buffer[] = [];
    let offset = 8;
    while (offset + 8 <= bytes.length) {
      const length = bytes.readUInt32BE(offset);
      const type = bytes.toString("ascii", offset + 4, offset + 8);
      if (type === "IDAT") parts.push(bytes.subarray(offset + 8, offset + 8 + length));
      if (type === "IEND") break;
      offset += 12 + length;
    }
    return parts.length > 0 && inflateSync(Buffer.concat(parts)).length > 0;
  } catch {
    return false;
  }
}

/** What the quotation PDF prints about the seller: the company and its logo's bytes. */
export type CompanyForDocuments = Company & { logo: { data: Buffer; format: "png" | "jpg" } | null };

export async function companyForDocuments(db: DbOrTrx, dataDir: string, schoolName: string): Promise<CompanyForDocuments> {
  const company = await stored(db, schoolName);
  let logo: CompanyForDocuments["logo"] = null;
  const file = company.logoFileId === null ? undefined : await findFile(db, company.logoFileId);
  if (file) {
    const data = await readFile(join(uploadsDir(dataDir), file.storageName)).catch(() => null);
    if (data) logo = { data, format: file.mimeType === "image/png" ? "png" : "jpg" };
  }
  return { ...shown(company), logo };
}

/** 'Datos de la empresa': admins only, each change in the audit log. */
export function createCompanySettings(deps: { db: Db; dataDir: string; schoolName: string }) {
  const { db, dataDir, schoolName } = deps;
  const admin = (actor: Actor | null) => {
    const caller = requireActor(actor);
    assertAllowed(isAdmin(caller));
    return caller;
  };

  async function write(caller: Actor, next: StoredCompany, previous: StoredCompany) {
    await db.transaction().execute(async (trx) => {
      await writeSettingRow(trx, key, JSON.stringify(next), caller.id);
      const changed = (Object.keys(next) as (keyof StoredCompany)[]).filter((field) => next[field] !== previous[field]).join(", ");
      await recordAudit(trx, { actor: caller, action: "settings.changed", details: { setting: key, changed } });
    });
  }

  return {
    assertCanChangeCompany: (actor: Actor | null) => void admin(actor),

    async company(actor: Actor | null): Promise<Company> {
      admin(actor);
      return shown(await stored(db, schoolName));
    },

    async updateCompany(actor: Actor | null, input: CompanyInput): Promise<{ company: Company }> {
      const caller = admin(actor);
      const previous = await stored(db, schoolName);
      const next = { ...previous, ...input };
      await write(caller, next, previous);
      return { company: shown(next) };
    },

    /** A PNG or JPEG (checked by its bytes), stored under a generated name, readable by the server only. */
    async saveLogo(actor: Actor | null, file: { source: Parameters<typeof storeUpload>[1]; name: string } | undefined): Promise<{ company: Company }> {
      const caller = admin(actor);
      if (!file) throw new AppError("BAD_REQUEST", m.logoRequired);
      const row = await storeUpload(db, file.source, {
        dataDir,
        allowedKinds: logoKinds,
        maxBytes: maxLogoBytes,
        wrongKindMessage: m.logoKind,
        originalName: file.name,
        purpose: "company-logo",
        ownerId: caller.id,
      });
      if (row.mimeType === "image/png") {
        const bytes = await readFile(join(uploadsDir(dataDir), row.storageName)).catch(() => Buffer.alloc(0));
        if (!pngReadable(bytes)) {
          await deleteStoredFile(db, dataDir, row.id);
          throw new AppError("UNSUPPORTED_MEDIA_TYPE", m.logoDamaged);
        }
      }
      const previous = await stored(db, schoolName);
      const next = { ...previous, logoFileId: row.id };
      try {
        await write(caller, next, previous);
      } catch (error) {
        await deleteStoredFile(db, dataDir, row.id);
        throw error;
      }
      if (previous.logoFileId !== null) await deleteStoredFile(db, dataDir, previous.logoFileId);
      return { company: shown(next) };
    },

    async removeLogo(actor: Actor | null): Promise<{ company: Company }> {
      const caller = admin(actor);
      const previous = await stored(db, schoolName);
      const next = { ...previous, logoFileId: null };
      await write(caller, next, previous);
      if (previous.logoFileId !== null) await deleteStoredFile(db, dataDir, previous.logoFileId);
      return { company: shown(next) };
    },

    /** The logo's stored file, for the admin's preview. */
    async logoFile(actor: Actor | null): Promise<FileRow> {
      admin(actor);
      const { logoFileId } = await stored(db, schoolName);
      const file = logoFileId === null ? undefined : await findFile(db, logoFileId);
      if (!file) throw new AppError("NOT_FOUND", m.noLogo);
      return file;
    },
  };
}
