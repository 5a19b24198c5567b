import { useEffect, useState } from "react";
import { minPasswordLength } from "../../../common/auth/password-rule";
import { loadPasswordStrength } from "../../lib/password-rules";
import type { Strength } from "../../lib/password-strength";
import "./password-meter.css";

type Estimate = (password: string, userInputs?: string[]) => Strength;

/**
 * 'Seguridad: débil / aceptable / buena / muy buena' under a new password, while it is typed. The
 * words say it (the bar only repeats them) and a polite live region announces a change of level.
 * The estimate loads on first use (web/lib/password-rules.ts).
 */
export function PasswordMeter({ id, password, userInputs = [] }: { id: string; password: string; userInputs?: string[] }) {
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  const typing = password.length > 0;

  useEffect(() => {
    if (!typing || estimate) return;
    let alive = true;
    loadPasswordStrength()
      .then((module) => alive && setEstimate(() => module.strengthOf))
      .catch(() => undefined); // offline: no meter; the rules are still checked by the server
    return () => {
      alive = false;
    };
  }, [typing, estimate]);

  const strength = typing && estimate ? estimate(password, userInputs) : null;
  return (
    <div className="password-meter" id={id} data-level={strength?.level ?? 0}>
      {strength ? (
        <div className="password-meter-bar" aria-hidden="true">
          {[1, 2, 3, 4].map((step) => (
            <span key={step} className={step <= strength.level ? "filled" : undefined} />
          ))}
        </div>
      ) : null}
      <p className="password-meter-text" aria-live="polite">
        {strength ? (
          <>
            Seguridad: <strong>{strength.label}</strong>
            {strength.advice ? <span className="password-meter-advice"> · {strength.advice}</span> : null}
          </>
        ) : (
          `Al menos ${minPasswordLength} caracteres. Una frase de varias palabras es fácil de recordar y difícil de adivinar.`
        )}
      </p>
    </div>
  );
}
