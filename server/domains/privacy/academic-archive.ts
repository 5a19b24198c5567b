import type { DbOrTrx } from "../../db/connection.js";
import type { ArchiveKind } from "../../../common/privacy/academic-archive.js";
import { type ArchiveEntry, finalReportVersions, promotionDecisions, publishedCardVersions, supportActivityResults } from "./academic-archive.repo.js";

/**
 * What erasure keeps, kind by kind (common/privacy/academic-archive.ts says why). A new kind, e.g. a
 * certificate the school issued, is one line here with its collector.
 */
export const archiveCollectors: Readonly<Record<ArchiveKind, (db: DbOrTrx, studentId: number) => Promise<ArchiveEntry[]>>> = {
  report_card: publishedCardVersions,
  final_report: finalReportVersions,
  promotion_decision: promotionDecisions,
  support_activity: supportActivityResults,
};

export async function academicRecordOf(db: DbOrTrx, studentId: number): Promise<ArchiveEntry[]> {
  const entries: ArchiveEntry[] = [];
  for (const collect of Object.values(archiveCollectors)) entries.push(...(await collect(db, studentId)));
  return entries;
}
