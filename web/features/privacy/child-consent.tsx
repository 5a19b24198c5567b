import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, Download, ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Modal } from "../../components/ui/modal";
import { toast } from "../../components/ui/toast";
import { apiErrorInfo } from "../../lib/api-errors";
import { platformInfoQuery } from "../../lib/platform-info";
import { openProtectedFile } from "../../lib/protected-files";
import { trpc } from "../../lib/trpc";
import { formatLongDate, formatTime } from "../../../common/format";
import { SensitiveConsent } from "./sensitive-consent";
import "./privacy.css";

const dateTime = (iso: string) => `${formatLongDate(iso)}, ${formatTime(iso)}`;

/**
 * On each 'Mis Hijos' card: the parent's consent for this child (icon and word), give or withdraw
 * it, and download everything the school keeps about the child.
 */
export function ChildConsent({ childId, firstName }: { childId: number; firstName: string }) {
  const queryClient = useQueryClient();
  const consents = useQuery(trpc.privacy.myChildren.queryOptions());
  const info = useQuery(platformInfoQuery());
  const [dialog, setDialog] = useState<"give" | "revoke" | null>(null);
  const [downloading, setDownloading] = useState(false);
  const mine = consents.data?.find((c) => c.studentId === childId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.privacy.myChildren.queryKey() });
  const onError = (error: unknown) => toast.error("No se pudo guardar", apiErrorInfo(error).message);
  const give = useMutation(
    trpc.privacy.giveConsent.mutationOptions({
      onSuccess: async (result) => {
        setDialog(null);
        toast.success(result.message);
        await refresh();
      },
      onError,
    }),
  );
  const revoke = useMutation(
    trpc.privacy.revokeConsent.mutationOptions({
      onSuccess: async (result) => {
        setDialog(null);
        toast.success(result.message);
        await refresh();
      },
      onError,
    }),
  );

  async function download() {
    setDownloading(true);
    try {
      await openProtectedFile(`/api/students/${childId}/export`, `datos-${firstName.toLowerCase()}.zip`, "download");
    } catch {
      toast.error("No se pudo descargar", "Intenta nuevamente en un momento.");
    } finally {
      setDownloading(false);
    }
  }

  const consent = mine?.consent ?? null;
  return (
    <section className="child-consent" aria-label={`Privacidad de ${firstName}`}>
      <h3>Privacidad</h3>
      {consents.isPending ? (
        <p role="status">Cargando...</p>
      ) : consent ? (
        <p className="consent-status consent-given" data-testid="consent-status">
          <CircleCheck aria-hidden="true" /> <strong>Consentimiento dado</strong> el {dateTime(consent.givenAt)}
        </p>
      ) : (
        <p className="consent-status consent-missing" data-testid="consent-status">
          <CircleAlert aria-hidden="true" /> <strong>Sin consentimiento</strong> para el aviso de privacidad vigente
        </p>
      )}
      <div className="button-row">
        {consent ? (
          <button type="button" className="btn btn-secondary" onClick={() => setDialog("revoke")}>
            <ShieldOff aria-hidden="true" /> Retirar consentimiento
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setDialog("give")} disabled={consents.isPending}>
            <ShieldCheck aria-hidden="true" /> Dar consentimiento
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={download} disabled={downloading} aria-label={`Descargar datos de ${firstName}`}>
          <Download aria-hidden="true" /> {downloading ? "Preparando..." : "Descargar datos"}
        </button>
      </div>

      <Modal
        open={dialog === "give"}
        onOpenChange={(open) => setDialog(open ? "give" : null)}
        title="Autorización de tratamiento de datos"
        size="md"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-primary" disabled={give.isPending} onClick={() => give.mutate({ studentId: childId })}>
              {give.isPending ? "Guardando..." : "Doy mi consentimiento"}
            </button>
          </>
        }
      >
        <p>
          Como madre, padre o acudiente de <strong>{firstName}</strong>, autorizo a {info.data?.dataController.name ?? "la escuela"} a
          tratar sus datos para su educación, como explica el <Link to="/privacidad">Aviso de privacidad</Link>
          {info.data ? ` (versión ${info.data.privacyNoticeVersion})` : ""}.
        </p>
        <p>Puedes retirar este consentimiento cuando quieras desde esta misma pantalla.</p>
        <p>
          Los datos de salud y el diagnóstico del PIAR se autorizan aparte, en <strong>Datos sensibles</strong>: es opcional.
        </p>
      </Modal>

      <Modal
        open={dialog === "revoke"}
        onOpenChange={(open) => setDialog(open ? "revoke" : null)}
        title="Retirar consentimiento"
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-danger" disabled={revoke.isPending} onClick={() => revoke.mutate({ studentId: childId })}>
              {revoke.isPending ? "Guardando..." : "Retirar consentimiento"}
            </button>
          </>
        }
      >
        <p>
          La escuela verá que {firstName} no tiene tu consentimiento. El retiro queda registrado con su fecha. Si quieres que
          se borren sus datos, escríbele a la escuela.
        </p>
      </Modal>
      <SensitiveConsent childId={childId} firstName={firstName} />
    </section>
  );
}
