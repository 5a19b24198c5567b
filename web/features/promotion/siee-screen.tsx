import { formatLongDate } from "../../../common/format";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading } from "../dashboard";
import { SieeDialog } from "./siee-dialog";
import { SieeView } from "./siee-view";
import { useSiee } from "./use-siee";
import "./promotion.css";

/**
 * 'SIEE' (issue 35): the Sistema Institucional de Evaluación de los Estudiantes in force, for
 * everyone signed in, with its earlier versions; an admin adopts a new version (Decreto 1290 art. 8).
 * The report card links here.
 */
export function SieeScreen() {
  const s = useSiee();
  const versions = s.overview.data?.versions ?? [];
  return (
    <SectionPage title="SIEE" intro="El Sistema Institucional de Evaluación de los Estudiantes: cómo evalúa y promueve la escuela, la escala, la asistencia, las actividades de apoyo y cómo reclamar.">
      {s.overview.isPending ? <Loading /> : null}
      {s.overview.isError ? <LoadError /> : null}
      {s.canAdopt ? (
        <p>
          <button type="button" className="btn btn-primary" onClick={s.open}>
            Adoptar una nueva versión
          </button>
        </p>
      ) : null}
      {s.overview.data && !s.overview.data.current ? <p className="card empty-state">La escuela aún no ha adoptado su SIEE en Tribu.</p> : null}
      <div className="promotion-layout">
        {s.shown ? <SieeView siee={s.shown} /> : null}
        {versions.length > 0 ? (
          <nav className="card promotion-side" aria-labelledby="siee-history">
            <h2 id="siee-history" className="section-title">
              Versiones
            </h2>
            <ul className="promotion-versions">
              {versions.map((v, index) => (
                <li key={v.id}>
                  <button type="button" className="btn btn-secondary" aria-pressed={s.chosen === v.version} onClick={() => s.choose(v.version)}>
                    Versión {v.version}
                    {index === 0 ? " (vigente)" : ""} · {formatLongDate(v.adoptedOn)}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {s.form ? <SieeDialog form={s.form} fields={s.fields} saving={s.saving} change={s.change} submit={s.submit} close={s.close} /> : null}
    </SectionPage>
  );
}
