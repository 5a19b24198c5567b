import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { followsOwnChildren } from "../../../common/users/users.policy";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { SectionPage } from "../../components/ui/section-page";
import { LoadError, Loading } from "../dashboard";
import { ChildReportCards } from "../report-cards";
import { ChildPiar, useChildPiar } from "../piar";
import { ChildSupportActivities } from "../promotion";
import "./family-records.css";

type Kind = "boletines" | "piar";

const pages = {
  boletines: { to: "/dashboard/children/boletines", title: "Boletines", intro: "Los boletines que la escuela publicó, con su PDF." },
  piar: { to: "/dashboard/children/piar", title: "PIAR", intro: "El Plan Individual de Ajustes Razonables: léelo y registra tu acuerdo." },
} as const;

/**
 * Issue 34: the family's report cards or PIAR straight from the menu, one child at a time; with
 * several children, their names on top choose whose (?hijo=<id>, also the home's links).
 */
export function FamilyRecordsScreen({ kind, childId }: { kind: Kind; childId?: number }) {
  const { user } = useAuth();
  const isParent = followsOwnChildren(user);
  const children = useQuery({ ...trpc.users.children.queryOptions({ id: user?.id ?? 0 }), enabled: isParent });
  const page = pages[kind];
  const list = children.data ?? [];
  const chosen = list.find((c) => c.id === childId) ?? list[0];
  return (
    <SectionPage title={page.title} intro={page.intro}>
      {children.isPending ? <Loading /> : null}
      {children.isError ? <LoadError /> : null}
      {children.data && list.length === 0 ? <p className="card empty-state">Aún no hay hijos vinculados a tu cuenta. La escuela puede vincularlos por ti.</p> : null}
      {list.length > 1 ? (
        <nav aria-label="Elegir hijo o hija" className="child-choice">
          {list.map((c) => (
            <Link key={c.id} to={page.to} search={{ hijo: c.id }} className="btn btn-secondary" aria-current={c.id === chosen?.id ? "page" : undefined}>
              {c.firstName}
            </Link>
          ))}
        </nav>
      ) : null}
      {chosen ? (
        <div className="card" key={chosen.id}>
          {kind === "boletines" ? <ChildReportCards childId={chosen.id} firstName={chosen.firstName} /> : <FamilyPiar childId={chosen.id} firstName={chosen.firstName} />}
          {kind === "boletines" ? <ChildSupportActivities childId={chosen.id} firstName={chosen.firstName} /> : null}
        </div>
      ) : null}
    </SectionPage>
  );
}

function FamilyPiar({ childId, firstName }: { childId: number; firstName: string }) {
  const { plan } = useChildPiar(childId);
  if (plan.isPending) return <Loading />;
  if (plan.isError) return <LoadError />;
  if (!plan.data) return <p className="muted">{firstName} no tiene PIAR. Si la escuela escribe uno, aparece aquí para que lo leas.</p>;
  return <ChildPiar childId={childId} firstName={firstName} />;
}
