import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { fileMessages } from "../../../common/student-records/record-requests";
import { type Grade, gradeLabels, grades } from "../../../common/student-records/record-codes";
import { FormModalActions } from "../../components/ui/form-modal-actions";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";

const formId = "offered-grades-form";

/** 'Grados que ofrece la escuela' (a setting): the grades a file may have. */
export function GradesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        Grados que ofrece la escuela
      </button>
      {open ? <GradesDialog close={() => setOpen(false)} /> : null}
    </>
  );
}

function GradesDialog({ close }: { close: () => void }) {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.studentRecords.settings.queryOptions());
  const [chosen, setChosen] = useState<Grade[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = chosen ?? settings.data?.offeredGrades ?? [];
  const save = useMutation(
    trpc.studentRecords.saveSettings.mutationOptions({
      onSuccess: async () => {
        toast.success(fileMessages.settingsSaved);
        await queryClient.invalidateQueries({ queryKey: trpc.studentRecords.pathKey() });
        close();
      },
      onError: (e) => setError(apiErrorInfo(e).message),
    }),
  );
  const toggle = (grade: Grade) => setChosen(current.includes(grade) ? current.filter((g) => g !== grade) : [...current, grade]);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && close()}
      title="Grados que ofrece la escuela"
      description="Una ficha solo puede tener uno de estos grados."
      footer={
        <FormModalActions formId={formId} busy={save.isPending} onCancel={close}>
          {save.isPending ? "Guardando..." : "Guardar"}
        </FormModalActions>
      }
    >
      <form
        id={formId}
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ offeredGrades: current });
        }}
      >
        <fieldset className="fieldset">
          <legend className="field-label">Grados</legend>
          {grades.map((grade) => (
            <label key={grade} className="checkbox-row">
              <input type="checkbox" checked={current.includes(grade)} disabled={settings.isPending} onChange={() => toggle(grade)} /> {gradeLabels[grade]}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
