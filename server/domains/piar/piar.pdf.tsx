import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatLongDate } from "../../../common/format.js";
import { adjustmentKindLabels, piarAnnexes as annexes, piarSections as sections } from "../../../common/piar/piar.labels.js";
import type { Piar, PiarRevision } from "../../../common/piar/piar.schema.js";
import { bySex } from "../../../common/users/student-sex.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";

/**
 * A revision of a student's PIAR as a PDF, in the three parts of the Ministry's reference format
 * (MEN, Guía para la implementación del Decreto 1421 de 2017, Parte 2, "Formato de PIAR"), each
 * under its own heading: Anexo 1 (información general del estudiante and its entornos, what the
 * family authorised), Anexo 2 (valoración pedagógica, ajustes razonables por área with their goals),
 * Anexo 3 (acta de acuerdo: the family's commitments and the signatures of the family, the teachers
 * and a directivo, as the decree asks of the acta). Everything printed comes from the stored
 * revision, so an agreed revision's PDF says the same words whatever changed later; the plan's
 * current PDF adds each period's follow-up after the acta. Built-in Helvetica covers the Spanish letters.
 */
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2933" },
  header: { flexDirection: "row", gap: 12, borderBottomWidth: 1, borderBottomColor: "#9aa5b1", paddingBottom: 8, marginBottom: 10 },
  logo: { width: 64, height: 52, objectFit: "contain" },
  school: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 11, marginTop: 3 },
  annex: { fontFamily: "Helvetica-Bold", fontSize: 13, marginTop: 14, paddingBottom: 2, borderBottomWidth: 0.5, borderBottomColor: "#9aa5b1" },
  section: { marginTop: 8 },
  heading: { fontFamily: "Helvetica-Bold", fontSize: 11, marginBottom: 3 },
  label: { fontFamily: "Helvetica-Bold" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 3 },
  cell: { paddingHorizontal: 3 },
  signature: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 4 },
});

function Line({ label, text }: { label: string; text: string }) {
  return (
    <Text>
      <Text style={styles.label}>{label}: </Text>
      {text.trim() || "—"}
    </Text>
  );
}

export type PiarPdfModel = { revision: PiarRevision; followups: Piar["followups"] | null };

export function PiarDocument({ model, company }: { model: PiarPdfModel; company: CompanyForDocuments }) {
  const r = model.revision;
  const c = r.content;
  const ofStudent = bySex(r.studentSex, { feminine: "de la estudiante", masculine: "del estudiante", unknown: "de" });
  return (
    <Document title={`PIAR: ${r.studentName} (versión ${r.revision})`} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          {company.logo ? <Image style={styles.logo} src={company.logo} /> : null}
          <View>
            <Text style={styles.school}>{company.name}</Text>
            <Text style={styles.title}>Plan Individual de Ajustes Razonables (PIAR) · Decreto 1421 de 2017</Text>
            <Text>
              Versión {r.revision}, guardada el {formatLongDate(r.savedAt)}
              {r.savedBy ? ` por ${r.savedBy}` : ""}; revisión anual a más tardar el {formatLongDate(r.reviewDue)}.
            </Text>
          </View>
        </View>

        <Text style={styles.annex}>{annexes.anexo1.title}</Text>
        <View style={styles.section}>
          <Text style={styles.heading}>{sections.general.title}</Text>
          <Line label="Estudiante" text={r.studentName} />
          <Line label={sections.general.fields.supports} text={c.general.supports} />
          <Line label={sections.general.fields.interests} text={c.general.interests} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{sections.context.title}</Text>
          <Line label={sections.context.fields.diagnosis} text={c.context.diagnosis} />
          <Line label={sections.context.fields.health} text={c.context.health} />
          <Line label={sections.context.fields.home} text={c.context.home} />
        </View>

        <Text style={styles.annex} break>
          {annexes.anexo2.title}
        </Text>
        <View style={styles.section}>
          <Text style={styles.heading}>{sections.assessment.title}</Text>
          <Line label={sections.assessment.fields.howLearns} text={c.assessment.howLearns} />
          <Line label={sections.assessment.fields.strengths} text={c.assessment.strengths} />
          <Line label={sections.assessment.fields.barriers} text={c.assessment.barriers} />
        </View>
        <View style={styles.section}>
          <Text style={styles.heading}>{sections.adjustments.title}</Text>
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

        <View wrap={false}>
          <Text style={styles.annex}>{annexes.anexo3.title}</Text>
          <Text style={styles.section}>
            Acta de acuerdo de la versión {r.revision} del PIAR {ofStudent} {r.studentName}: quienes firman acuerdan los ajustes razonables de esta versión y los
            compromisos que siguen.
          </Text>
          <View style={styles.section}>
            <Text style={styles.heading}>{sections.familyCommitments.title}</Text>
            <Text>{c.familyCommitments.trim() || "—"}</Text>
          </View>
          <View style={styles.section}>
            <Text style={styles.heading}>Firmas</Text>
            {r.signatureList.length === 0 ? <Text>Nadie ha firmado aún el acta de esta versión.</Text> : null}
            {r.signatureList.map((s) => (
              <View key={`${s.kind}-${s.signerName}-${s.signedAt}`} style={styles.signature}>
                <Text style={[styles.cell, { width: "40%" }, styles.label]}>{s.signerName}</Text>
                <Text style={[styles.cell, { width: "25%" }]}>{s.roleLabel}</Text>
                <Text style={[styles.cell, { width: "35%" }]}>Firmó el {formatLongDate(s.signedAt)}</Text>
              </View>
            ))}
            <Text style={{ marginTop: 4, fontSize: 8 }}>Huella del texto acordado (SHA-256): {r.contentHash}</Text>
          </View>
        </View>

        {model.followups ? (
          <View style={styles.section}>
            <Text style={styles.heading}>Seguimiento por periodo</Text>
            {model.followups.length === 0 ? <Text>Sin seguimientos registrados.</Text> : null}
            {model.followups.map((f) => (
              <Text key={f.period}>
                <Text style={styles.label}>Periodo que inicia el {formatLongDate(f.period)}: </Text>
                {f.text}
              </Text>
            ))}
          </View>
        ) : null}
      </Page>
    </Document>
  );
}

export function renderPiarPdf(model: PiarPdfModel, company: CompanyForDocuments): Promise<Buffer> {
  return renderToBuffer(<PiarDocument model={model} company={company} />);
}

export function piarFileName(revision: { studentName: string; revision: number }): string {
  return `piar-${fileNameSlug(revision.studentName)}-v${revision.revision}.pdf`;
}
