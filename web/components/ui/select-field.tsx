import { Label } from "radix-ui";
import { useId } from "react";

export type SelectOption = { value: string; label: string };

/** A labelled native select: the most predictable control on every device and screen reader. */
export function SelectField({
  label,
  value,
  onChange,
  options,
  emptyLabel,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** When given, a first option with an empty value (e.g. 'Todos los meses'). */
  emptyLabel?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <Label.Root htmlFor={id} className="field-label">
        {label}
      </Label.Root>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
