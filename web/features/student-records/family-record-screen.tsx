import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { followsOwnChildren } from "../../../common/users/users.policy";
import { SectionPage } from "../../components/ui/section-page";
import { useAuth } from "../../lib/auth-store";
import { trpc } from "../../lib/trpc";
import { LoadError, Loading } from "../dashboard";
import { CorrectionButton } from "./correction-dialog";
import { FileHistory } from "./file-history";
import { RecordView } from "./record-view";
import "./student-records.css";

/**
 * The family's 'Ficha de matrícula' (issue 36): its child's whole file, read-only, the certificates
 * issued, the novedades, and its correction requests with the school's answers. With several
 * children, their names on top choose whose (?hijo=<id>), as on 'Boletines' and 'PIAR'.
 */
export function FamilyRecordScreen({ childId }: { childId?: number }) {
  const { user } = useAuth();
  const children = useQuery({ ...trpc.users.children.queryOptions({ id: user?.id ?? 0 }), enabled: followsOwnChildren(user) });
  const list = children.data ?? [];
  const chosen = list.find((c) => c.id === childId) ?? list[0];
  return (
    <SectionPage title="Ficha de matrícula" intro="Los datos con los que la escuela matriculó a tu hijo o hija. Si algo está mal, pide una corrección.">
      {children.isPending ? <Loading /> : null}
      {children.isError ? <LoadError /> : null}
      {children.data && list.length === 0 ? <p className="card empty-state">Aún no hay hijos vinculados a tu cuenta. La escuela puede vincularlos por ti.</p> : null}
      {list.length > 1 ? (
        <nav aria-label="Elegir hijo o hija" className="child-choice">
          {list.map((c) => (
            <Link key={c.id} to="/dashboard/children/ficha" search={{ hijo: c.id }} className="btn btn-secondary" aria-current={c.id === chosen?.id ? "page" : undefined}>
              {c.firstName}
            </Link>
          ))}
        </nav>
      ) : null}
      {chosen ? <ChildFile key={chosen.id} studentId={chosen.id} firstName={chosen.firstName} /> : null}
    </SectionPage>
  );
}

function ChildFile({ studentId, firstName }: { studentId: number; firstName: string }) {
  const file = useQuery(trpc.studentRecords.childFile.queryOptions({ studentId }));
  if (file.isPending) return <Loading />;
  if (file.isError) return <LoadError />;
  const { record, certificates, events, requests } = file.data;
  if (!record) return <p className="card">La escuela aún no ha llenado la ficha de matrícula de {firstName}. Cuando la llene, la verás aquí.</p>;
  return (
    <>
      <div className="record-actions">
        <CorrectionButton studentId={studentId} firstName={firstName} />
      </div>
      <RecordView record={record} />
      <FileHistory certificates={certificates} events={events} requests={requests} sex={record.sex} />
    </>
  );
}
