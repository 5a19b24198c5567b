import { Label } from "radix-ui";
import { useId } from "react";
import type { SelectOption } from "../../components/ui/select-field";

/** A labelled native select with its error tied to it (SelectField has none), for the file's coded fields. */
export function ChoiceField({ label, value, onChange, options, emptyLabel, error }: { label: string; value: string; onChange: (value: string) => void; options: readonly SelectOption[]; emptyLabel?: string; error?: string }) {
  const id = useId();
  return (
    <div className="field">
      <Label.Root htmlFor={id} className="field-label">
        {label}
      </Label.Root>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
