import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BookOpen, CircleCheck, ClipboardList } from "lucide-react";
import { countInWords, dueInWords } from "../../../common/words";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { modulePage, useStudentToday } from "./use-student-today";

/** 'Mis tareas': what is still to do, each with a picture, when it is due in words, and one action. */
export function SimpleTasks() {
  const today = useStudentToday();
  const queryClient = useQueryClient();
  const done = useMutation(
    trpc.assignments.update.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await refreshAfter(queryClient, "assignments");
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">Mis tareas</h1>
      {today.loading ? <p>Cargando...</p> : <p className="lead">Tienes {countInWords(today.toDo, "tarea", "tareas")} por hacer.</p>}
      {today.failed ? <p className="alert alert-error">No pudimos cargar tus tareas. Inténtalo otra vez.</p> : null}
      <ul className="simple-tasks">
        {today.modules.map((row) => {
          const page = modulePage(row);
          return (
            <li key={`m${row.moduleId}`} className="simple-task">
              <BookOpen aria-hidden="true" className="simple-task-picture" />
              <ReadAloudText text={`${row.title}. Entregar ${row.status === "NEEDS_REVISION" ? "otra vez" : "el trabajo"}.`} label={row.title} />
              {page ? (
                <Link to="/dashboard/$tribeSlug/$materiaName/$moduleName" params={page} className="btn btn-primary btn-large">
                  Abrir
                </Link>
              ) : null}
            </li>
          );
        })}
        {today.tasks.map((task) => (
          <li key={`a${task.id}`} className="simple-task">
            <ClipboardList aria-hidden="true" className="simple-task-picture" />
            <ReadAloudText text={`${task.title}, ${dueInWords(task.dueDate)}.${task.description ? ` ${task.description}` : ""}`} label={task.title} voice={{ subjectType: "assignment", subjectId: task.id }} />
            <button type="button" className="btn btn-primary btn-large" disabled={done.isPending} onClick={() => done.mutate({ id: task.id, status: "completed" })}>
              <CircleCheck aria-hidden="true" /> ¡Ya la hice!
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
