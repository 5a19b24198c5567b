import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatLongDate } from "../../../common/format.js";
import { adjustmentKindLabels, piarSections as sections } from "../../../common/piar/piar.labels.js";
import type { Piar } from "../../../common/piar/piar.schema.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";

/**
 * A student's PIAR as a PDF, in the order of the Ministry's reference format (Anexo 2 of the PIAR
 * guidance, Decreto 1421 de 2017): 1. information of the student, 2. context (what the family
 * authorised), 3. pedagogical assessment, 4. reasonable adjustments per subject with goals,
 * 5. family commitments, 6. acta de acuerdo, 7. follow-up per period. Built-in Helvetica covers the
 * Spanish letters.
 */
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2933" },
  header: { flexDirection: "row", gap: 12, borderBottomWidth: 1, borderBottomColor: "#9aa5b1", paddingBottom: 8, marginBottom: 10 },
  logo: { width: 64, height: 52, objectFit: "contain" },
  school: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 11, marginTop: 3 },
  section: { marginTop: 10 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 3 },
  label: { fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 3 },
  cell: { paddingHorizontal: 3 },
});

function Line({ label, text }: { label: string; text: string }) {
  return (
    <Text>
      <Text style={styles.label}>{label}: </Text>
      {text.trim() || "—"}
    </Text>
  );
}

export function PiarDocument({ piar, company }: { piar: Piar; company: CompanyForDocuments }) {
  const c = piar.content;
  return (
    <Document title={`PIAR: ${piar.studentName}`} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          {company.logo ? <Image style={styles.logo} src={company.logo} /> : null}
          <View>
            <Text style={styles.school}>{company.name}</Text>
            <Text style={styles.title}>Plan Individual de Ajustes Razonables (PIAR) · Decreto 1421 de 2017</Text>
          </View>
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>1. {sections.general.title}</Text>
          <Line label="Estudiante" text={piar.studentName} />
          <Line label={sections.general.fields.diagnosis} text={c.general.diagnosis} />
          <Line label={sections.general.fields.supports} text={c.general.supports} />
          <Line label={sections.general.fields.interests} text={c.general.interests} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>2. {sections.context.title}</Text>
          <Line label={sections.context.fields.health} text={c.context.health} />
          <Line label={sections.context.fields.home} text={c.context.home} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>3. {sections.assessment.title}</Text>
          <Line label={sections.assessment.fields.howLearns} text={c.assessment.howLearns} />
          <Line label={sections.assessment.fields.strengths} text={c.assessment.strengths} />
          <Line label={sections.assessment.fields.barriers} text={c.assessment.barriers} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>4. {sections.adjustments.title}</Text>
          {c.adjustments.length === 0 ? <Text>Sin ajustes registrados.</Text> : null}
          {c.adjustments.map((a, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed, fixed list; one subject may have several adjustments
            <View key={index} style={styles.row} wrap={false}>
              <Text style={[styles.cell, { width: "20%" }, styles.label]}>{a.subject}</Text>
              <Text style={[styles.cell, { width: "16%" }]}>{adjustmentKindLabels[a.kind]}</Text>
              <Text style={[styles.cell, { width: "36%" }]}>{a.adjustment}</Text>
              <Text style={[styles.cell, { width: "28%" }]}>Meta: {a.goal || "—"}</Text>
            </View>
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>5. {sections.familyCommitments.title}</Text>
          <Text>{c.familyCommitments.trim() || "—"}</Text>
        </View>
        <View style={styles.section} wrap={false}>
          <Text style={styles.heading}>6. Acta de acuerdo</Text>
          <Text>
            Versión {piar.revision} del plan; revisión anual a más tardar el {formatLongDate(piar.reviewDue)}.
          </Text>
          {piar.agreements.length === 0 ? <Text>La familia aún no ha registrado su acuerdo.</Text> : null}
          {piar.agreements.map((a) => (
            <Text key={`${a.revision}-${a.parentName}-${a.agreedAt}`}>
              {a.parentName} aceptó la versión {a.revision} el {formatLongDate(a.agreedAt)}.
            </Text>
          ))}
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>7. Seguimiento por periodo</Text>
          {piar.followups.length === 0 ? <Text>Sin seguimientos registrados.</Text> : null}
          {piar.followups.map((f) => (
            <Text key={f.period}>
              <Text style={styles.label}>Periodo que inicia el {formatLongDate(f.period)}: </Text>
              {f.text}
            </Text>
          ))}
        </View>
      </Page>
    </Document>
  );
}

export function renderPiarPdf(piar: Piar, company: CompanyForDocuments): Promise<Buffer> {
  return renderToBuffer(<PiarDocument piar={piar} company={company} />);
}

export function piarFileName(piar: Piar): string {
  return `piar-${fileNameSlug(piar.studentName)}-v${piar.revision}.pdf`;
}
