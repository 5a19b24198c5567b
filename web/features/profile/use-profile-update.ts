import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { registerFields } from "../../../common/auth/auth.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { authStore } from "../../lib/auth-store";
import { problemOf } from "../../lib/form-rules";
import { trpc } from "../../lib/trpc";

/** A blank name or email gets the register form's message ('Nombre es requerido'...); the server checks the rest. */
export function requiredErrors(form: { firstName: string; lastName: string; email: string }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of ["firstName", "lastName", "email"] as const) {
    const problem = form[key].trim() ? null : problemOf(registerFields[key], "");
    if (problem) errors[key] = problem;
  }
  return errors;
}

/** Saves the person's own data; the form shows `error` above and `fields` under each field. */
export function useProfileUpdate(successText: (message: string) => string, onSaved?: () => void) {
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const mutation = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: (result) => {
        // Keep the sidebar and every page in step with the saved names. A new password or email
        // ended every other session; this one goes on with the fresh token the answer carries.
        if (result.token) authStore.signIn(result.user, result.token);
        else authStore.updateUser(result.user);
        setError(null);
        setFields({});
        toast.success(successText(result.message));
        onSaved?.();
      },
      onError: (err) => {
        const info = apiErrorInfo(err);
        setFields(info.fields);
        setError(info.message ? `Error al actualizar el perfil: ${info.message}` : "Error desconocido");
      },
    }),
  );
  return { mutation, error, setError, fields, setFields };
}
