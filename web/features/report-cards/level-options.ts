import { formatNumber } from "../../../common/format";
import { performanceLabels, performanceLevels } from "../../../common/report-cards/performance-scale";
import type { CardEntry } from "../../../common/report-cards/report-card.schema";

/** "Desempeño Alto (promedio 8,4)", or why there is no level. */
export function computedLabel(entry: Pick<CardEntry, "computedLevel" | "computedAverage">): string {
  if (!entry.computedLevel || entry.computedAverage === null) return "Sin notas en el periodo";
  return `${performanceLabels[entry.computedLevel]} (promedio ${formatNumber(entry.computedAverage, 1)})`;
}

/**
 * The choices of a subject's level: the computed one first (its average is already written above
 * the list, so the option only names it), then every other level once.
 */
export function levelOptions(entry: Pick<CardEntry, "computedLevel">): { value: string; label: string }[] {
  const computed = entry.computedLevel;
  return [
    { value: computed ?? "", label: computed ? `${performanceLabels[computed]} (el calculado)` : "Sin desempeño (no hay notas)" },
    ...performanceLevels.filter((l) => l !== computed).map((l) => ({ value: l, label: performanceLabels[l] })),
  ];
}
