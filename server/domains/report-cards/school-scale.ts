import type { DbOrTrx } from "../../db/connection.js";
import { defaultScale, type PerformanceScale } from "../../../common/report-cards/performance-scale.js";
import { reportCardSettingsInput } from "../../../common/report-cards/report-card-settings.schema.js";
import { readSettingRow } from "../settings/settings.repo.js";

/** The school's performance scale, as its report cards use it (the 'reportCards' setting); the usual one until set or when unreadable. */
export async function schoolPerformanceScale(db: DbOrTrx): Promise<PerformanceScale> {
  const stored = await readSettingRow(db, "reportCards");
  if (!stored) return defaultScale;
  try {
    const parsed = reportCardSettingsInput.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data.scale : defaultScale;
  } catch {
    return defaultScale;
  }
}
