import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { formatDate } from "../../../common/format";
import { trpc } from "../../lib/trpc";

/**
 * The families' requests to correct a file that still wait for an answer, school-wide: each opens
 * the child's file, where the admin corrects it and answers the request. Nothing when none wait.
 */
export function PendingCorrections() {
  const pending = useQuery(trpc.studentRecords.pendingRequests.queryOptions());
  const requests = pending.data ?? [];
  if (requests.length === 0) return null;
  return (
    <section className="card pending-corrections" aria-labelledby="pending-corrections-title">
      <h2 id="pending-corrections-title">{requests.length === 1 ? "1 solicitud de corrección espera respuesta" : `${requests.length} solicitudes de corrección esperan respuesta`}</h2>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            {request.studentId !== null ? (
              <Link to="/dashboard/matricula/$studentId" params={{ studentId: String(request.studentId) }}>
                {request.studentName}
              </Link>
            ) : (
              request.studentName
            )}
            {`: «${request.message}»`}
            <span className="muted">{` (${request.requestedBy ?? "La familia"}, ${formatDate(request.createdAt)})`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
