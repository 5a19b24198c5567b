import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { classCodeAlphabet, classCodeLength, normaliseClassCode } from "../../../common/class-sign-in/pictures";
import { classSignInMessages } from "../../../common/class-sign-in/class-sign-in.schema";
import { Field } from "../../components/ui/field";
import { AuthShell } from "../auth";

const codePattern = new RegExp(`^[${classCodeAlphabet}]{${classCodeLength}}$`);

/** /entrar: the class code, typed once (a remembered tablet skips this page). */
export function ClassCodePage() {
  const navigate = useNavigate();
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = normaliseClassCode(typed);
    if (!codePattern.test(code)) {
      setProblem(classSignInMessages.badCode);
      return;
    }
    navigate({ to: "/entrar/$code", params: { code } });
  }

  return (
    <AuthShell title="Entrar a clase">
      <form onSubmit={submit} noValidate className="form">
        <Field
          label="Código de la clase"
          hint="Está en la tarjeta de tu clase: 6 letras y números."
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="entry-code-field"
          error={problem}
        />
        <button type="submit" className="btn btn-primary btn-block btn-large">
          Entrar
        </button>
      </form>
    </AuthShell>
  );
}
