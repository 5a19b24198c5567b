import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarX, ChevronRight, CircleCheck, HandHeart, Megaphone, NotebookText, Receipt } from "lucide-react";
import { type FamilyToDoItem, familyToDoText } from "../../../common/dashboards/family-to-do.text";
import { formatDate } from "../../../common/format";
import { trpc } from "../../lib/trpc";
import { LoadError, Loading } from "./widgets";
import "./family-home.css";

const icons = { announcement: Megaphone, absence: CalendarX, receipt: Receipt, reportCard: NotebookText, piar: HandHeart };

/** The family's pending things (issue 34), first on its home: per child, each one tap from where it is done. */
export function FamilyToDo({ kids }: { kids: Array<{ id: number; firstName: string }> }) {
  const query = useQuery(trpc.dashboards.familyToDo.queryOptions());
  const items = query.data?.items ?? [];
  // The children in the home's order, then what is the whole family's (receipts, the school's announcements).
  const groups = [
    ...kids.map((c) => ({ key: `child-${c.id}`, title: c.firstName, items: items.filter((i) => i.childId === c.id) })),
    { key: "family", title: "Para la familia", items: items.filter((i) => i.childId === null || !kids.some((c) => c.id === i.childId)) },
  ].filter((g) => g.items.length > 0);
  return (
    <section className="card family-to-do" aria-labelledby="to-do-title">
      <h2 id="to-do-title" className="section-title">
        Lo que necesita de ti
      </h2>
      {query.isPending ? <Loading /> : null}
      {query.isError ? <LoadError /> : null}
      {query.data && items.length === 0 ? (
        <p className="to-do-calm">
          <CircleCheck aria-hidden="true" /> Todo al día. No hay nada pendiente por ahora.
        </p>
      ) : null}
      {groups.map((group) => (
        <div key={group.key} className="to-do-group">
          <h3 id={`to-do-${group.key}`}>{group.title}</h3>
          <ul className="to-do-list" aria-labelledby={`to-do-${group.key}`}>
            {group.items.map((item) => (
              <li key={`${item.kind}-${item.refId}-${item.date}`}>
                <ToDoLink item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ToDoLink({ item }: { item: FamilyToDoItem }) {
  const { text, action } = familyToDoText(item, formatDate);
  const Icon = icons[item.kind];
  const body = (
    <>
      <Icon aria-hidden="true" className="to-do-icon" />
      <span className="to-do-text">
        <span>{text}</span>
        {item.detail ? <span className="to-do-detail">Motivo: {item.detail}</span> : null}
      </span>
      <span className="to-do-action">
        {action} <ChevronRight aria-hidden="true" />
      </span>
    </>
  );
  const childId = String(item.childId ?? 0);
  switch (item.kind) {
    case "announcement":
      return (
        <Link to="/dashboard/comunicados" search={{ aviso: item.refId }} className="to-do-link">
          {body}
        </Link>
      );
    case "absence":
      return (
        <Link to="/dashboard/children/$childId/attendance" params={{ childId }} hash={`excusa-${item.date}`} className="to-do-link">
          {body}
        </Link>
      );
    case "receipt":
      return (
        <Link to="/dashboard/payments" search={{ mes: item.title, anio: item.year ?? undefined }} className="to-do-link">
          {body}
        </Link>
      );
    case "reportCard":
      return (
        <Link to="/dashboard/children/boletines" search={{ hijo: item.childId ?? undefined }} className="to-do-link">
          {body}
        </Link>
      );
    case "piar":
      return (
        <Link to="/dashboard/children/piar" search={{ hijo: item.childId ?? undefined }} className="to-do-link">
          {body}
        </Link>
      );
  }
}
