import { describe, expect, it } from "vitest";
import { loginInput } from "../../common/auth/auth.schema.js";
import { loginMessages, loginProblems, signInEmail } from "../../common/auth/login-rule.js";
import { fieldMessages } from "../../web/lib/form-rules.js";

/** What the server's schema says about each field, as the sign-in form used to show it. */
function schemaSays(input: { email: string; password: string }): { email?: string; password?: string } {
  const parsed = loginInput.safeParse(input);
  if (parsed.success) return {};
  const { email, password } = fieldMessages(parsed.error);
  return { ...(email ? { email } : {}), ...(password ? { password } : {}) };
}

describe("the sign-in form's check, without zod (issue 24)", () => {
  const cases = [
    { email: "", password: "" },
    { email: "   ", password: "x" },
    { email: "sofia", password: "" },
    { email: "sofia@", password: "demo1234" },
    { email: " Sofia@Demo.Tribu ", password: "demo1234" },
    { email: "a b@demo.tribu", password: "demo1234" },
    { email: `${"a".repeat(250)}@demo.tribu`, password: "demo1234" },
    { email: "estudiante@demo.tribu", password: "x".repeat(256) },
    { email: "estudiante@demo.tribu", password: "x".repeat(257) },
    { email: "", password: "x".repeat(300) },
  ];

  it("gives each field the server schema's message, for every case", () => {
    for (const input of cases) expect(loginProblems(input), JSON.stringify(input).slice(0, 80)).toEqual(schemaSays(input));
  });

  it("says what is missing in Spanish, and sends the email as the server keeps it", () => {
    expect(loginProblems({ email: "", password: "" })).toEqual({ email: loginMessages.emailRequired, password: loginMessages.passwordRequired });
    expect(loginMessages).toMatchObject({ emailRequired: "Correo Electrónico es requerido", emailInvalid: "Correo Electrónico inválido" });
    expect(signInEmail(" Sofia@Demo.Tribu ")).toBe("sofia@demo.tribu");
    const parsed = loginInput.safeParse({ email: " Sofia@Demo.Tribu ", password: "demo1234" });
    expect(parsed.success && parsed.data.email).toBe(signInEmail(" Sofia@Demo.Tribu "));
  });
});
