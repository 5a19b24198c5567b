import { navigationTribes } from "../../../common/school";
import { SelectField } from "../../components/ui/select-field";

/** The tribe and the school year a screen works on (this year and the two before). */
export function TribeYearPicker({ tribe, year, onTribe, onYear, thisYear, tribes = navigationTribes }: { tribe: string; year: number; onTribe: (tribe: string) => void; onYear: (year: number) => void; thisYear: number; tribes?: readonly string[] }) {
  return (
    <div className="card promotion-picker">
      <SelectField label="Tribu" value={tribe} onChange={onTribe} options={tribes.map((t) => ({ value: t, label: t }))} />
      <SelectField label="Año escolar" value={String(year)} onChange={(value) => onYear(Number(value))} options={[thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: String(y), label: String(y) }))} />
    </div>
  );
}
