import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { Popover } from "radix-ui";
import { type KeyboardEvent, useRef, useState } from "react";
import { formatFullDate, monthName, schoolToday } from "../../../common/format.js";
import "./month-calendar.css";

const weekdayHeads = [
  ["lu", "lunes"],
  ["ma", "martes"],
  ["mi", "miércoles"],
  ["ju", "jueves"],
  ["vi", "viernes"],
  ["sá", "sábado"],
  ["do", "domingo"],
] as const;

const pad = (n: number) => String(n).padStart(2, "0");
const isoOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The weeks of a month, Monday first, as Colombian calendars print them; null for the blanks. */
function weeksOf(year: number, month: number): { key: string; day: number | null }[][] {
  const offset = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const days: (number | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: daysIn(year, month) }, (_, i) => i + 1)];
  while (days.length % 7 !== 0) days.push(null);
  const cells = days.map((day, position) => ({ key: `cell-${position}`, day }));
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/**
 * A calendar button beside a DateField (issue 34): a month in Spanish, Monday first, each day a
 * 44 px button named with its day in words. Arrow keys move by day and week, Page Up/Down by month;
 * picking a day closes it and focus goes back to the button (Radix Popover).
 */
export function CalendarButton({ value, fieldLabel, onPick }: { value: string; fieldLabel: string; onPick: (iso: string) => void }) {
  const [open, setOpen] = useState(false);
  const start = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : schoolToday();
  const [shown, setShown] = useState({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) });
  const [focusDay, setFocusDay] = useState(Number(start.slice(8, 10)));
  const grid = useRef<HTMLTableElement>(null);
  const today = schoolToday();

  function show(year: number, month: number, day: number) {
    const date = new Date(Date.UTC(year, month - 1, day));
    const next = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
    setShown(next);
    setFocusDay(date.getUTCDate());
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${date.getUTCDate()}"]`)?.focus());
  }

  function onKey(event: KeyboardEvent) {
    const moves: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [0, -7], ArrowDown: [0, 7], PageUp: [-1, 0], PageDown: [1, 0] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const month = shown.month + move[0];
    const target = new Date(Date.UTC(shown.year, month - 1, 1));
    const day = move[0] === 0 ? focusDay + move[1] : Math.min(focusDay, daysIn(target.getUTCFullYear(), target.getUTCMonth() + 1));
    show(shown.year, month, day);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setShown({ year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) });
          setFocusDay(Number(start.slice(8, 10)));
        }
        setOpen(next);
      }}
    >
      {/* Named "Calendario" alone: the field's label in its name would make it a second control found by that label. */}
      <Popover.Trigger className="icon-button" aria-label="Calendario" title="Elegir en el calendario">
        <CalendarDays aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
      <Popover.Content
        className="month-calendar"
        align="end"
        sideOffset={6}
        collisionPadding={8}
        aria-label={`Calendario: ${fieldLabel}`}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          grid.current?.querySelector<HTMLButtonElement>('[tabindex="0"]')?.focus();
        }}
      >
        <div className="month-calendar-head">
          <button type="button" className="icon-button" aria-label="Mes anterior" onClick={() => show(shown.year, shown.month - 1, 1)}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <p className="month-calendar-title" aria-live="polite">
            {monthName(shown.month)} de {shown.year}
          </p>
          <button type="button" className="icon-button" aria-label="Mes siguiente" onClick={() => show(shown.year, shown.month + 1, 1)}>
            <ChevronRight aria-hidden="true" />
          </button>
        </div>
        <table ref={grid} className="month-calendar-grid" onKeyDown={onKey}>
          <thead>
            <tr>
              {weekdayHeads.map(([short, long]) => (
                <th key={short} scope="col">
                  <abbr title={long}>{short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(shown.year, shown.month).map((week) => (
              <tr key={week[0]?.key}>
                {week.map(({ key, day }) => {
                  if (day === null) return <td key={key} />;
                  const iso = isoOf(shown.year, shown.month, day);
                  return (
                    <td key={iso}>
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={day === Math.min(focusDay, daysIn(shown.year, shown.month)) ? 0 : -1}
                        aria-label={formatFullDate(iso)}
                        aria-pressed={iso === value}
                        aria-current={iso === today ? "date" : undefined}
                        className="month-calendar-day"
                        onClick={() => {
                          onPick(iso);
                          setOpen(false);
                        }}
                      >
                        {day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
