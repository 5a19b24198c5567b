import { Paperclip, X } from "lucide-react";
import { forwardRef, useId, useImperativeHandle, useRef } from "react";
import { formatFileSize } from "../../../common/uploads";
import "./file-picker.css";

type FilePickerProps = {
  label: string;
  /** What to choose, on the button: "Elegir archivo", "Elegir foto". */
  buttonLabel?: string;
  accept?: string;
  file: File | null;
  onChoose: (file: File | null) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** The phone's camera first (a photo of a receipt or a doctor's note). */
  capture?: boolean;
};

/**
 * A file input that speaks Spanish on every system (issue 34): the browser's own control says
 * "Choose File / No file chosen" on an English machine, whatever the page's lang. The real input is
 * hidden and a design-system button opens it; the chosen file's name and size are shown with a
 * named "Quitar" button. The label still names the input, so tests and screen readers find it.
 */
export const FilePicker = forwardRef<{ clear: () => void }, FilePickerProps>(function FilePicker(
  { label, buttonLabel = "Elegir archivo", accept, file, onChoose, hint, error, disabled, capture },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({
    clear: () => {
      if (input.current) input.current.value = "";
    },
  }));
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-chosen`].filter(Boolean).join(" ");
  return (
    <div className="field file-picker">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept}
        capture={capture ? "environment" : undefined}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
      <div className="file-picker-row">
        {/* One tab stop: the keyboard and screen readers use the labelled input (its focus rings this
            button, see styles.css); the button is its face for the mouse and touch. */}
        <button type="button" className="btn btn-secondary" disabled={disabled} onClick={() => input.current?.click()} tabIndex={-1} aria-hidden="true">
          <Paperclip aria-hidden="true" /> {file ? "Cambiar archivo" : buttonLabel}
        </button>
        <span id={`${id}-chosen`} className="file-picker-name">
          {file ? `${file.name} (${formatFileSize(file.size)})` : "Ningún archivo elegido"}
        </span>
        {file ? (
          <button
            type="button"
            className="btn btn-ghost"
            disabled={disabled}
            onClick={() => {
              if (input.current) input.current.value = "";
              onChoose(null);
            }}
          >
            <X aria-hidden="true" /> Quitar <span className="visually-hidden">{file.name}</span>
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
