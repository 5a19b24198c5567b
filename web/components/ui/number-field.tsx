import { type ComponentProps, useState } from "react";
import { type NumberRule, numberFieldText, parseNumberField } from "../../../common/numbers.js";
import { Field } from "./field.js";

type NumberFieldProps = Omit<ComponentProps<typeof Field>, "value" | "onChange" | "type" | "inputMode"> & {
  /** What the person typed, kept as text so "8," survives while they are still typing. */
  value: string;
  onChange: (text: string) => void;
  rule?: NumberRule;
  /** The field's own message for a text the rule lets through or refuses (a grade's message), null when fine. */
  problem?: (text: string) => string | null;
};

/**
 * A number as a Colombian types it (issue 34): a text input with the decimal keyboard, never
 * `type="number"` (Chromium turns "8,5" into 85 there, and shows an English spinner). The text is
 * read by common/numbers.ts; on leaving the field a valid number is written back in es-CO ("8.5"
 * becomes "8,5"), and an invalid one shows the parser's Spanish message unless the form has its own.
 */
export function NumberField({ value, onChange, rule, problem, error, onBlur, ...field }: NumberFieldProps) {
  const [touchedError, setTouchedError] = useState<string | undefined>();
  const decimals = rule?.decimals ?? 2;
  return (
    <Field
      {...field}
      type="text"
      inputMode={decimals === 0 ? "numeric" : "decimal"}
      autoComplete="off"
      value={value}
      error={error ?? touchedError}
      onChange={(event) => {
        setTouchedError(undefined);
        onChange(event.target.value);
      }}
      onBlur={(event) => {
        const parsed = parseNumberField(value, rule);
        const ownProblem = problem?.(value) ?? null;
        if (ownProblem) setTouchedError(ownProblem);
        else if (parsed.ok) {
          setTouchedError(undefined);
          const shown = numberFieldText(parsed.value, decimals);
          if (shown !== value) onChange(shown);
        } else setTouchedError(parsed.message);
        onBlur?.(event);
      }}
    />
  );
}
