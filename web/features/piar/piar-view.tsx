import { adjustmentKindLabels, piarSections as sections } from "../../../common/piar/piar.labels";
import type { Piar } from "../../../common/piar/piar.schema";
import type { SpokenPart } from "../../lib/speech";

type Line = { id: string; label: string; text: string };
type Block = { id: string; title: string; lines: Line[] };

/** The plan's sections 1 to 5 as labelled lines (ids let the read-aloud mark the word being read). */
export function piarBlocks(piar: Piar, prefix: string): Block[] {
  const c = piar.content;
  const group = <G extends "general" | "context" | "assessment">(key: G, n: number): Block => ({
    id: `${prefix}-${key}`,
    title: `${n}. ${sections[key].title}`,
    lines: Object.entries(sections[key].fields).map(([field, label]) => ({ id: `${prefix}-${key}-${field}`, label, text: (c[key] as Record<string, string>)[field] ?? "" })),
  });
  return [
    group("general", 1),
    group("context", 2),
    group("assessment", 3),
    {
      id: `${prefix}-adjustments`,
      title: `4. ${sections.adjustments.title}`,
      lines: c.adjustments.map((a, i) => ({
        id: `${prefix}-adjustment-${i}`,
        label: `${a.subject} (${adjustmentKindLabels[a.kind]})`,
        text: a.goal.trim() ? `${a.adjustment} Meta: ${a.goal}` : a.adjustment,
      })),
    },
    { id: `${prefix}-family`, title: `5. ${sections.familyCommitments.title}`, lines: [{ id: `${prefix}-family-text`, label: "Compromisos", text: c.familyCommitments }] },
  ];
}

/** What "Escuchar" reads: each section's title, then each line's label and text. */
export function spokenPlan(blocks: Block[]): SpokenPart[] {
  return blocks.flatMap((block) => [
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
          <h4 id={block.id}>{block.title}</h4>
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
