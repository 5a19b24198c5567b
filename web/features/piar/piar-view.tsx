import { adjustmentKindLabels, piarAnnexes as annexes, piarSections as sections } from "../../../common/piar/piar.labels";
import type { PiarContent } from "../../../common/piar/piar.schema";
import type { SpokenPart } from "../../lib/speech";

type Line = { id: string; label: string; text: string };
type Block = { id: string; title: string; annex?: string; lines: Line[] };

/**
 * The plan's sections as labelled lines (ids let the read-aloud mark the word being read), under the
 * Ministry's Anexo 1, 2 and 3 (the first block of each Anexo carries its heading).
 */
export function piarBlocks(piar: { content: PiarContent }, prefix: string): Block[] {
  const c = piar.content;
  const group = <G extends "general" | "context" | "assessment">(key: G, annex?: string): Block => ({
    id: `${prefix}-${key}`,
    title: sections[key].title,
    annex,
    lines: Object.entries(sections[key].fields).map(([field, label]) => ({ id: `${prefix}-${key}-${field}`, label, text: (c[key] as Record<string, string>)[field] ?? "" })),
  });
  return [
    group("general", annexes.anexo1.title),
    group("context"),
    group("assessment", annexes.anexo2.title),
    {
      id: `${prefix}-adjustments`,
      title: sections.adjustments.title,
      lines: c.adjustments.map((a, i) => ({
        id: `${prefix}-adjustment-${i}`,
        label: `${a.subject} (${adjustmentKindLabels[a.kind]})`,
        text: a.goal.trim() ? `${a.adjustment} Meta: ${a.goal}` : a.adjustment,
      })),
    },
    { id: `${prefix}-family`, title: sections.familyCommitments.title, annex: annexes.anexo3.title, lines: [{ id: `${prefix}-family-text`, label: "Compromisos", text: c.familyCommitments }] },
  ];
}

/** What "Escuchar" reads: each section's title, then each line's label and text. */
export function spokenPlan(blocks: Block[]): SpokenPart[] {
  return blocks.flatMap((block) => [
    ...(block.annex ? [{ text: block.annex }] : []),
    { text: block.title },
    ...block.lines.flatMap((line) => [{ text: line.label }, { text: line.text.trim() || "Sin información.", highlightIn: line.id }]),
  ]);
}

/** The plan read-only, one heading per section. */
export function PiarView({ blocks }: { blocks: Block[] }) {
  return (
    <div className="piar-view">
      {blocks.map((block) => (
        <section key={block.id} aria-labelledby={block.id}>
          {block.annex ? <h4 className="piar-annex">{block.annex}</h4> : null}
          <h5 id={block.id}>{block.title}</h5>
          {block.lines.length === 0 ? <p className="muted">Sin ajustes registrados.</p> : null}
          <dl className="piar-lines">
            {block.lines.map((line) => (
              <div key={line.id}>
                <dt>{line.label}</dt>
                <dd id={line.id} className="preserve-lines">
                  {line.text.trim() || "—"}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
