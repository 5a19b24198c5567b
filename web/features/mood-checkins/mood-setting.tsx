import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Smile } from "lucide-react";
import { useId, useState } from "react";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

/**
 * The school's switch for "¿Cómo llegas hoy?" (issue 37), on the admin's Configuración: on by
 * default; off, no child is asked and the teachers' panel is hidden (what was answered stays, for
 * the families' export, until erased).
 */
export function MoodCheckInSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const meaningId = useId();
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async (result) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), result.settings);
        await queryClient.invalidateQueries({ queryKey: trpc.moodCheckIns.pathKey() });
        toast.success(result.settings.moodCheckIn ? "«¿Cómo llegas hoy?» activado" : "«¿Cómo llegas hoy?» apagado", result.message);
      },
      onError: (err) => setError(apiErrorInfo(err).message),
    }),
  );
  if (!settings.data) return null;
  const on = settings.data.moodCheckIn;
  return (
    <section className="card narrow" aria-labelledby="mood-setting-title">
      <h2 id="mood-setting-title" className="section-title">
        <Smile aria-hidden="true" /> ¿Cómo llegas hoy?
      </h2>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={meaningId}
        className="registration-switch"
        disabled={save.isPending}
        onClick={() => {
          setError(null);
          save.mutate({ moodCheckIn: !on });
        }}
      >
        <span className="registration-switch-track" aria-hidden="true" />
        <span>Preguntar a los niños cómo llegan</span>
      </button>
      <p id={meaningId}>
        {on
          ? "Activado: al entrar, cada niño puede tocar una carita (o «Ahora no»). Sus profesores ven cómo llegó la tribu y su familia, su semana."
          : "Apagado: no se pregunta a ningún niño."}
      </p>
      {error ? (
        <p role="alert" className="alert alert-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
