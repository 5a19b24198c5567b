import { Label } from "radix-ui";
import { type TextareaHTMLAttributes, useId } from "react";

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string };

/** A labelled textarea (3 rows unless told) with the same error and hint wiring as Field. */
export function TextAreaField({ label, error, hint, id, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <Label.Root htmlFor={inputId} className="field-label">
        {label}
      </Label.Root>
      <textarea id={inputId} rows={3} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
