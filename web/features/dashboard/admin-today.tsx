import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChevronRight, ClipboardCheck, FileCheck2, type LucideIcon, MailQuestion, Receipt, UserPlus } from "lucide-react";
import type { AdminToday as Today } from "../../../common/dashboards/admin-today.schema";
import { staleExcuseDays } from "../../../common/dashboards/admin-today.rules";
import { formatNumber } from "../../../common/format";
import { trpc } from "../../lib/trpc";
import { LoadError, Loading } from "./widgets";
import "./dashboard.css";

type Item = { key: string; count: number; text: string; detail?: string; to: string; search?: Record<string, string>; icon: LucideIcon };

const plural = (count: number, one: string, many: string) => `${formatNumber(count)} ${count === 1 ? one : many}`;

/** What waits for the admin today, in the order of the school's day; only what has something. */
function itemsOf(today: Today): Item[] {
  const cards = today.reportCards.tribes.reduce((sum, tribe) => sum + tribe.cards, 0);
  const items: Item[] = [
    { key: "receipts", count: today.receiptsToReview, text: plural(today.receiptsToReview, "recibo de pago por revisar", "recibos de pago por revisar"), to: "/dashboard/admin-payments", icon: Receipt },
    {
      key: "cards",
      count: cards,
      text: plural(cards, "boletín listo para publicar", "boletines listos para publicar"),
      detail: [today.reportCards.period?.name, today.reportCards.tribes.map((t) => `${t.tribe}: ${formatNumber(t.cards)}`).join(", ")].filter(Boolean).join(" · "),
      to: "/dashboard/boletines",
      icon: FileCheck2,
    },
    {
      key: "pending",
      count: today.pendingAccounts,
      text: plural(today.pendingAccounts, "cuenta espera tu aprobación", "cuentas esperan tu aprobación"),
      to: "/dashboard/users",
      search: { status: "pending" },
      icon: MailQuestion,
    },
    {
      key: "newcomers",
      count: today.studentsWithoutTribe,
      text: plural(today.studentsWithoutTribe, "estudiante nuevo espera una tribu", "estudiantes nuevos esperan una tribu"),
      detail: "Se registraron en la página de inicio",
      to: "/dashboard/users",
      search: { role: "student", tribe: "none" },
      icon: UserPlus,
    },
    {
      key: "excuses",
      count: today.staleExcuses,
      text: plural(today.staleExcuses, "excusa sin decidir", "excusas sin decidir"),
      detail: `Enviadas hace más de ${staleExcuseDays} días y aún sin respuesta`,
      to: "/dashboard/asistencia",
      icon: ClipboardCheck,
    },
  ];
  return items.filter((item) => item.count > 0);
}

/** 'Para hoy', first on the admin's home (issue 34): each pending thing one tap from its screen. */
export function AdminToday() {
  // Asked again each time the home opens: a card published or an excuse decided elsewhere does not
  // mark it stale (query-refresh.ts), and the admin comes back to see it gone.
  const query = useQuery({ ...trpc.dashboards.adminToday.queryOptions(), staleTime: 0 });
  const items = query.data ? itemsOf(query.data) : [];
  return (
    <section className="admin-today" aria-labelledby="admin-today-title">
      <h2 id="admin-today-title" className="section-title">
        Para hoy
      </h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <LoadError /> : null}
      {query.data && items.length === 0 ? <p className="card admin-today-calm">Nada pendiente: los recibos, los boletines, las cuentas y las excusas están al día.</p> : null}
      {items.length > 0 ? (
        <ul className="admin-today-list">
          {items.map(({ key, text, detail, to, search, icon: Icon }) => (
            <li key={key}>
              <Link to={to} search={search} className="admin-today-link">
                <Icon aria-hidden="true" />
                <span className="admin-today-text">
                  <strong>{text}</strong>
                  {detail ? <span className="muted">{detail}</span> : null}
                </span>
                <ChevronRight aria-hidden="true" className="admin-today-arrow" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
