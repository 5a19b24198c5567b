import { ChevronDown, CircleAlert, CircleCheck, HandHeart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { formatDate } from "../../../common/format";
import type { CompetencyReport, Piar } from "../../../common/piar/piar.schema";
import { bySex } from "../../../common/users/student-sex";
import { ListenButton } from "../../components/ui/listen-button";
import { Acta } from "./acta";
import { agreementText } from "./agreement-status";
import { CompetencyReports } from "./competency-reports";
import { PdfButton } from "./pdf-button";
import { PiarView, piarBlocks, spokenPlan } from "./piar-view";
import { RevisionDetail } from "./revision-detail";
import { changedText } from "./revision-history";
import { useChildPiar } from "./use-child-piar";
import "./child-piar.css";

type Props = { childId: number; firstName: string };

/**
 * 'PIAR' on a child's card in 'Mis Hijos' (issues 26 and 35): the plan the school wrote, read on
 * screen or aloud; when it changed after the family agreed, the version they agreed to and what
 * changed since ("pendiente de acuerdo"); "Estoy de acuerdo y firmo" (the family's signature of the
 * acta); the acta's signatures; the PDF; the yearly competencies report. A child without a plan
 * shows nothing.
 */
export function ChildPiar({ childId, firstName }: Props) {
  const c = useChildPiar(childId);
  if (!c.plan.data) return null;
  return <ChildPlan piar={c.plan.data} reports={c.reports} childId={childId} firstName={firstName} onAgree={c.agree} agreeing={c.agreeing} />;
}

type PlanProps = Props & { piar: Piar; reports: readonly CompetencyReport[]; onAgree: (revision: number) => void; agreeing: boolean };

function ChildPlan({ piar, reports, childId, firstName, onAgree, agreeing }: PlanProps) {
  const titleId = `piar-${childId}`;
  const blocks = piarBlocks(piar, titleId);
  const agreed = agreementText(piar);
  const pending = !agreed && piar.agreedRevision !== null;
  const [startOpen] = useState(!agreed);
  const [readAgreed, setReadAgreed] = useState(false);
  const done = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  const child = bySex(piar.studentSex, { feminine: "tu hija", masculine: "tu hijo", unknown: firstName });
  // "Estoy de acuerdo y firmo" is replaced by who agreed and when: the focus goes there, not to the page's start.
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
      {pending ? (
        <div className="piar-agreement is-pending" role="status">
          <p>
            <CircleAlert aria-hidden="true" />
            <span>
              <strong>Versión {piar.revision} pendiente de acuerdo.</strong> Acordaste la versión {piar.agreedRevision}; desde entonces cambió: {changedText(piar.changedSinceAgreed)}.
            </span>
          </p>
          <details className="piar-details" onToggle={(e) => setReadAgreed(e.currentTarget.open)}>
            <summary>
              <ChevronDown aria-hidden="true" /> Leer la versión {piar.agreedRevision} que acordaste
            </summary>
            {readAgreed && piar.agreedRevision !== null ? <RevisionDetail studentId={childId} revision={piar.agreedRevision} /> : null}
          </details>
        </div>
      ) : null}
      <details className="piar-details" open={startOpen}>
        <summary>
          <ChevronDown aria-hidden="true" /> Leer {pending ? `la versión ${piar.revision}` : "el plan"} de {firstName}
        </summary>
        <ListenButton parts={spokenPlan(blocks)} label={`PIAR de ${firstName}`} />
        <PiarView blocks={blocks} />
      </details>
      <Acta revision={piar.revision} signatures={piar.signatures} />
      {agreed ? (
        <p className="piar-agreement is-agreed" tabIndex={-1} ref={done}>
          <CircleCheck aria-hidden="true" />
          <strong>{agreed}</strong>
        </p>
      ) : (
        <div className="piar-agree">
          <p>
            Si leíste la versión {piar.revision} y estás de acuerdo con los ajustes para {child} y con los compromisos de la familia, fírmala: tu firma queda en el acta de acuerdo
            (Anexo 3).
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={agreeing}
            onClick={() => {
              asked.current = true;
              onAgree(piar.revision);
            }}
          >
            {agreeing ? "Registrando..." : "Estoy de acuerdo y firmo"}
            <span className="visually-hidden"> la versión {piar.revision} del PIAR de {firstName}</span>
          </button>
        </div>
      )}
      <PdfButton studentId={childId} name={firstName} />
      <CompetencyReports studentId={childId} name={firstName} reports={reports} heading="h4" />
    </section>
  );
}
