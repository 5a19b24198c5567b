import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatLongDate } from "../../../common/format.js";
import type { CompetencyReport } from "../../../common/piar/piar.schema.js";
import { bySex, type StudentSex } from "../../../common/users/student-sex.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";

/**
 * The yearly competencies report of a child with a PIAR (informe anual de competencias o de proceso
 * pedagógico, Decreto 1421 de 2017; docs/decisions/piar.md), one published version: a text per area
 * and a general one, with who wrote it and when it was published.
 */
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2933" },
  header: { flexDirection: "row", gap: 12, borderBottomWidth: 1, borderBottomColor: "#9aa5b1", paddingBottom: 8, marginBottom: 10 },
  logo: { width: 64, height: 52, objectFit: "contain" },
  school: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 11, marginTop: 3 },
  section: { marginTop: 10 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 3 },
});

export type CompetencyReportModel = CompetencyReport & { studentName: string; studentSex: StudentSex | null };

export function competencyReportTitle(report: { year: number }): string {
  return `Informe anual de competencias ${report.year}`;
}

export function CompetencyReportDocument({ report, company }: { report: CompetencyReportModel; company: CompanyForDocuments }) {
  const student = bySex(report.studentSex, { feminine: "La estudiante", masculine: "El estudiante", unknown: "Estudiante:" });
  return (
    <Document title={`${competencyReportTitle(report)}: ${report.studentName}`} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          {company.logo ? <Image style={styles.logo} src={company.logo} /> : null}
          <View>
            <Text style={styles.school}>{company.name}</Text>
            <Text style={styles.title}>{competencyReportTitle(report)} · PIAR (Decreto 1421 de 2017)</Text>
            <Text>
              {student} {report.studentName}. Versión {report.version}, publicada el {formatLongDate(report.publishedAt)} por {report.writtenBy}.
            </Text>
          </View>
        </View>
        {report.areas.map((a) => (
          <View key={a.area} style={styles.section} wrap={false}>
            <Text style={styles.heading}>{a.area}</Text>
            <Text>{a.text}</Text>
          </View>
        ))}
        {report.summary ? (
          <View style={styles.section}>
            <Text style={styles.heading}>Valoración general del proceso pedagógico</Text>
            <Text>{report.summary}</Text>
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

export function renderCompetencyReportPdf(report: CompetencyReportModel, company: CompanyForDocuments): Promise<Buffer> {
  return renderToBuffer(<CompetencyReportDocument report={report} company={company} />);
}

export function competencyReportFileName(report: CompetencyReportModel): string {
  return `informe-anual-competencias-${report.year}-${fileNameSlug(report.studentName)}-v${report.version}.pdf`;
}
