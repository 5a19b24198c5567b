import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { type Tribe, tribes } from "../../../common/school";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

/**
 * "Notas para los niños" (issue 37): the tribes whose children see the grade of their returned work,
 * as its level word (Superior, Alto, Básico, Bajo), never the number. None by default: a child's home
 * shows no grades until the school says so for her tribe.
 */
export function ChildGradesSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const [edited, setEdited] = useState<Tribe[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), result.settings);
        setEdited(null);
        toast.success("Notas para los niños guardadas", result.message);
      },
      onError: (err) => setError(apiErrorInfo(err).message),
    }),
  );
  if (!settings.data) return null;
  const chosen = edited ?? settings.data.childGradesTribes;
  const toggle = (tribe: Tribe, on: boolean) => {
    setError(null);
    setEdited(on ? [...chosen, tribe].sort() : chosen.filter((t) => t !== tribe));
  };
  return (
    <section className="card narrow" aria-labelledby="child-grades-title">
      <h2 id="child-grades-title" className="section-title">
        Notas para los niños
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (edited) save.mutate({ childGradesTribes: edited });
        }}
      >
        <fieldset>
          <legend>Tribus cuyos niños ven su nivel en los trabajos revisados (Superior, Alto, Básico o Bajo; nunca el número)</legend>
          {tribes.map((tribe) => (
            <label key={tribe} className="choice">
              <input type="checkbox" checked={chosen.includes(tribe)} onChange={(e) => toggle(tribe, e.target.checked)} /> {tribe}
            </label>
          ))}
        </fieldset>
        <p className="muted">{chosen.length === 0 ? "Ningún niño ve notas en su inicio." : `Ven su nivel: ${chosen.join(", ")}.`}</p>
        <button type="submit" className="btn btn-primary" disabled={!edited || save.isPending}>
          Guardar notas para los niños
        </button>
      </form>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
