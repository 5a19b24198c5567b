import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { Field } from "../../components/ui/field";

/** A password input with the show/hide toggle of the login screen. */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? "text" : "password"}
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
