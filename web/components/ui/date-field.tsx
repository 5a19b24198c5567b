import { type ComponentProps, useId, useState } from "react";
import { dateFieldText, parseDateText } from "../../../common/dates.js";
import { formatFullDate } from "../../../common/format.js";
import { Field } from "./field.js";
import { CalendarButton } from "./month-calendar.js";

type DateFieldProps = Omit<ComponentProps<typeof Field>, "value" | "onChange" | "type" | "min" | "max" | "below" | "describedBy"> & {
  /** The ISO day "2026-11-26", "" for none; while a typed text is no date yet, that text as it is. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last day allowed, ISO. */
  min?: string;
  max?: string;
  /** A calendar button beside the field (on by default). */
  calendar?: boolean;
};

/**
 * A date as a Colombian types it (issue 34): "26/11/2026" in a text input, never `type="date"`
 * (whose widget follows the system's language: "11/26/2026" and "mm/dd/yyyy" on an English machine).
 * common/dates.ts reads the text; a valid day is handed up as ISO while typing, and shown back as
 * "26/11/2026" on leaving the field, with the day in words under it ("jueves, 26 de noviembre de
 * 2026") so nobody has to wonder which is the day and which the month. A text that is no date is
 * handed up as typed (the form's schema refuses it) and the field says why.
 */
export function DateField({ value, onChange, min, max, error, onBlur, hint, calendar = true, ...field }: DateFieldProps) {
  const wordsId = useId();
  const [text, setText] = useState(() => dateFieldText(value));
  const [seenValue, setSeenValue] = useState(value);
  const [touchedError, setTouchedError] = useState<string | undefined>();
  const parsed = parseDateText(text, { min, max });
  const typedValue = parsed.ok ? (parsed.value ?? "") : text.trim();
  // A value changed from outside (a reset, another field, a loaded record) replaces the text.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== typedValue) setText(dateFieldText(value));
  }
  const words = parsed.ok && parsed.value ? formatFullDate(parsed.value) : null;
  return (
    <Field
      {...field}
      type="text"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      // Once the text is a day, the day in words replaces the hint on how to write it.
      hint={words ? undefined : (hint ?? "Día/mes/año, por ejemplo 26/11/2026.")}
      value={text}
      error={error ?? touchedError}
      describedBy={words ? wordsId : undefined}
      trailing={
        calendar ? (
          <CalendarButton
            value={parsed.ok ? (parsed.value ?? "") : ""}
            fieldLabel={field.label}
            onPick={(iso) => {
              setText(dateFieldText(iso));
              setSeenValue(iso);
              setTouchedError(undefined);
              onChange(iso);
            }}
          />
        ) : null
      }
      below={
        words ? (
          <p id={wordsId} className="field-hint date-field-words">
            {words}
          </p>
        ) : null
      }
      onChange={(event) => {
        const typed = event.target.value;
        setTouchedError(undefined);
        setText(typed);
        const read = parseDateText(typed, { min, max });
        const next = read.ok ? (read.value ?? "") : typed.trim();
        setSeenValue(next);
        onChange(next);
      }}
      onBlur={(event) => {
        if (parsed.ok) {
          setTouchedError(undefined);
          const shown = dateFieldText(parsed.value);
          if (shown !== text) setText(shown);
        } else setTouchedError(parsed.message);
        onBlur?.(event);
      }}
    />
  );
}
