import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatLongDate } from "../../../common/format.js";
import { documentTypeLabels, enrolmentStatusLabel, gradeLabels, guardianDocumentTypeLabels, type GuardianDocumentType } from "../../../common/student-records/record-codes.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { Letterhead } from "../report-cards/report-card.pdf.js";
import type { YearStudent } from "./enrolment-reports.service.js";

/**
 * The Libro de matrícula of a year (issue 36). The matrícula "es el acto que formaliza la vinculación
 * del educando al servicio educativo" and is renewed each academic period (Ley 115 de 1994, art. 95;
 * a private school renews it by contract, art. 201); the book is one of the "libros reglamentarios"
 * every establishment keeps since Resolución 2624 de 1951, which the Secretarías de Educación inspect
 * (e.g. Secretaría de Educación de Medellín, "Guía básica para el manejo de libros y registros
 * reglamentarios", 2009; Córdoba, Circular 000224 de 2024). No national text fixes its columns: this
 * one carries, per student and in enrolment order, the number, the date, the identity (names,
 * document, birth date and place), the grade and tribe, the guardians of record, and each novedad
 * (date, status, reason or destination, who recorded it), and ends with the head of school's
 * signature. See docs/integrations/simat.md.
 */
const styles = StyleSheet.create({
  page: { padding: 36, paddingBottom: 54, fontSize: 9.5, fontFamily: "Helvetica", color: "#1f2933" },
  header: { flexDirection: "row", gap: 12, borderBottomWidth: 1, borderBottomColor: "#9aa5b1", paddingBottom: 8, marginBottom: 12 },
  intro: { marginBottom: 10, color: "#323f4b" },
  entry: { borderBottomWidth: 0.75, borderBottomColor: "#9aa5b1", paddingVertical: 8 },
  entryHead: { flexDirection: "row", justifyContent: "space-between", marginBottom: 3 },
  number: { fontFamily: "Helvetica-Bold", fontSize: 11 },
  label: { fontFamily: "Helvetica-Bold" },
  line: { marginTop: 1.5 },
  table: { marginTop: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 2 },
  headRow: { fontFamily: "Helvetica-Bold", borderBottomColor: "#1f2933" },
  date: { width: 110, paddingRight: 4 },
  status: { width: 90, paddingRight: 4 },
  reason: { flex: 1, paddingRight: 4 },
  who: { width: 110 },
  closing: { marginTop: 16 },
  signatures: { flexDirection: "row", gap: 36, marginTop: 48 },
  signature: { width: 220, borderTopWidth: 1, borderTopColor: "#1f2933", paddingTop: 4 },
  footer: { position: "absolute", bottom: 24, left: 36, right: 36, fontSize: 8, color: "#52606d", flexDirection: "row", justifyContent: "space-between" },
});

export type BookEntry = YearStudent & { number: number };
type Book = { year: number; company: CompanyForDocuments; director: { name: string; title: string }; entries: BookEntry[] };

function documentLine(entry: BookEntry): string {
  const r = entry.record;
  if (!r.documentType) return "Documento: sin registrar";
  if (r.documentType === "SD") return `Documento: ${documentTypeLabels.SD}`;
  return `Documento: ${documentTypeLabels[r.documentType]} ${r.documentNumber ?? ""}`.trim();
}

function birthLine(entry: BookEntry): string {
  const r = entry.record;
  const place = [r.birthPlace, r.birthCountry].filter(Boolean).join(", ");
  return `Nacimiento: ${r.birthDate ? formatLongDate(r.birthDate) : "sin registrar"}${place ? `, ${place}` : ""}`;
}

function guardianLine(g: BookEntry["guardians"][number]): string {
  const type = g.documentType as GuardianDocumentType;
  const document = type === "SD" ? "sin documento" : `${guardianDocumentTypeLabels[type] ?? type} ${g.documentNumber ?? ""}`.trim();
  return `${g.name} (${g.relationship}), ${document}`;
}

function Entry({ entry }: { entry: BookEntry }) {
  const r = entry.record;
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryHead}>
        <Text style={styles.number}>{`Matrícula N.º ${entry.number}: ${r.lastNames ?? ""}, ${r.firstNames ?? ""}`}</Text>
        <Text>{`Fecha de matrícula: ${formatLongDate(entry.enrolledFrom)}`}</Text>
      </View>
      <Text style={styles.line}>{documentLine(entry)}</Text>
      <Text style={styles.line}>{birthLine(entry)}</Text>
      <Text style={styles.line}>{`Grado: ${r.grade ? gradeLabels[r.grade] : "sin registrar"}   Tribu: ${r.tribe ?? "sin tribu"}`}</Text>
      <Text style={styles.line}>
        <Text style={styles.label}>Acudientes: </Text>
        {entry.guardians.length > 0 ? entry.guardians.map(guardianLine).join("; ") : "sin registrar"}
      </Text>
      <View style={styles.table}>
        <View style={[styles.row, styles.headRow]}>
          <Text style={styles.date}>Fecha</Text>
          <Text style={styles.status}>Novedad</Text>
          <Text style={styles.reason}>Motivo o destino</Text>
          <Text style={styles.who}>Registró</Text>
        </View>
        {entry.events.map((event) => (
          <View key={event.id} style={styles.row}>
            <Text style={styles.date}>{formatLongDate(event.effectiveOn)}</Text>
            <Text style={styles.status}>{enrolmentStatusLabel(event.status, r.sex)}</Text>
            <Text style={styles.reason}>{[event.reason, event.destinationSchool ? `Destino: ${event.destinationSchool}` : ""].filter(Boolean).join(". ") || "—"}</Text>
            <Text style={styles.who}>{event.recordedBy ?? "—"}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function EnrolmentBook({ year, company, director, entries }: Book) {
  const heading = `Libro de matrícula ${year}`;
  return (
    <Document title={`${heading}: ${company.name}`} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <Letterhead company={company} heading={heading} />
        <Text style={styles.intro}>
          {`Registro de las matrículas del año ${year} (Ley 115 de 1994, art. 95), en el orden en que se hicieron, con las novedades de cada estudiante en el año.`}
        </Text>
        {entries.map((entry) => (
          <Entry key={entry.record.id} entry={entry} />
        ))}
        <View wrap={false}>
          <Text style={styles.closing}>{`Este libro contiene ${entries.length} ${entries.length === 1 ? "matrícula" : "matrículas"} del año ${year} de ${company.name}.`}</Text>
          <View style={styles.signatures}>
            <View style={styles.signature}>
              <Text>{director.name || " "}</Text>
              <Text style={styles.label}>{director.title}</Text>
            </View>
            <View style={styles.signature}>
              <Text> </Text>
              <Text style={styles.label}>Secretaría académica</Text>
            </View>
          </View>
        </View>
        <View style={styles.footer} fixed>
          <Text>{`${company.name}: ${heading}`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}

export function renderEnrolmentBookPdf(book: Book): Promise<Buffer> {
  return renderToBuffer(<EnrolmentBook {...book} />);
}
