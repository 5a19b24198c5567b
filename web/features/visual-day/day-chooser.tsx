import { navigationTribes } from "../../../common/school";
import type { VisualDay } from "../../../common/visual-day/visual-day.schema";
import { SelectField } from "../../components/ui/select-field";
import type { VisualDaySearch } from "./visual-day-queries";
import { isIsoDay } from "../../../common/dates";
import { DateField } from "../../components/ui/date-field";
import "./visual-day.css";

const tribeOptions = navigationTribes.map((name) => ({ value: name, label: name }));

/** Which tribe and which day are being prepared (today unless another date is picked). */
export function DayChooser({
  tribe,
  date,
  day,
  onChoose,
}: {
  tribe: string;
  date: string | undefined;
  day: VisualDay | undefined;
  onChoose: (change: VisualDaySearch) => void;
}) {
  return (
    <div className="card filters">
      <SelectField label="Tribu" value={tribe} onChange={(value) => onChoose({ tribe: navigationTribes.find((name) => name === value) })} options={tribeOptions} />
      <DateField label="Fecha" value={date ?? day?.date ?? ""} required onChange={(value) => isIsoDay(value) && onChoose({ date: value })} />
      {day && !day.isToday ? (
        <button type="button" className="btn btn-secondary vd-today" onClick={() => onChoose({ date: day.today })}>
          Volver a hoy
        </button>
      ) : null}
    </div>
  );
}
