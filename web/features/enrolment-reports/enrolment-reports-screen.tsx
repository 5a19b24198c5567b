import { SectionPage } from "../../components/ui/section-page";
import { SelectField } from "../../components/ui/select-field";
import { LoadError, Loading } from "../dashboard";
import { ReportLinks } from "./report-links";
import { SimatCheckList } from "./simat-check-list";
import { SimatSettingsForm } from "./simat-settings-form";
import { useEnrolmentReports } from "./use-enrolment-reports";
import "./enrolment-reports.css";

/**
 * 'Informes de matrícula' (issue 36): the year's SIMAT report checked first (the rows SIMAT would
 * refuse, with what to fix), its spreadsheet and the Libro de matrícula, and the school's SIMAT data.
 */
export function EnrolmentReportsScreen() {
  const r = useEnrolmentReports();
  return (
    <SectionPage title="Informes de matrícula" intro="El reporte de matrícula para SIMAT y el libro de matrícula de cada año, con lo que falta corregir antes de enviarlo.">
      <div className="card enrolment-reports-year">
        <SelectField label="Año" value={String(r.year)} onChange={(value) => r.setYear(Number(value))} options={r.years.map((y) => ({ value: String(y), label: String(y) }))} />
        <ReportLinks year={r.year} showCheckLink={false} />
      </div>
      {r.check.isPending ? <Loading /> : null}
      {r.check.isError ? <LoadError /> : null}
      {r.check.data ? <SimatCheckList check={r.check.data} /> : null}
      {r.settings.data ? <SimatSettingsForm settings={r.settings.data} fields={r.fields} saving={r.saving} onSave={r.save} /> : null}
    </SectionPage>
  );
}
