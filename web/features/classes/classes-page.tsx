import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { SchoolClass } from "../../../common/classes/classes.schema";
import { canManageClasses } from "../../../common/classes/classes.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../../components/ui/section-page";
import { ClassDialog } from "./class-dialog";
import { formatCount } from "../../../common/format";

/** 'Todas las Clases' ('Mis Clases' for students). The server decides which classes come back. */
export function ClassesPage() {
  const { user } = useAuth();
  const isAdmin = canManageClasses(user);
  const title = user?.role === "student" ? "Mis Clases" : "Todas las Clases";
  const classes = useQuery(trpc.classes.list.queryOptions());
  const [dialog, setDialog] = useState<{ editing: SchoolClass | null } | null>(null);
  const list = classes.data ?? [];

  return (
    <SectionPage title={title}>
      {user?.role === "teacher" ? <p className="alert alert-info">Solo ves las clases en las que eres profesor.</p> : null}
      {isAdmin ? (
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ editing: null })}>
            <Plus aria-hidden="true" /> Agregar Clase
          </button>
        </div>
      ) : null}
      <section className="card" aria-labelledby="classes-title">
        <h2 id="classes-title">Clases ({list.length})</h2>
        {classes.isError ? (
          <p role="alert" className="alert alert-error">
            Error cargando datos
          </p>
        ) : classes.isPending ? (
          <p>Cargando clases...</p>
        ) : list.length === 0 ? (
          <p className="empty-state">{user?.role === "student" ? "Aún no estás inscrito en ninguna clase." : "No hay clases."}</p>
        ) : (
          <ul className="payment-list">
            {list.map((item) => (
              <li key={item.id} className="payment-item" data-testid="class-item">
                <div className="payment-main">
                  <strong>{item.title}</strong>
                  <span className="muted">
                    {formatCount(item.studentsCount, "estudiante", "estudiantes")}
                  </span>
                </div>
                {item.description ? <p>{item.description}</p> : null}
                <p className="muted">
                  Módulo: {item.module?.title ?? "Sin módulo"} · Profesor:{" "}
                  {item.teacher ? `${item.teacher.firstName} ${item.teacher.lastName}` : "Sin profesor"}
                </p>
                {isAdmin ? (
                  <div className="button-row compact">
                    <button type="button" className="btn btn-secondary" onClick={() => setDialog({ editing: item })}>
                      Editar <span className="visually-hidden">la clase {item.title}</span>
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog ? <ClassDialog editing={dialog.editing} onClose={() => setDialog(null)} /> : null}
    </SectionPage>
  );
}
