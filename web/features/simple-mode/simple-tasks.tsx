import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { BookOpen, CircleCheck, ClipboardList, Undo2 } from "lucide-react";
import { useRef, useState } from "react";
import { countInWords, dueInWords } from "../../../common/words";
import { ReadAloudText } from "../../components/ui/read-aloud";
import { toast } from "../../components/ui/toast";
import { trpc } from "../../lib/trpc";
import { refreshAfter } from "../../lib/query-refresh";
import { modulePage, useStudentToday } from "./use-student-today";
import "./simple-mode.css";

type Task = ReturnType<typeof useStudentToday>["tasks"][number];

/**
 * 'Mis tareas': what is still to do, each with a picture, when it is due in words, and one action.
 * A task the child marks as done stays where it was, marked "¡Hecha!", with "Deshacer" for as long as
 * she stays on the page (issue 37: no countdown, nothing vanishes under her finger).
 */
export function SimpleTasks() {
  const today = useStudentToday();
  const queryClient = useQueryClient();
  // The tasks done on this visit, each with its place on the list when it was done.
  const [done, setDone] = useState<{ task: Task; at: number }[]>([]);
  const focusNext = useRef<string | null>(null);
  const update = useMutation(
    trpc.assignments.update.mutationOptions({
      onSuccess: async () => {
        await refreshAfter(queryClient, "assignments");
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  const finish = (task: Task, at: number) =>
    update.mutate(
      { id: task.id, status: "completed" },
      {
        onSuccess: () => {
          focusNext.current = `undo-${task.id}`;
          setDone((current) => [...current.filter((d) => d.task.id !== task.id), { task, at }]);
        },
      },
    );
  const undo = (task: Task) =>
    update.mutate(
      { id: task.id, status: "pending" },
      {
        onSuccess: () => {
          focusNext.current = `done-${task.id}`;
          setDone((current) => current.filter((d) => d.task.id !== task.id));
        },
      },
    );
  const doneIds = new Set(done.map((d) => d.task.id));
  const rows: { task: Task; finished: boolean }[] = today.tasks.filter((task) => !doneIds.has(task.id)).map((task) => ({ task, finished: false }));
  for (const entry of [...done].sort((a, b) => a.at - b.at)) rows.splice(Math.min(entry.at, rows.length), 0, { task: entry.task, finished: true });
  // The button that replaced the one just pressed takes the focus, so a keyboard or a screen reader stays in place.
  const focusIfNext = (id: string) => (element: HTMLButtonElement | null) => {
    if (element && focusNext.current === id) {
      focusNext.current = null;
      element.focus();
    }
  };
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
        {rows.map(({ task, finished }, at) =>
          finished ? (
            <li key={`a${task.id}`} className="simple-task" data-done="true">
              <CircleCheck aria-hidden="true" className="simple-task-picture" />
              <div>
                <ReadAloudText text={`${task.title}. ¡Hecha! Si no la terminaste, toca Deshacer.`} label={task.title} />
                <p role="status" className="lead">
                  ¡Hecha!
                </p>
              </div>
              <button type="button" ref={focusIfNext(`undo-${task.id}`)} className="btn btn-secondary btn-large" disabled={update.isPending} onClick={() => undo(task)}>
                <Undo2 aria-hidden="true" /> Deshacer
              </button>
            </li>
          ) : (
            <li key={`a${task.id}`} className="simple-task">
              <ClipboardList aria-hidden="true" className="simple-task-picture" />
              <ReadAloudText text={`${task.title}, ${dueInWords(task.dueDate)}.${task.description ? ` ${task.description}` : ""}`} label={task.title} voice={{ subjectType: "assignment", subjectId: task.id }} />
              <button type="button" ref={focusIfNext(`done-${task.id}`)} className="btn btn-primary btn-large" disabled={update.isPending} onClick={() => finish(task, at)}>
                <CircleCheck aria-hidden="true" /> ¡Ya la hice!
              </button>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
