import { useState } from "react";
import type { ClassStudent } from "../../../common/class-sign-in/class-sign-in.schema";
import { tribes } from "../../../common/school";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { ErrorNotice } from "../../components/ui/notice";
import { SectionPage } from "../../components/ui/section-page";
import { SelectField } from "../../components/ui/select-field";
import { apiErrorInfo } from "../../lib/api-errors";
import { ClassCodeSection } from "./class-code-section";
import { PicturesDialog } from "./pictures-dialog";
import { SignInSwitch } from "./sign-in-switch";
import { StudentPicturesList } from "./student-pictures-list";
import { useClassSignIn } from "./use-class-sign-in";
import "./class-sign-in.css";

const tribeOptions = tribes.map((name) => ({ value: name, label: name }));

/** 'Ingreso con código' (teachers and admins): a tribe's class code, its printable card and its children's pictures. */
export function ClassSignInPage() {
  const cs = useClassSignIn();
  const [editing, setEditing] = useState<ClassStudent | null>(null);
  const [confirmingRotate, setConfirmingRotate] = useState(false);
  const { settings } = cs;

  return (
    <SectionPage
      title="Ingreso con código"
      intro="Los estudiantes de una tribu entran en la tableta de la clase sin correo ni contraseña: abren el enlace de la clase, tocan su tarjeta y luego sus 2 dibujos."
    >
      <div className="card filters class-sign-in-controls">
        <SelectField label="Tribu" value={cs.tribe} onChange={(value) => cs.choose(tribes.find((name) => name === value) ?? cs.tribe)} options={tribeOptions} />
        {settings ? <SignInSwitch enabled={cs.enabled ?? settings.enabled} busy={cs.switching} onChange={cs.setEnabled} /> : null}
      </div>

      {cs.refused ? <ErrorNotice>{cs.refused}</ErrorNotice> : null}
      {cs.query.isError ? <ErrorNotice>{apiErrorInfo(cs.query.error).message || "No se pudo cargar el ingreso con código"}</ErrorNotice> : null}
      {cs.query.isPending ? <p role="status">Cargando...</p> : null}

      {settings?.enabled ? <ClassCodeSection settings={settings} onRotate={() => setConfirmingRotate(true)} /> : null}
      {settings ? <StudentPicturesList students={settings.students} onEdit={setEditing} onUnlock={(student) => cs.unlock.mutate({ studentId: student.id })} /> : null}

      {editing ? (
        <PicturesDialog
          student={editing}
          busy={cs.setPictures.isPending}
          onClose={() => setEditing(null)}
          onSave={(choice) => cs.setPictures.mutate({ studentId: editing.id, ...choice }, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
      <ConfirmDialog
        open={confirmingRotate}
        onOpenChange={setConfirmingRotate}
        title="Crear código nuevo"
        message="El código de ahora dejará de funcionar en ese momento, también en las tarjetas impresas y en las tabletas que lo usan. Tendrás que imprimir la tarjeta otra vez."
        confirmLabel="Crear código nuevo"
        onConfirm={() => {
          setConfirmingRotate(false);
          cs.rotate();
        }}
      />
    </SectionPage>
  );
}
