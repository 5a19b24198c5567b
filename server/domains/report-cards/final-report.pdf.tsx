import { Document, Page, Path, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { formatLongDate } from "../../../common/format.js";
import { decisionLine, type FinalReportContent, finalCell, periodCell, scaleLine, type SupportResult, supportParts } from "../../../common/report-cards/final-report.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { Letterhead, piarLine, Signatures } from "./report-card.pdf.js";

/**
 * The final report of a school year as the family prints it (issue 35), from its published version
 * only: each subject's level per period and its final level, the support activities' history, the
 * commission's decision, the scale and cut-offs in force when it was published, the SIEE version,
 * and the signatures. Preschool: each development dimension's comments per period, without levels.
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
  history: { marginTop: 2, color: "#323f4b" },
  historyRow: { flexDirection: "row", alignItems: "flex-end" },
  arrow: { marginHorizontal: 3, marginBottom: 2 },
  dimension: { borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 6 },
  dimensionName: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 2 },
  period: { fontFamily: "Helvetica-Bold", marginTop: 4 },
  note: { marginTop: 10, color: "#52606d" },
  decision: { marginTop: 12, fontSize: 11 },
});

function weightsLine(weights: FinalReportContent["weights"]): string {
  if (!weights) return "Todos los periodos pesan igual en la valoración final.";
  return `Peso de cada periodo en la valoración final: ${weights.map((w) => `${w.period} ${w.weight} %`).join(", ")}.`;
}

/** "Matemáticas: Bajo → Básico tras actividades de apoyo, 20 de noviembre de 2026.", the arrow drawn. */
function SupportHistory({ subject, support }: { subject: string; support: SupportResult }) {
  const parts = supportParts(support);
  if (!parts.after) return <Text style={styles.history}>{`${subject}: ${parts.before}: ${parts.rest}.`}</Text>;
  return (
    <View style={styles.historyRow}>
      <Text style={styles.history}>{`${subject}: ${parts.before}`}</Text>
      <Svg width={14} height={8} viewBox="0 0 14 8" style={styles.arrow}>
        <Path d="M0 4 H12 M9 1 L12 4 L9 7" stroke="#323f4b" strokeWidth={1} fill="none" />
      </Svg>
      <Text style={styles.history}>{`${parts.after} ${parts.rest}.`}</Text>
    </View>
  );
}

function SubjectsTable({ report }: { report: FinalReportContent }) {
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
        <View key={subject.subject} wrap={false}>
          <View style={styles.row}>
            <Text style={styles.subject}>{subject.name}</Text>
            {report.periods.map((period, index) => (
              <Text key={period.start} style={styles.cell}>
                {periodCell(subject.levels[index] ?? "absent")}
              </Text>
            ))}
            <Text style={styles.final}>{finalCell(subject)}</Text>
          </View>
          {subject.support.map((support) => (
            <SupportHistory key={`${support.resultOn}-${support.result}`} subject={subject.name} support={support} />
          ))}
        </View>
      ))}
      <Text style={styles.note}>{weightsLine(report.weights)}</Text>
      <Text style={styles.note}>{scaleLine(report.scale)}</Text>
      <Text style={styles.note}>
        La valoración final es el promedio de las notas de cada periodo según su peso cuando todos sus desempeños salieron de notas; si no, el desempeño publicado en el último periodo
        que lo tiene.
      </Text>
    </View>
  );
}

function Dimensions({ report }: { report: FinalReportContent }) {
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

function sieeLine(siee: FinalReportContent["siee"]): string {
  if (!siee) return "Sistema institucional de evaluación (SIEE): la escuela aún no ha registrado su versión adoptada.";
  return `Sistema institucional de evaluación (SIEE) vigente: versión ${siee.version}, adoptada el ${formatLongDate(siee.adoptedOn)}.`;
}

export function FinalReportDocument({ report, version, publishedAt, company, showPiar }: { report: FinalReportContent; version: number; publishedAt: string; company: CompanyForDocuments; showPiar: boolean }) {
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
          <Text>
            <Text style={styles.label}>Publicado: </Text>
            {formatLongDate(publishedAt)}
            {version > 1 ? ` (versión ${version})` : ""}
          </Text>
        </View>
        {report.piar && showPiar ? <Text style={styles.facts}>{piarLine(report.student.sex)}</Text> : null}
        {report.subjects.length > 0 ? <SubjectsTable report={report} /> : null}
        {report.dimensions.length > 0 ? <Dimensions report={report} /> : null}
        <Text style={styles.decision}>
          <Text style={styles.label}>Decisión de promoción: </Text>
          {decisionLine(report.decision, report.student.sex)}
          {report.decision.metOn ? ` Comisión de evaluación y promoción, acta del ${formatLongDate(report.decision.metOn)}.` : ""}
        </Text>
        <Text style={styles.note}>{sieeLine(report.siee)}</Text>
        <Signatures teachers={report.teachers} director={report.director} title={report.directorTitle} />
      </Page>
    </Document>
  );
}

/** `showPiar`: the school's setting for its own copies (piarLineShown), read when the PDF is made. */
export function renderFinalReportPdf(published: { report: FinalReportContent; version: number; publishedAt: string }, company: CompanyForDocuments, showPiar: boolean): Promise<Buffer> {
  return renderToBuffer(<FinalReportDocument report={published.report} version={published.version} publishedAt={published.publishedAt} company={company} showPiar={showPiar} />);
}

/** "informe-final-2026-ana-rios.pdf" ("-v2" from the second version): ASCII only, for the download name. */
export function finalReportFileName(report: FinalReportContent, version: number): string {
  return `informe-final-${report.year}-${fileNameSlug(report.student.name)}${version > 1 ? `-v${version}` : ""}.pdf`;
}
