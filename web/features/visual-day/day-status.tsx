import { Clock, SkipForward, Star } from "lucide-react";
import type { VisualDay } from "../../../common/visual-day/visual-day.schema";
import { canMoveOn } from "./use-visual-day";
import "./visual-day.css";

/** 'Ahora' and 'Después', who moves the day (the clock or the teacher), 'Siguiente paso' and 'Seguir el reloj'. */
export function DayStatus({ day, onAdvance, onFollowClock }: { day: VisualDay; onAdvance: () => void; onFollowClock: () => void }) {
  return (
    <section className="card vd-status" aria-label="Paso actual">
      <p>
        <strong>Ahora:</strong> {day.nowStep?.label ?? "—"}
        <br />
        <strong>Después:</strong> {day.nextStep?.label ?? "—"}
      </p>
      <p className="vd-follows">
        {day.follows === "teacher" ? (
          <span className="badge badge-info">
            <Star aria-hidden="true" /> Lo mueve el docente
          </span>
        ) : (
          <span className="badge badge-approved">
            <Clock aria-hidden="true" /> {day.isToday ? "Sigue el reloj" : "Sin paso actual (no es hoy)"}
          </span>
        )}
      </p>
      <div className="button-row">
        <button
          type="button"
          className="btn btn-primary"
          aria-disabled={!canMoveOn(day)}
          onClick={onAdvance}
        >
          <SkipForward aria-hidden="true" /> Siguiente paso
        </button>
        {day.follows === "teacher" ? (
          <button type="button" className="btn btn-secondary" onClick={onFollowClock}>
            <Clock aria-hidden="true" /> Seguir el reloj
          </button>
        ) : null}
      </div>
    </section>
  );
}
