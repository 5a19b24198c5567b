import { useId } from "react";

/** 'Ingreso con código' on or off for the chosen tribe; a click while the last one is saving waits. */
export function SignInSwitch({ enabled, busy, onChange }: { enabled: boolean; busy: boolean; onChange: (enabled: boolean) => void }) {
  const hintId = useId();
  return (
    <div className="class-sign-in-switch">
      <label className="choice">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-busy={busy}
          aria-describedby={hintId}
          onChange={(e) => (busy ? null : onChange(e.target.checked))}
        />
        <strong>Ingreso con código</strong>
      </label>
      <p id={hintId} className="field-hint">
        {enabled
          ? "Activado: los estudiantes de esta tribu entran con el código de la clase y sus 2 dibujos."
          : "Desactivado: nadie puede entrar con el código de esta tribu."}
      </p>
    </div>
  );
}
