import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Archive, CircleAlert, UserX } from "lucide-react";
import { useState } from "react";
import { Field } from "../../components/ui/field";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { trpc } from "../../lib/trpc";
import { retentionNotice } from "../../../common/privacy/academic-archive";
import "./privacy.css";

export type ErasableStudent = { id: number; firstName: string; lastName: string };

const normalise = (text: string) => text.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("es");

/**
 * Erasing a student (admin): before confirming, the dialog says what is removed and what the school
 * keeps of the academic record, and why, citing the rule (issue 35: common/privacy/academic-archive.ts).
 */
export function EraseDialog({ student, onClose }: { student: ErasableStudent; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const name = `${student.firstName} ${student.lastName}`;
  const erase = useMutation(
    trpc.privacy.eraseStudent.mutationOptions({
      onSuccess: async (result) => {
        // The report lists what went; the notifications and WhatsApp messages about the child among it (issue 33).
        const notices = result.removed.filter((r) => r.table === "notifications" || r.table === "whatsapp_messages").reduce((sum, r) => sum + r.deleted, 0);
        const kept = result.archived === 1 ? "1 documento guardado" : `${result.archived} documentos guardados`;
        toast.success(result.message, `${result.deletedRows} registros (${notices} avisos y mensajes sobre el estudiante) y ${result.deletedFiles} archivos borrados; ${kept} en el Archivo académico.`);
        onClose();
        await queryClient.invalidateQueries();
      },
    }),
  );
  const matches = normalise(typed) === normalise(name);
  const failure = erase.isError ? apiErrorInfo(erase.error).message : undefined;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={`Borrar a ${name}`}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="btn btn-danger" disabled={!matches || erase.isPending} onClick={() => erase.mutate({ studentId: student.id, confirmation: typed })}>
            <UserX aria-hidden="true" /> {erase.isPending ? "Borrando..." : "Borrar para siempre"}
          </button>
        </>
      }
    >
      <p className="alert alert-warning" role="note">
        <CircleAlert aria-hidden="true" /> Se borrarán la cuenta de {name}, sus módulos, clases, tareas, trabajos con sus archivos,
        calificaciones, asistencia, PIAR, mensajes, preferencias y consentimientos. No se puede deshacer. Si la familia quiere una
        copia, expórtala antes.
      </p>
      <section className="retention-kept" aria-labelledby="erase-kept-title">
        <h3 id="erase-kept-title">
          <Archive aria-hidden="true" /> Lo que la escuela conserva
        </h3>
        <ul>
          {retentionNotice.kept.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          <strong>Por qué:</strong> {retentionNotice.why}
        </p>
        <p>
          {retentionNotice.how} <Link to="/dashboard/archivo-academico">Ver el Archivo académico</Link>
        </p>
      </section>
      <Field
        label={`Para confirmar, escribe el nombre completo: ${name}`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        error={failure}
      />
    </Modal>
  );
}
