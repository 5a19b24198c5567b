import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, ExternalLink, Link2, ListChecks, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { moduleMessages } from "../../../common/modules/modules.schema";
import { isExternalUrl } from "../../../common/modules/youtube";
import { useAuth } from "../../lib/auth-store";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { canManageModule } from "../../../common/modules/modules.policy";
import { canReadTribes } from "../../../common/materias/materias.policy";
import { canHandInWork } from "../../../common/student-work/student-work.policy";
import { creatorName, ownHosts } from "./learning";
import { ModuleFormDialog } from "./module-form-dialog";
import { PdfBlock } from "./pdf-block";
import { useModuleDetail } from "./use-module-detail";
import { VideoBlock } from "./video-block";
import { MyWorkSection } from "../student-work";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { ListenButton } from "../../components/ui/listen-button";
import { useReturnedFirst } from "./use-returned-first";
import { TeacherVoiceRecorder } from "../teacher-voice";
import "./learning.css";

/** /dashboard/tribu-N/{materia}/{module}: the module is found by its title in that tribe and subject. */
export function ModuleDetailPage({
  tribeSlug,
  tribeName,
  materiaName,
  moduleTitle,
}: {
  tribeSlug: string;
  tribeName: string;
  materiaName: string;
  moduleTitle: string;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { findable, modules, module, deleting, setDeleting, remove } = useModuleDetail({ tribeSlug, tribeName, materiaName, moduleTitle });
  const [editing, setEditing] = useState(false);
  // Work the teacher gave back comes first on the page for its student (issue 37), not three screens down.
  const returnedFirst = useReturnedFirst(canHandInWork(user) ? module?.id : undefined);

  // A parent reads the module from 'Módulos' and has no tribe pages to go back to.
  const back = canReadTribes(user) ? (
    <Link to="/dashboard/$tribeSlug/$materiaName" params={{ tribeSlug, materiaName }} className="back-link">
      <ArrowLeft aria-hidden="true" /> Volver a {materiaName}
    </Link>
  ) : (
    <Link to="/dashboard/modules" className="back-link">
      <ArrowLeft aria-hidden="true" /> Volver a Módulos
    </Link>
  );

  if (findable && modules.isPending) {
    return (
      <section className="section-page" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">Cargando módulo...</h1>
      </section>
    );
  }
  if (modules.isError || !module) {
    return (
      <section className="section-page" aria-labelledby="page-title">
        {back}
        <h1 id="page-title">{modules.isError ? "Error al cargar el módulo" : moduleMessages.notFound}</h1>
        <div className="card empty-state">
          <p>Revisa el enlace o vuelve a la lista de módulos de la materia.</p>
        </div>
      </section>
    );
  }

  const manage = canManageModule(user, module);
  const myWork = (
    <section className="card module-block" aria-labelledby="work-title" data-testid="my-work">
      <h2 id="work-title">{returnedFirst ? "Para mejorar" : "Mi Trabajo"}</h2>
      {module.workUpload && !returnedFirst ? <p className="preserve-lines">{module.workUpload}</p> : null}
      <MyWorkSection moduleId={module.id} />
    </section>
  );
  const externalLink = isExternalUrl(module.url, ownHosts()) ? module.url : null;

  return (
    <section className="section-page module-detail" aria-labelledby="page-title">
      {back}
      <div className="page-header">
        <div>
          <p className="eyebrow">
            {tribeName} · {materiaName}
          </p>
          <h1 id="page-title">{module.title}</h1>
          <ListenButton parts={[{ text: module.title, highlightIn: "page-title" }]} label="título del módulo" />
          <p className="muted">Creado por {creatorName(module)}</p>
        </div>
        {manage ? (
          <div className="button-row">
            <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" /> Editar módulo
            </button>
            <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" /> Eliminar módulo
            </button>
          </div>
        ) : null}
      </div>

      {canHandInWork(user) && returnedFirst ? myWork : null}

      <section className="card module-block" aria-labelledby="description-title">
        <h2 id="description-title">Descripción</h2>
        <ReadAloudText text={module.description} label="descripción" voice={{ subjectType: "module", subjectId: module.id }} />
        {manage ? <TeacherVoiceRecorder subject={{ subjectType: "module", subjectId: module.id }} what="la descripción del módulo" /> : null}
      </section>

      <PdfBlock module={module} />

      <VideoBlock module={module} />

      {module.instructions ? (
        <section className="card module-block" aria-labelledby="instructions-title">
          <h2 id="instructions-title">
            <ListChecks aria-hidden="true" /> Instrucciones
          </h2>
          <ReadAloudText text={module.instructions} label="instrucciones" />
        </section>
      ) : null}

      {module.forms ? (
        <section className="card module-block" aria-labelledby="forms-title">
          <h2 id="forms-title">Preguntas de opción múltiple</h2>
          <p className="preserve-lines">{module.forms}</p>
        </section>
      ) : null}

      {externalLink ? (
        <section className="card module-block" aria-labelledby="link-title">
          <h2 id="link-title">
            <Link2 aria-hidden="true" /> Enlace del módulo
          </h2>
          <a href={externalLink} target="_blank" rel="noopener noreferrer" className="btn btn-secondary">
            <ExternalLink aria-hidden="true" /> Abrir enlace (nueva pestaña)
          </a>
        </section>
      ) : null}

      {canHandInWork(user) && !returnedFirst ? myWork : null}

      {manage ? (
        <>
          <ModuleFormDialog
            open={editing}
            onOpenChange={setEditing}
            mode="edit"
            variant="detail"
            module={module}
            tribe={tribeName}
            onSaved={(saved) => {
              if (saved.title !== module.title) {
                navigate({
                  to: "/dashboard/$tribeSlug/$materiaName/$moduleName",
                  params: { tribeSlug, materiaName, moduleName: saved.title },
                  replace: true,
                });
              }
            }}
          />
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title="Eliminar módulo"
            message={`¿Estás seguro de que quieres eliminar el módulo "${module.title}"?`}
            confirmLabel="Eliminar módulo"
            busy={remove.isPending}
            onConfirm={() => remove.mutate({ id: module.id })}
          />
        </>
      ) : null}
    </section>
  );
}
