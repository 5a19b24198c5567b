import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading } from "../dashboard";
import { ActaEditor } from "./acta-editor";
import { ActaView } from "./acta-view";
import { TribeYearPicker } from "./tribe-year-picker";
import { useCommission } from "./use-commission";
import "./promotion.css";

/**
 * 'Comisión de promoción' (issue 35, Decreto 1290 de 2009 art. 11.5, 6 and 7): the acta of a tribe's
 * year. Admins write it beside what each decision weighs, sign it (then it never changes) and
 * correct a signed one with a new version; the tribe's teachers read it.
 */
export function CommissionScreen() {
  const c = useCommission();
  const data = c.commission.data;
  const [confirming, setConfirming] = useState(false);
  const newest = data?.acta ?? null;
  return (
    <SectionPage title="Comisión de promoción" intro="El acta de la comisión de evaluación y promoción de cada tribu y año: integrantes, la decisión sobre cada estudiante y su motivo.">
      {c.tribes?.length === 0 ? (
        <p className="card">El acta de la comisión la leen los docentes de la tribu: tu cuenta no tiene tribu asignada.</p>
      ) : (
        <TribeYearPicker tribe={c.tribe} year={c.year} onTribe={c.setTribe} onYear={c.setYear} thisYear={c.thisYear} tribes={c.tribes} />
      )}
      {c.commission.isPending && c.tribe !== "" ? <Loading /> : null}
      {c.commission.isError ? <LoadError /> : null}
      {data && data.versions.length > 1 ? (
        <nav className="card promotion-versions" aria-label="Versiones del acta">
          {data.versions.map((v) => (
            <button key={v.id} type="button" className="btn btn-secondary" aria-pressed={c.shown?.id === v.id} onClick={() => c.view(v.id)}>
              Versión {v.version} {v.closedAt ? "(firmada)" : "(abierta)"}
            </button>
          ))}
        </nav>
      ) : null}
      {data?.preschool ? <p className="muted">Tribu de preescolar: en preescolar no se reprueban grados (Decreto 2247 de 1997, art. 10); la decisión es Promovido.</p> : null}
      {data && !newest && !data.canWrite ? <p className="card empty-state">La comisión aún no ha escrito el acta de esta tribu y año.</p> : null}
      {data && c.editable ? (
        <ActaEditor c={c} data={data} onClose={() => setConfirming(true)} canClose={newest !== null} />
      ) : data && c.shown ? (
        <>
          <ActaView acta={c.shown} students={data.students} />
          {data.canWrite && newest?.closedAt && c.shown.id === newest.id ? (
            <button type="button" className="btn btn-secondary" disabled={c.busy} onClick={c.correct}>
              Corregir con una nueva versión
            </button>
          ) : null}
        </>
      ) : null}
      {c.fields._ && !c.editable ? <p role="alert" className="field-error">{c.fields._}</p> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Firmar el acta"
        message={`Al firmar el acta de ${c.tribe} de ${c.year} ya no se puede cambiar; una corrección será una versión nueva. Se firma lo guardado: guarda antes los cambios.`}
        confirmLabel="Firmar acta"
        tone="primary"
        busy={c.busy}
        onConfirm={() => {
          setConfirming(false);
          c.close();
        }}
      />
    </SectionPage>
  );
}
