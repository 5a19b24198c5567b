import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { defaultAccessibilityProfile } from "../../../common/accessibility/accessibility-defaults";
import type { AccessibilityProfile } from "../../../common/accessibility/accessibility.schema";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { applyAccessibility, profileAttributes } from "../../lib/accessibility";
import { trpc } from "../../lib/trpc";
import { profileSwitches as switches, textSizeLabels as sizes } from "./profile-labels";
import "./accessibility.css";

/**
 * Reading and display preferences of a person. For one's own account the change is previewed on the
 * whole page at once; for a child it is previewed in the sample box and applies when they sign in.
 */
export function AccessibilityPanel({ userId, isSelf, name }: { userId: number; isSelf: boolean; name?: string }) {
  const queryClient = useQueryClient();
  const saved = useQuery(trpc.accessibility.get.queryOptions({ userId }));
  const [profile, setProfile] = useState<AccessibilityProfile>(defaultAccessibilityProfile);
  const ids = useId();

  // The choices stay disabled until the saved profile is here: on a slow line a choice made before
  // it arrived was silently replaced by it (and the save then lost the choice).
  useEffect(() => {
    if (saved.data) setProfile(saved.data);
  }, [saved.data]);

  const save = useMutation(
    trpc.accessibility.set.mutationOptions({
      onSuccess: async (data) => {
        toast.success(data.message);
        await queryClient.invalidateQueries({ queryKey: trpc.accessibility.pathKey() });
      },
      onError: () => toast.error("No se pudieron guardar las preferencias"),
    }),
  );

  function change(next: AccessibilityProfile) {
    setProfile(next);
    if (isSelf) applyAccessibility(next);
  }

  const title = <h2 id={`${ids}-title`}>{isSelf ? "Accesibilidad y lectura" : `Accesibilidad y lectura de ${name ?? ""}`}</h2>;
  // Someone else's student, or a person who is gone: say so instead of offering choices that cannot be saved.
  if (saved.isError) {
    return (
      <section className="card a11y-panel" aria-labelledby={`${ids}-title`}>
        {title}
        <p role="alert" className="alert alert-error">
          {apiErrorInfo(saved.error).message || "No se pudieron cargar las preferencias"}
        </p>
      </section>
    );
  }

  return (
    <section className="card a11y-panel" aria-labelledby={`${ids}-title`}>
      {title}
      <fieldset className="fieldset">
        <legend className="field-label">Tamaño del texto</legend>
        <div className="choice-row">
          {sizes.map((label, index) => (
            <label key={label} className="choice">
              <input
                type="radio"
                name={`${ids}-size`}
                checked={profile.textSize === index}
                disabled={saved.isPending}
                onChange={() => change({ ...profile, textSize: index })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="switch-list">
        {switches.map(({ key, label, hint }) => (
          <label key={key} className="choice choice-block">
            <input type="checkbox" checked={profile[key]} disabled={saved.isPending} onChange={(e) => change({ ...profile, [key]: e.target.checked })} />
            <span>
              <strong>{label}</strong>
              <span className="field-hint">{hint}</span>
            </span>
          </label>
        ))}
      </div>
      {isSelf ? null : (
        <div className="a11y-preview" {...profileAttributes(profile)} data-testid="a11y-preview">
          <p>Vista previa: así leerá {name ?? "la persona"} los textos de la plataforma.</p>
        </div>
      )}
      <button
        type="button"
        className="btn btn-primary"
        disabled={save.isPending || saved.isPending}
        onClick={() => save.mutate({ userId, profile })}
      >
        {save.isPending ? "Guardando..." : "Guardar preferencias"}
      </button>
    </section>
  );
}
