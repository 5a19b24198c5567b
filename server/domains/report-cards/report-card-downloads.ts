import type { Db } from "../../db/connection.js";
import { type Actor, assertAllowed, requireActor } from "../../lib/access.js";
import { AppError } from "../../lib/errors.js";
import { fileNameSlug } from "../../lib/files.js";
import { canPublishReportCards } from "../../../common/report-cards/report-cards.policy.js";
import { piarLineShown, type ReportCardSettings } from "../../../common/report-cards/report-card-settings.schema.js";
import { type PublishedCard, reportCardTextMessages as t, type TribePeriodInput } from "../../../common/report-cards/report-card.schema.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { studentSexes } from "../users/student-file.repo.js";
import { findPeriodByStart, newestVersionsOfTribe } from "./report-cards.repo.js";

type Deps = {
  db: Db;
  company: () => Promise<CompanyForDocuments>;
  settings: () => Promise<ReportCardSettings>;
};

/** "ana-rios.pdf" twice in one zip: the second becomes "ana-rios-2.pdf". */
function uniqueName(taken: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) candidate = name.replace(/\.pdf$/, `-${n}.pdf`);
  taken.add(candidate);
  return candidate;
}

/**
 * The report cards' generated downloads (issue 26) beyond a single card: a tribe's published cards
 * of a period in one zip (the final report of the year: final-reports.service.ts). The PDF renderer
 * loads with the first PDF, not with the server (issue 24).
 */
export function reportCardDownloads(deps: Deps) {
  const { db } = deps;
  return {
    /** Each student's newest published card of the period, one PDF each, for those who publish. */
    async tribeZip(actor: Actor | null, input: TribePeriodInput): Promise<{ zip: Uint8Array; fileName: string }> {
      assertAllowed(canPublishReportCards(requireActor(actor)));
      const period = await findPeriodByStart(db, input.period);
      if (!period) throw new AppError("NOT_FOUND", t.badPeriod);
      const rows = await newestVersionsOfTribe(db, input.tribe, input.period);
      if (rows.length === 0) throw new AppError("NOT_FOUND", t.noneInTribe);
      const { renderReportCardPdf, reportCardFileName } = await import("./report-card.pdf.js");
      const { zipSync } = await import("fflate");
      const company = await deps.company();
      // The school's own copies: the PIAR line as the setting says (issue 35).
      const showPiar = piarLineShown(await deps.settings(), false);
      const sexes = await studentSexes(
        db,
        rows.map((row) => (JSON.parse(row.content) as PublishedCard).student.id),
      );
      const entries: Record<string, Uint8Array> = {};
      const taken = new Set<string>();
      for (const row of rows) {
        const card = JSON.parse(row.content) as PublishedCard;
        const pdf = await renderReportCardPdf({ card, version: row.version, publishedAt: row.publishedAt }, company, sexes.get(card.student.id) ?? null, { showPiar });
        entries[uniqueName(taken, reportCardFileName(card, row.version))] = new Uint8Array(pdf);
      }
      const zip = zipSync(entries, { level: 6, mtime: new Date() });
      return { zip, fileName: `boletines-${fileNameSlug(input.tribe)}-${fileNameSlug(period.name)}.zip` };
    },
  };
}
