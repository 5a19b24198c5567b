import { CircleAlert, CircleCheck, CirclePause, CirclePlay, TriangleAlert } from "lucide-react";
import type { Quiz } from "../../../common/assessments/assessments.schema";
import { youtubeVideoId } from "../../../common/modules/youtube";
import type { AssessmentItem } from "./assessment-texts";
import type { AssessmentKind } from "./assessments-queries";
import "./assessments.css";

function VideoCell({ title, url }: { title: string; url: string | null }) {
  if (!url) return <span className="muted">Sin video</span>;
  const id = youtubeVideoId(url);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="video-thumb">
      {id ? (
        <img src={`https://img.youtube.com/vi/${id}/mqdefault.jpg`} alt={`Ver el video de ${title} (se abre en una pestaña nueva)`} width={96} height={54} />
      ) : (
        <>
          Ver video<span className="visually-hidden"> de {title} (se abre en una pestaña nueva)</span>
        </>
      )}
    </a>
  );
}

/** Green at 80 or more, yellow at 60 or more, red below: also as an icon and the number. */
function ScoreBadge({ score }: { score: number | null }) {
  if (score === null) return <span className="muted">Sin intentos</span>;
  const [className, Icon] = score >= 80 ? ["badge-approved", CircleCheck] : score >= 60 ? ["badge-pending", TriangleAlert] : ["badge-rejected", CircleAlert];
  return (
    <span className={`badge ${className}`}>
      <Icon aria-hidden="true" /> {score}%
    </span>
  );
}

/** The exams (with their video) or quizzes (with attempts and average), each with 'Editar' and 'Eliminar'. */
export function AssessmentTable({
  kind,
  label,
  items,
  onEdit,
  onDelete,
}: {
  kind: AssessmentKind;
  label: string;
  items: AssessmentItem[];
  onEdit: (item: AssessmentItem) => void;
  onDelete: (item: AssessmentItem) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Título</th>
            <th scope="col">Módulo</th>
            {kind === "exam" ? <th scope="col">Video</th> : null}
            <th scope="col">Duración</th>
            <th scope="col">Preguntas</th>
            <th scope="col">Puntaje Mínimo</th>
            {kind === "quiz" ? (
              <>
                <th scope="col">Intentos</th>
                <th scope="col">Promedio</th>
              </>
            ) : null}
            <th scope="col">Estado</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="assessment-row">
              <th scope="row">{item.title}</th>
              <td>{item.moduleTitle}</td>
              {kind === "exam" ? (
                <td>
                  <VideoCell title={item.title} url={item.youtubeVideoUrl ?? null} />
                </td>
              ) : null}
              <td>{item.duration} min</td>
              <td>{item.totalQuestions}</td>
              <td>{item.passingScore}%</td>
              {kind === "quiz" ? (
                <>
                  <td>{(item as Quiz).attempts}</td>
                  <td>
                    <ScoreBadge score={(item as Quiz).averageScore} />
                  </td>
                </>
              ) : null}
              <td>
                <span className={`badge ${item.isActive ? "badge-approved" : "badge-pending"}`}>
                  {item.isActive ? <CirclePlay aria-hidden="true" /> : <CirclePause aria-hidden="true" />} {item.isActive ? "Activo" : "Inactivo"}
                </span>
              </td>
              <td>
                <div className="button-row compact">
                  <button type="button" className="btn btn-secondary" onClick={() => onEdit(item)}>
                    Editar <span className="visually-hidden">{item.title}</span>
                  </button>
                  <button type="button" className="btn btn-danger" onClick={() => onDelete(item)}>
                    Eliminar <span className="visually-hidden">{item.title}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
