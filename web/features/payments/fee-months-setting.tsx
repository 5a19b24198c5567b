import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { SchoolSettings } from "../../../common/settings/settings.schema";
import { toast } from "../../components/ui/toast";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { monthOptions } from "./period-options";

type FeeMonths = SchoolSettings["feeMonths"];

/**
 * "Meses de pensión" (issue 34): the months the school charges, first to last, a setting of each
 * school (not a constant). The families' payments form starts on the first of them not yet paid.
 */
export function FeeMonthsSetting() {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const [edited, setEdited] = useState<FeeMonths | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: async (result) => {
        queryClient.setQueryData(trpc.settings.get.queryKey(), result.settings);
        await queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() });
        setEdited(null);
        toast.success("Meses de pensión guardados", result.message);
      },
      onError: (err) => setError(apiErrorInfo(err).message),
    }),
  );
  if (!settings.data) return null;
  const months = edited ?? settings.data.feeMonths;
  const change = (part: keyof FeeMonths) => (value: string) => {
    setError(null);
    setEdited({ ...months, [part]: value as FeeMonths[keyof FeeMonths] });
  };
  return (
    <section className="card fee-months" aria-labelledby="fee-months-title">
      <h2 id="fee-months-title">Meses de pensión</h2>
      <p className="muted">Los meses que la escuela cobra cada año. El formulario de cada familia empieza en el primero que aún no ha pagado.</p>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          if (edited) save.mutate({ feeMonths: edited });
        }}
      >
        <SelectField label="Primer mes de pensión" value={months.first} onChange={change("first")} options={monthOptions} />
        <SelectField label="Último mes de pensión" value={months.last} onChange={change("last")} options={monthOptions} />
        <button type="submit" className="btn btn-primary" disabled={!edited || save.isPending}>
          Guardar meses
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
