import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Award, BookOpen, CalendarDays, ListTodo, Sparkles, Upload, UsersRound } from "lucide-react";
import type { PublicUser } from "../../../common/users/users.schema";
import { countInWords } from "../../../common/words";
import { studentTodayQueries } from "../../lib/student-today-queries";
import { StudentAnnouncements } from "../announcements";
import { TodayCard } from "./today-card";
import { useStudentToday } from "./use-student-today";
import "./simple-mode.css";
import "./simple-home.css";

/** The student's home (issue 21): today's work first, then four large tiles; everything else is smaller. */
export function SimpleHome({ user }: { user: PublicUser }) {
  const today = useStudentToday();
  // Today's hand-in is asked for here too (the card's hand-in opens on the same cache): the card,
  // the tiles and the links appear together, so nothing moves under a child's finger while it loads.
  const work = useQuery({ ...studentTodayQueries.work(today.today?.module.moduleId ?? 0), enabled: today.today !== null });
  const loading = today.loading || (today.today !== null && work.isPending);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">¡Hola, {user.firstName}!</h1>
      {loading ? <p>Cargando...</p> : <HomeContent user={user} today={today} />}
    </section>
  );
}

function HomeContent({ user, today }: { user: PublicUser; today: ReturnType<typeof useStudentToday> }) {
  const tribe = /^Tribu ([1-4])$/.exec(user.tribe ?? "")?.[1];
  const toDo = `${countInWords(today.toDo, "tarea", "tareas")} por hacer`;
  return (
    <>
      {/* The first screen: today's work and the four tiles, nothing else (issue 37: at most 8 targets in it). */}
      <div className="simple-home-first">
        <TodayCard today={today.today} hasTribe={Boolean(user.tribe)} />
        <ul className="simple-actions home-tiles">
          <li>
            <Link to="/dashboard/mi-dia" className="simple-action">
              <CalendarDays aria-hidden="true" /> Mi día
            </Link>
          </li>
          <li>
            <Link to="/dashboard/mis-tareas" className="simple-action">
              <ListTodo aria-hidden="true" /> Mis tareas
              <span className="simple-status">{toDo}</span>
            </Link>
          </li>
          <li>
            <Link to="/dashboard/mis-modulos" className="simple-action">
              <BookOpen aria-hidden="true" /> Mis módulos
            </Link>
          </li>
          <li>
            <Link to="/dashboard/mis-modulos" search={{ entregar: true }} className="simple-action">
              <Upload aria-hidden="true" /> Entregar trabajo
            </Link>
          </li>
        </ul>
      </div>
      {/* After the tiles, so the home a child knows does not move when a new one arrives. */}
      <StudentAnnouncements />
      <nav aria-label="Más" className="simple-more">
        {tribe ? (
          <Link to="/dashboard/$tribeSlug" params={{ tribeSlug: `tribu-${tribe}` }} className="btn btn-secondary">
            <UsersRound aria-hidden="true" /> Mi tribu
          </Link>
        ) : null}
        <Link to="/dashboard/mis-logros" className="btn btn-secondary">
          <Award aria-hidden="true" /> Mis logros
        </Link>
        <Link to="/dashboard/como-aprendo" className="btn btn-secondary">
          <Sparkles aria-hidden="true" /> Cómo me gusta aprender
        </Link>
      </nav>
    </>
  );
}
