import { ChevronDown, CircleCheck, HandHeart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatDate } from "../../../common/format";
import type { Piar } from "../../../common/piar/piar.schema";
import { ListenButton } from "../../components/ui/listen-button";
import { agreementText } from "./agreement-status";
import { PdfButton } from "./pdf-button";
import { PiarView, piarBlocks, spokenPlan } from "./piar-view";
import { useChildPiar } from "./use-child-piar";
import "./child-piar.css";

type Props = { childId: number; firstName: string };

/**
 * 'PIAR' on a child's card in 'Mis Hijos' (issue 26): the plan the school wrote, read on screen or
 * aloud, "Estoy de acuerdo" (the acta de acuerdo: who and when) and its PDF. A child without a plan
 * shows nothing.
 */
export function ChildPiar({ childId, firstName }: Props) {
  const c = useChildPiar(childId);
  if (!c.plan.data) return null;
  return <ChildPlan piar={c.plan.data} childId={childId} firstName={firstName} onAgree={c.agree} agreeing={c.agreeing} />;
}

function ChildPlan({ piar, childId, firstName, onAgree, agreeing }: Props & { piar: Piar; onAgree: () => void; agreeing: boolean }) {
  const titleId = `piar-${childId}`;
  const blocks = piarBlocks(piar, titleId);
  const agreed = agreementText(piar);
  // Open to read while the family has not agreed to this version; folded once it has.
  const [startOpen] = useState(!agreed);
  const done = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  // "Estoy de acuerdo" is replaced by who agreed and when: the focus goes there, not to the page's start.
  useEffect(() => {
    if (agreed && asked.current) done.current?.focus();
  }, [agreed]);
  return (
    <section className="child-piar" aria-labelledby={titleId}>
      <h3 id={titleId}>
        <HandHeart aria-hidden="true" /> PIAR de {firstName}
      </h3>
      <p className="muted">
        Plan Individual de Ajustes Razonables · Versión {piar.revision} del {formatDate(piar.updatedAt)} · Revisión a más tardar el {formatDate(piar.reviewDue)}
      </p>
      <details className="piar-details" open={startOpen}>
        <summary>
          <ChevronDown aria-hidden="true" /> Leer el plan de {firstName}
        </summary>
        <ListenButton parts={spokenPlan(blocks)} label={`PIAR de ${firstName}`} />
        <PiarView blocks={blocks} />
      </details>
      {agreed ? (
        <p className="piar-agreement is-agreed" tabIndex={-1} ref={done}>
          <CircleCheck aria-hidden="true" />
          <strong>{agreed}</strong>
        </p>
      ) : (
        <div className="piar-agree">
          <p>Si leíste el plan y estás de acuerdo con los ajustes y los compromisos de la familia, regístralo: queda en el acta de acuerdo.</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={agreeing}
            onClick={() => {
              asked.current = true;
              onAgree();
            }}
          >
            {agreeing ? "Registrando..." : "Estoy de acuerdo"}
            <span className="visually-hidden"> con el PIAR de {firstName}</span>
          </button>
        </div>
      )}
      <PdfButton studentId={childId} name={firstName} />
    </section>
  );
}
