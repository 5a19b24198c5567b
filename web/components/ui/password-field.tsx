import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { Field } from "./field";
import { PasswordMeter } from "./password-meter";

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, "type" | "trailing"> & {
  /** A new password: shows how strong it is while typed; userInputs (name, email) count as easy guesses. */
  strength?: { userInputs?: string[] };
};

/** A password input with the show/hide toggle of the login screen. */
export function PasswordField({ strength, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const meterId = `${useId()}-strength`;
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
      describedBy={strength ? meterId : undefined}
      below={strength ? <PasswordMeter id={meterId} password={String(props.value ?? "")} userInputs={strength.userInputs} /> : undefined}
      trailing={
        <button
          type="button"
          className="icon-button field-toggle"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? "Ocultar contraseña" : "Mostrar contraseña"}
          aria-pressed={visible}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      }
    />
  );
}
