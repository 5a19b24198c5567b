import { Link } from "@tanstack/react-router";
import { CircleAlert, CircleCheck, HeartPulse, ShieldOff } from "lucide-react";
import { Modal } from "../../components/ui/modal";
import { formatLongDate, formatTime } from "../../../common/format";
import { sensitiveMessages } from "../../../common/privacy/sensitive-data";
import { useSensitiveConsent } from "./use-sensitive-consent";
import "./privacy.css";

/**
 * On each 'Mis Hijos' card, apart from the general consent (issue 35; Ley 1581 art. 6, Decreto 1377
 * art. 6): the explicit, optional authorisation to record the child's health, diagnosis and home
 * context in the PIAR, and what withdrawing it does.
 */
export function SensitiveConsent({ childId, firstName }: { childId: number; firstName: string }) {
  const { consent, pending, dialog, setDialog, give, revoke } = useSensitiveConsent(childId);
  return (
    <section className="child-consent sensitive-consent" aria-label={`Datos sensibles de ${firstName}`}>
      <h3>Datos sensibles (salud y diagnóstico)</h3>
      {pending ? (
        <p role="status">Cargando...</p>
      ) : consent ? (
        <p className="consent-status consent-given" data-testid="sensitive-consent-status">
          <CircleCheck aria-hidden="true" /> <strong>Autorizados</strong> el {formatLongDate(consent.givenAt)}, {formatTime(consent.givenAt)}
        </p>
      ) : (
        <p className="consent-status consent-missing" data-testid="sensitive-consent-status">
          <CircleAlert aria-hidden="true" /> <strong>Sin autorización</strong>: el PIAR no guarda salud ni diagnóstico
        </p>
      )}
      <div className="button-row">
        {consent ? (
          <button type="button" className="btn btn-secondary" onClick={() => setDialog("revoke")}>
            <ShieldOff aria-hidden="true" /> Retirar autorización de datos sensibles
          </button>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={() => setDialog("give")} disabled={pending}>
            <HeartPulse aria-hidden="true" /> Autorizar datos sensibles
          </button>
        )}
      </div>

      <Modal
        open={dialog === "give"}
        onOpenChange={(open) => setDialog(open ? "give" : null)}
        title="Autorización de datos sensibles"
        size="md"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              No autorizar
            </button>
            <button type="button" className="btn btn-primary" disabled={give.isPending} onClick={() => give.mutate({ studentId: childId })}>
              {give.isPending ? "Guardando..." : "Autorizo los datos sensibles"}
            </button>
          </>
        }
      >
        <p>
          <strong>Qué cubre:</strong> {sensitiveMessages.whatItCovers}
        </p>
        <p>
          <strong>Es opcional.</strong> {sensitiveMessages.optional}
        </p>
        <p>
          <strong>Si la retiras después:</strong> {sensitiveMessages.onWithdrawal}
        </p>
        <p>
          Más detalles en el <Link to="/privacidad">Aviso de privacidad</Link>.
        </p>
      </Modal>

      <Modal
        open={dialog === "revoke"}
        onOpenChange={(open) => setDialog(open ? "revoke" : null)}
        title="Retirar autorización de datos sensibles"
        size="sm"
        footer={
          <>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Cancelar
            </button>
            <button type="button" className="btn btn-danger" disabled={revoke.isPending} onClick={() => revoke.mutate({ studentId: childId })}>
              {revoke.isPending ? "Guardando..." : "Retirar autorización"}
            </button>
          </>
        }
      >
        <p>{sensitiveMessages.onWithdrawal}</p>
        <p>El retiro queda registrado con su fecha. Puedes volver a autorizarlos cuando quieras.</p>
      </Modal>
    </section>
  );
}
