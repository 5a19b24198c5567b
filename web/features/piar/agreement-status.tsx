import { CircleAlert, CircleCheck } from "lucide-react";
import { formatDate } from "../../../common/format";
import type { Piar } from "../../../common/piar/piar.schema";
import "./agreement.css";

/** "Acordado el <fecha> por <nombre>" for the current revision: the acta de acuerdo. */
export function agreementText(piar: Piar): string | null {
  const current = piar.agreements.find((a) => a.revision === piar.revision);
  return current ? `Acordado el ${formatDate(current.agreedAt)} por ${current.parentName}` : null;
}

/** Whether the family agreed to the version on screen (and to an earlier one, when a change asks again). */
export function AgreementStatus({ piar }: { piar: Piar }) {
  const agreed = agreementText(piar);
  const earlier = piar.agreements.find((a) => a.revision !== piar.revision);
  if (agreed) {
    return (
      <p className="piar-agreement is-agreed">
        <CircleCheck aria-hidden="true" />
        <span>
          <strong>{agreed}</strong> (versión {piar.revision})
        </span>
      </p>
    );
  }
  return (
    <div className="piar-agreement is-pending">
      <p>
        <CircleAlert aria-hidden="true" />
        <span>
          <strong>Pendiente del acuerdo de la familia</strong> con la versión {piar.revision}.
        </span>
      </p>
      {earlier ? (
        <p className="muted">
          La versión {earlier.revision} fue acordada el {formatDate(earlier.agreedAt)} por {earlier.parentName}.
        </p>
      ) : null}
    </div>
  );
}
