import { useNavigate } from "@tanstack/react-router";
import { SectionPage } from "../../components/ui/section-page";
import { ModuleFormDialog } from "./module-form-dialog";

/** /dashboard/modules/new: the module create form of the management table, opened as its own page. */
export function NewModulePage() {
  const navigate = useNavigate();
  const back = () => navigate({ to: "/dashboard/modules" });
  return (
    <SectionPage title="Nuevo Módulo">
      <ModuleFormDialog open onOpenChange={(open) => !open && back()} mode="create" variant="manage" onSaved={back} />
    </SectionPage>
  );
}
