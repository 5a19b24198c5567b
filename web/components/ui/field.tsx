import { Label } from "radix-ui";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  trailing?: ReactNode;
  /** Something shown under the input (e.g. a password strength meter) and the id that describes it. */
  below?: ReactNode;
  describedBy?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function Field({ label, error, hint, trailing, below, describedBy: extraDescription, id, className, ...input }: FieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null, extraDescription ?? null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field ${className ?? ""}`}>
      <Label.Root htmlFor={inputId} className="field-label">
        {label}
      </Label.Root>
      <div className="field-control">
        <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {below}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
