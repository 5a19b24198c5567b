import { useWhatsAppStats } from "./use-whatsapp";
import { formatDuration } from "./whatsapp-format";

/** Sent, active contacts, time connected and read, all from stored data. */
export function StatCards() {
  const stats = useWhatsAppStats();
  const value = (n: number | undefined) => (n === undefined ? "—" : String(n));
  return (
    <ul className="stat-grid" aria-label="Resumen de mensajes">
      <li className="card stat">
        <span className="stat-value">{value(stats?.sent)}</span> Mensajes Enviados
      </li>
      <li className="card stat">
        <span className="stat-value">{value(stats?.activeContacts)}</span> Contactos Activos
      </li>
      <li className="card stat">
        <span className="stat-value">{stats ? formatDuration(stats.connectedSeconds) : "—"}</span> Tiempo Conectado
      </li>
      <li className="card stat">
        <span className="stat-value">{value(stats?.read)}</span> Mensajes Leídos
      </li>
    </ul>
  );
}
