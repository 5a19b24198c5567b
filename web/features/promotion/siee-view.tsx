import { formatLongDate, formatNumber } from "../../../common/format";
import { levelShort, type SieeVersion } from "../../../common/promotion/promotion.schema";
import { performanceLabels } from "../../../common/report-cards/performance-scale";

const sections = [
  ["criteria", "Criterios de evaluación"],
  ["promotionCriteria", "Criterios de promoción"],
  ["supportActivities", "Actividades de apoyo para desempeños bajos"],
  ["earlyPromotion", "Promoción anticipada"],
  ["complaints", "Instancias y procedimiento de reclamación"],
  ["commission", "Comisión de evaluación y promoción"],
] as const;

/** One adopted version of the SIEE, as everyone reads it (Decreto 1290 de 2009, art. 4). */
export function SieeView({ siee }: { siee: SieeVersion }) {
  const c = siee.content;
  return (
    <article className="card siee-view" aria-labelledby="siee-version-title">
      <h2 id="siee-version-title" className="section-title">
        Versión {siee.version}, adoptada el {formatLongDate(siee.adoptedOn)}
      </h2>
      <p className="muted">
        {c.councilActa ? `${c.councilActa}. ` : ""}
        {siee.publishedBy ? `Registrada por ${siee.publishedBy}.` : ""} Una versión adoptada no cambia: un cambio del SIEE es una versión nueva.
      </p>
      <h3>Escala de valoración</h3>
      <ul className="siee-scale">
        <li>{performanceLabels.superior}: desde {formatNumber(c.scale.superior, 1)}</li>
        <li>{performanceLabels.alto}: desde {formatNumber(c.scale.alto, 1)}</li>
        <li>{performanceLabels.basico}: desde {formatNumber(c.scale.basico, 1)}</li>
        <li>{performanceLabels.bajo}: por debajo de {formatNumber(c.scale.basico, 1)}</li>
      </ul>
      <h3>Asistencia</h3>
      <p>
        Con más del {formatNumber(c.maxUnexcusedAbsencePercent, 1)} % de inasistencia sin excusa en el año, la comisión puede decidir que el estudiante no sea promovido.
      </p>
      {sections.map(([key, title]) => (
        <section key={key} className="siee-section">
          <h3>{title}</h3>
          <p className="siee-text">{c[key]}</p>
          {key === "supportActivities" ? <p className="muted">Una actividad superada da como máximo desempeño {levelShort[c.supportMaxLevel]}.</p> : null}
        </section>
      ))}
    </article>
  );
}
