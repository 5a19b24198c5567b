import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatLongDate } from "../../../common/format.js";
import { performanceLabels } from "../../../common/report-cards/performance-scale.js";
import type { CardEntry, PublishedCard } from "../../../common/report-cards/report-card.schema.js";
import { bySex, type StudentSex } from "../../../common/users/student-sex.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";

/**
 * A period's report card as the family prints it (issue 26): the school, the student, tribe and
 * period, a row per subject with its level (Decreto 1290) and comment, or per development dimension
 * for preschool (descriptive, no levels), and the teachers' and director's signatures. Built-in
 * Helvetica covers the Spanish letters (áéíóúñ¿¡ü).
 */
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2933" },
  header: { flexDirection: "row", gap: 12, borderBottomWidth: 1, borderBottomColor: "#9aa5b1", paddingBottom: 8, marginBottom: 12 },
  logo: { width: 70, height: 56, objectFit: "contain" },
  school: { fontSize: 15, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 12, marginTop: 4 },
  facts: { marginBottom: 10 },
  label: { fontFamily: "Helvetica-Bold" },
  entry: { borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 6 },
  entryHead: { flexDirection: "row", justifyContent: "space-between", marginBottom: 2 },
  subject: { fontFamily: "Helvetica-Bold", fontSize: 11 },
  level: { fontFamily: "Helvetica-Bold" },
  comment: { marginTop: 2 },
  note: { marginTop: 10, color: "#52606d" },
  signatures: { flexDirection: "row", flexWrap: "wrap", gap: 24, marginTop: 36 },
  signature: { width: 200, borderTopWidth: 1, borderTopColor: "#1f2933", paddingTop: 4 },
});

function EntryBlock({ entry, preschool }: { entry: CardEntry; preschool: boolean }) {
  const comments: [string, string][] = [
    ["Fortalezas", entry.strengths],
    ["Dificultades", entry.difficulties],
    ["Recomendaciones", entry.recommendations],
  ];
  return (
    <View style={styles.entry} wrap={false}>
      <View style={styles.entryHead}>
        <Text style={styles.subject}>{preschool ? `Dimensión ${entry.name}` : entry.name}</Text>
        {preschool ? null : <Text style={styles.level}>{entry.level ? performanceLabels[entry.level] : "Sin calificaciones en el periodo"}</Text>}
      </View>
      {comments
        .filter(([, text]) => text.trim() !== "")
        .map(([label, text]) => (
          <Text key={label} style={styles.comment}>
            <Text style={styles.label}>{label}: </Text>
            {text}
          </Text>
        ))}
    </View>
  );
}

/** The school's logo and name over the document's heading; the final report shares it. */
export function Letterhead({ company, heading }: { company: CompanyForDocuments; heading: string }) {
  return (
    <View style={styles.header}>
      {company.logo ? <Image style={styles.logo} src={company.logo} /> : null}
      <View>
        <Text style={styles.school}>{company.name}</Text>
        <Text style={styles.title}>{heading}</Text>
      </View>
    </View>
  );
}

/**
 * "La estudiante es evaluada…" as the student's file says (issue 34); without the file's sex, a
 * sentence that needs no agreement. Never guessed from the name.
 */
export function piarLine(sex: StudentSex | null): string {
  const law = "con los ajustes razonables de su PIAR (Decreto 1421 de 2017).";
  return bySex(sex, {
    feminine: `La estudiante es evaluada ${law}`,
    masculine: `El estudiante es evaluado ${law}`,
    unknown: `Evaluación ${law}`,
  });
}

/**
 * A line to sign for each of the student's teachers and the director. A card published without a
 * teacher's name (before issue 34, a tribe without a teacher of its own) still gets a blank
 * "Docente" line, to sign by hand.
 */
export function Signatures({ teachers, director, title = "Director(a)" }: { teachers: string[]; director: string; title?: string | undefined }) {
  const signers = teachers.length > 0 ? teachers : [""];
  return (
    <View style={styles.signatures} wrap={false}>
      {[...signers.map((name) => [name, "Docente"] as const), [director, title] as const].map(([name, role]) => (
        <View key={`${role}-${name}`} style={styles.signature}>
          <Text>{name || " "}</Text>
          <Text style={styles.label}>{role}</Text>
        </View>
      ))}
    </View>
  );
}

/** "80 % (5 días registrados; 1 ausencia; 1 llegada tarde)", or that the register has no days. */
export function attendanceLine(figures: PublishedCard["attendance"]): string {
  if (figures.markedDays === 0 || figures.attendedPercent === null) return "sin días registrados en el periodo";
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const parts = [
    plural(figures.markedDays, "día registrado", "días registrados"),
    plural(figures.daysAbsent, "ausencia", "ausencias") + (figures.excused ? ` (${figures.excused} con excusa)` : ""),
    plural(figures.late, "llegada tarde", "llegadas tarde"),
  ];
  return `${figures.attendedPercent.toLocaleString("es-CO")} % (${parts.join("; ")})`;
}

export function ReportCardDocument({
  card,
  version,
  publishedAt,
  company,
  sex,
  showPiar = true,
}: {
  card: PublishedCard;
  version: number;
  publishedAt: string;
  company: CompanyForDocuments;
  sex: StudentSex | null;
  /** The school's choice when the PDF is made (settings piarLineOnCards, piarLineForOtherSchools). */
  showPiar?: boolean;
}) {
  const heading = card.preschool ? "Informe descriptivo de preescolar" : "Boletín de calificaciones";
  return (
    <Document title={`${heading}: ${card.student.name}, ${card.period.name}`} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <Letterhead company={company} heading={heading} />
        <View style={styles.facts}>
          <Text>
            <Text style={styles.label}>Estudiante: </Text>
            {card.student.name}
          </Text>
          <Text>
            <Text style={styles.label}>Tribu: </Text>
            {card.tribe}
          </Text>
          <Text>
            <Text style={styles.label}>Periodo: </Text>
            {card.period.name} ({formatLongDate(card.period.start)} a {formatLongDate(card.period.end)})
          </Text>
          <Text>
            <Text style={styles.label}>Publicado: </Text>
            {formatLongDate(publishedAt)}
            {version > 1 ? ` (versión ${version})` : ""}
          </Text>
        </View>
        {card.piar && showPiar ? <Text style={styles.facts}>{piarLine(sex)}</Text> : null}
        <Text style={styles.facts}>
          <Text style={styles.label}>Asistencia: </Text>
          {attendanceLine(card.attendance)}
        </Text>
        {card.entries.map((entry) => (
          <EntryBlock key={entry.subject} entry={entry} preschool={card.preschool} />
        ))}
        <Text style={styles.note}>
          {card.preschool
            ? "Informe cualitativo y descriptivo (Decreto 2247 de 1997): sin notas ni desempeños."
            : "Escala de valoración nacional (Decreto 1290 de 2009): Desempeño Superior, Alto, Básico y Bajo."}
        </Text>
        <Signatures teachers={card.teachers} director={card.director} title={card.directorTitle} />
      </Page>
    </Document>
  );
}

/**
 * `sex`: the student's file's, read when the PDF is made (a card published before it was set reads
 * right too). `showPiar`: whether this copy prints the PIAR line (the school's settings, issue 35).
 */
export function renderReportCardPdf(
  version: { card: PublishedCard; version: number; publishedAt: string },
  company: CompanyForDocuments,
  sex: StudentSex | null,
  options: { showPiar?: boolean } = {},
): Promise<Buffer> {
  return renderToBuffer(
    <ReportCardDocument card={version.card} version={version.version} publishedAt={version.publishedAt} company={company} sex={sex} showPiar={options.showPiar ?? true} />,
  );
}

/** "boletin-primer-periodo-ana-rios-v2.pdf" ("…-otra-institucion.pdf" for another school's copy): ASCII only, for the download name. */
export function reportCardFileName(card: PublishedCard, version: number, forOtherSchool = false): string {
  return `boletin-${fileNameSlug(card.period.name)}-${fileNameSlug(card.student.name)}${version > 1 ? `-v${version}` : ""}${forOtherSchool ? "-otra-institucion" : ""}.pdf`;
}
