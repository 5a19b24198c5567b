import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { performanceLabels, type PerformanceLevel } from "../../../common/report-cards/performance-scale.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";
import type { FinalReport } from "./final-report.js";
import type { StudentSex } from "../../../common/users/student-sex.js";
import { Letterhead, piarLine, Signatures } from "./report-card.pdf.js";

/**
 * The final report of a school year as the family prints it (issue 26): a table of each subject's
 * level per period and its yearly level with the weighted average, or, for preschool, each
 * development dimension's comments per period, without numbers.
 */
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2933" },
  facts: { marginBottom: 10 },
  label: { fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 5 },
  head: { fontFamily: "Helvetica-Bold", borderBottomColor: "#1f2933" },
  subject: { flex: 2, paddingRight: 6 },
  cell: { flex: 1, paddingRight: 6 },
  final: { flex: 1.3, fontFamily: "Helvetica-Bold" },
  dimension: { borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 6 },
  dimensionName: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 2 },
  period: { fontFamily: "Helvetica-Bold", marginTop: 4 },
  note: { marginTop: 10, color: "#52606d" },
});

const short = (level: PerformanceLevel) => performanceLabels[level].replace("Desempeño ", "");
const decimal = (value: number) => value.toLocaleString("es-CO", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function levelCell(level: PerformanceLevel | null | undefined): string {
  if (level === undefined) return "—";
  return level ? short(level) : "Sin notas";
}

function weightsLine(weights: FinalReport["weights"]): string {
  if (!weights) return "Todos los periodos pesan igual en la valoración final.";
  return `Peso de cada periodo en la valoración final: ${weights.map((w) => `${w.period} ${w.weight} %`).join(", ")}.`;
}

function SubjectsTable({ report }: { report: FinalReport }) {
  return (
    <View>
      <View style={[styles.row, styles.head]} fixed>
        <Text style={styles.subject}>Materia</Text>
        {report.periods.map((period) => (
          <Text key={period.start} style={styles.cell}>
            {period.name}
          </Text>
        ))}
        <Text style={styles.final}>Valoración final</Text>
      </View>
      {report.subjects.map((subject) => (
        <View key={subject.subject} style={styles.row} wrap={false}>
          <Text style={styles.subject}>{subject.name}</Text>
          {subject.levels.map((level, index) => (
            <Text key={report.periods[index]?.start} style={styles.cell}>
              {levelCell(level)}
            </Text>
          ))}
          <Text style={styles.final}>{subject.level && subject.average !== null ? `${short(subject.level)} (${decimal(subject.average)})` : "Sin notas"}</Text>
        </View>
      ))}
      <Text style={styles.note}>{weightsLine(report.weights)}</Text>
      <Text style={styles.note}>
        Escala de valoración nacional (Decreto 1290 de 2009): Desempeño Superior, Alto, Básico y Bajo. La valoración final es el promedio de las notas de cada periodo según su peso.
      </Text>
    </View>
  );
}

function Dimensions({ report }: { report: FinalReport }) {
  return (
    <View>
      {report.dimensions.map((dimension) => (
        <View key={dimension.name} style={styles.dimension}>
          <Text style={styles.dimensionName}>Dimensión {dimension.name}</Text>
          {dimension.periods.map((period) => {
            const comments = [
              ["Fortalezas", period.strengths],
              ["Dificultades", period.difficulties],
              ["Recomendaciones", period.recommendations],
            ].filter(([, text]) => text?.trim());
            return (
              <View key={period.period} wrap={false}>
                <Text style={styles.period}>{period.period}</Text>
                {comments.length === 0 ? <Text>Sin observaciones en el periodo.</Text> : null}
                {comments.map(([label, text]) => (
                  <Text key={label}>
                    <Text style={styles.label}>{label}: </Text>
                    {text}
                  </Text>
                ))}
              </View>
            );
          })}
        </View>
      ))}
      <Text style={styles.note}>Informe cualitativo y descriptivo de preescolar (Decreto 2247 de 1997): sin notas ni desempeños.</Text>
    </View>
  );
}

export function FinalReportDocument({ report, company, sex }: { report: FinalReport; company: CompanyForDocuments; sex: StudentSex | null }) {
  const heading = `Informe final ${report.year}`;
  return (
    <Document title={`${heading}: ${report.student.name}`} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <Letterhead company={company} heading={heading} />
        <View style={styles.facts}>
          <Text>
            <Text style={styles.label}>Estudiante: </Text>
            {report.student.name}
          </Text>
          <Text>
            <Text style={styles.label}>Tribu: </Text>
            {report.tribe}
          </Text>
        </View>
        {report.piar ? <Text style={styles.facts}>{piarLine(sex)}</Text> : null}
        {report.subjects.length > 0 ? <SubjectsTable report={report} /> : null}
        {report.dimensions.length > 0 ? <Dimensions report={report} /> : null}
        <Signatures teachers={report.teachers} director={report.director} />
      </Page>
    </Document>
  );
}

export function renderFinalReportPdf(report: FinalReport, company: CompanyForDocuments, sex: StudentSex | null): Promise<Buffer> {
  return renderToBuffer(<FinalReportDocument report={report} company={company} sex={sex} />);
}

/** "informe-final-2026-ana-rios.pdf": ASCII only, for the download name. */
export function finalReportFileName(report: FinalReport): string {
  return `informe-final-${report.year}-${fileNameSlug(report.student.name)}.pdf`;
}
