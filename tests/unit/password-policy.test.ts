import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { registerFormSchema } from "../../common/auth/auth.schema.js";
import { createUserInput, updateUserInput } from "../../common/users/users.schema.js";
import { commonPasswordsLoaded, isCommonPassword, newPasswordField, passwordMessages, passwordProblem } from "../../common/auth/password-policy.js";

/** The one password rule of issue 19 and the list it reads (common/auth/common-passwords.txt). */

const list = readFileSync(new URL("../../common/auth/common-passwords.txt", import.meta.url), "utf8").trimEnd().split("\n");

describe("the common-passwords list", () => {
  it("holds the 10,000 most common passwords and the Spanish ones, lowercased, each once", () => {
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((word) => word !== word.toLowerCase())).toEqual([]);
    // The most common first, as the package ranks them.
    expect(list.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
    for (const word of ["contraseña", "contrasena", "tequiero", "colombia", "123456789", "teamo123", "barcelona", "millonarios", "princesa1"]) {
      expect(list, word).toContain(word);
    }
  });

  it("is read once by the server at import", () => {
    expect(commonPasswordsLoaded()).toBe(true);
  });
});

describe("passwordProblem", () => {
  it("refuses empty, under 8, over 256 and common passwords, in any case and Unicode form", () => {
    expect(passwordProblem("")).toBe(passwordMessages.required);
    expect(passwordProblem("abc-123")).toBe("La contraseña debe tener al menos 8 caracteres");
    expect(passwordProblem("x".repeat(257))).toBe(passwordMessages.tooLong);
    for (const password of ["Contraseña", "CONTRASEÑA", "contrasen\u0303a", "TeQuiero", "Colombia", "PASSWORD1", "123456789"]) {
      expect(passwordProblem(password), password).toBe("Esta contraseña es muy común. Elige otra más difícil de adivinar.");
    }
  });

  it("accepts 8 characters that are not common, and long phrases", () => {
    expect(passwordProblem("luna-k9z")).toBeNull();
    expect(passwordProblem("girasol-azul-2026")).toBeNull();
    expect(passwordProblem("una tortuga verde salta alto")).toBeNull();
    expect(isCommonPassword("girasol-azul-2026")).toBe(false);
  });
});

describe("every form that gives an account a password uses the rule", () => {
  it("registration (and the first admin), admin-created users and password changes", () => {
    const registration = { firstName: "Luisa", lastName: "Gómez", email: "l@x.co", confirmPassword: "tequiero123", password: "tequiero123" };
    expect(registerFormSchema.safeParse(registration).error?.issues[0]?.message).toBe(passwordMessages.common);
    const created = createUserInput.safeParse({ email: "p@x.co", password: "1234567", firstName: "P", lastName: "Q" });
    expect(created.error?.issues[0]?.message).toBe(passwordMessages.tooShort);
    expect(createUserInput.safeParse({ email: "p@x.co", password: "", firstName: "P", lastName: "Q" }).error?.issues[0]?.message).toBe(
      "Por favor completa todos los campos requeridos",
    );
    expect(updateUserInput.safeParse({ newPassword: "contraseña" }).error?.issues[0]?.message).toBe(passwordMessages.common);
    expect(updateUserInput.safeParse({ newPassword: "" }).error?.issues[0]?.message).toBe(passwordMessages.tooShort);
    expect(updateUserInput.safeParse({ newPassword: "girasol-azul-2026" }).success).toBe(true);
    expect(newPasswordField().safeParse("girasol-azul-2026").success).toBe(true);
  });
});
