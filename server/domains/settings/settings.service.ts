import type { Db, DbOrTrx } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { isAdmin } from "../../../common/school.policy.js";
import { recordAudit } from "../../lib/audit.js";
import { readSettingRow, readSettingRows, writeSettingRow } from "./settings.repo.js";
import { createCompanySettings } from "./company.js";
import {
  defaultSettings,
  type SchoolSettings,
  schoolSettingsSchema,
  type UpdateSettingsInput,
} from "../../../common/settings/settings.schema.js";

type Key = keyof SchoolSettings;

/** A stored JSON value of the right type, or the default (a row written by hand that does not parse). */
function storedValue<K extends Key>(key: K, stored: string | undefined): SchoolSettings[K] {
  if (stored === undefined) return defaultSettings[key];
  try {
    const parsed = schoolSettingsSchema.shape[key].safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as SchoolSettings[K]) : defaultSettings[key];
  } catch {
    return defaultSettings[key];
  }
}

/** Whether students may register themselves; read on every registration (no cache to go stale across instances). */
export async function isRegistrationOpen(db: DbOrTrx): Promise<boolean> {
  return storedValue("registrationOpen", await readSettingRow(db, "registrationOpen"));
}

/** An audit detail holds plain values: a setting made of parts (the fee months) is written as its JSON. */
const asDetail = (value: SchoolSettings[Key]) => (typeof value === "object" ? JSON.stringify(value) : value);

/** The months families pay (issue 34), for the payments form's month that is due. */
export async function feeMonthsSetting(db: DbOrTrx): Promise<SchoolSettings["feeMonths"]> {
  return storedValue("feeMonths", await readSettingRow(db, "feeMonths"));
}

/** Whether the children's check-in "¿Cómo llegas hoy?" is on (issue 37); read on every check-in. */
export async function isMoodCheckInOn(db: DbOrTrx): Promise<boolean> {
  return storedValue("moodCheckIn", await readSettingRow(db, "moodCheckIn"));
}

/** Issue 37: the tribes whose children see their grades as level words. */
export async function childGradesTribes(db: DbOrTrx): Promise<SchoolSettings["childGradesTribes"]> {
  return storedValue("childGradesTribes", await readSettingRow(db, "childGradesTribes"));
}

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(deps: { db: Db; dataDir: string; schoolName: string }) {
  const { db } = deps;

  async function current(): Promise<SchoolSettings> {
    const rows = await readSettingRows(db);
    return {
      registrationOpen: storedValue("registrationOpen", rows.get("registrationOpen")),
      feeMonths: storedValue("feeMonths", rows.get("feeMonths")),
      moodCheckIn: storedValue("moodCheckIn", rows.get("moodCheckIn")),
      childGradesTribes: storedValue("childGradesTribes", rows.get("childGradesTribes")),
    };
  }

  return {
    ...createCompanySettings(deps),
    dataDir: deps.dataDir,

    /** The school's settings, for the admins who change them. */
    async get(actor: Actor | null): Promise<SchoolSettings> {
      assertAllowed(isAdmin(requireActor(actor)));
      return current();
    },

    registrationOpen: () => isRegistrationOpen(db),

    assertCanChange(actor: Actor | null): void {
      assertAllowed(isAdmin(requireActor(actor)));
    },

    /** Saves the given settings (admins only); each change is in the audit log. */
    async update(actor: Actor | null, input: UpdateSettingsInput): Promise<{ settings: SchoolSettings }> {
      const admin = requireActor(actor);
      assertAllowed(isAdmin(admin));
      const before = await current();
      await db.transaction().execute(async (trx) => {
        for (const key of Object.keys(input) as Key[]) {
          const value = input[key];
          if (value === undefined || JSON.stringify(value) === JSON.stringify(before[key])) continue;
          await writeSettingRow(trx, key, JSON.stringify(value), admin.id);
          await recordAudit(trx, { actor: admin, action: "settings.changed", details: { setting: key, value: asDetail(value), previous: asDetail(before[key]) } });
        }
      });
      return { settings: await current() };
    },
  };
}
