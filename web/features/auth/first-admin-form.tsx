import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { NewAccountFields, useNewAccountForm } from "./new-account-fields";
import { useSessionStart } from "./use-session-start";

/** First run: creates the school's first admin; until then no other page opens. */
export function FirstAdminForm() {
  const account = useNewAccountForm();
  const queryClient = useQueryClient();
  const startSession = useSessionStart();
  const create = useMutation(
    trpc.setup.createFirstAdmin.mutationOptions({
      onSuccess: async (session) => {
        await queryClient.invalidateQueries({ queryKey: trpc.setup.info.queryKey() });
        startSession(session);
      },
      onError: (error) => account.setErrors(apiErrorInfo(error).fields),
    }),
  );
  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = await account.checked();
    if (fields) create.mutate(fields);
  }

  return (
    <form onSubmit={submit} noValidate className="form">
      <p>
        Bienvenida a Tribu. Para empezar, crea la cuenta de administración de la escuela. Con ella podrás crear las
        cuentas de profesores, familias y estudiantes.
      </p>
      {create.isError ? (
        <div role="alert" className="alert alert-error">
          {apiErrorInfo(create.error).message}
        </div>
      ) : null}
      <NewAccountFields account={account} />
      <button type="submit" className="btn btn-primary btn-block" disabled={create.isPending}>
        {create.isPending ? "Creando cuenta..." : "Crear cuenta de administración"}
      </button>
    </form>
  );
}
