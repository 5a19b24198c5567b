import { Document, Page, Path, Rect, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { issueLine } from "../../../common/certificates/certificate-text.js";
import type { CertificateContent } from "../../../common/certificates/certificates.js";
import { qrPath, qrQuietZone } from "../../../common/class-sign-in/qr-path.js";
import { certificateKindLabels } from "../../../common/student-records/record-codes.js";
import type { CompanyForDocuments } from "../settings/company.js";
import { Letterhead } from "../report-cards/report-card.pdf.js";

/**
 * A constancia or certificado de estudios as printed (issue 36), drawn from its stored content only
 * (the school's logo is the one thing read at download: it decorates, it says nothing): the
 * school's letterhead, the statement, the year's results for a certificado, the head of school's
 * signature line, and the verification code with its QR code pointing to the public page.
 */
const ink = "#1f2933";
const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, fontFamily: "Helvetica", color: ink, lineHeight: 1.4 },
  schoolFacts: { fontSize: 9, color: "#52606d", marginBottom: 18 },
  statement: { marginTop: 10, textAlign: "justify" },
  table: { marginTop: 12 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 4 },
  head: { fontFamily: "Helvetica-Bold", borderBottomColor: ink },
  subject: { flex: 2, paddingRight: 6 },
  result: { flex: 1.2 },
  decision: { marginTop: 10, fontFamily: "Helvetica-Bold" },
  issued: { marginTop: 14 },
  signature: { marginTop: 56, width: 240, borderTopWidth: 1, borderTopColor: ink, paddingTop: 4 },
  signatureTitle: { fontFamily: "Helvetica-Bold" },
  verify: { marginTop: 36, flexDirection: "row", alignItems: "center", borderTopWidth: 0.5, borderTopColor: "#cbd2d9", paddingTop: 12 },
  verifyText: { marginLeft: 14, flex: 1, fontSize: 10 },
  code: { fontSize: 14, fontFamily: "Helvetica-Bold", letterSpacing: 1, marginVertical: 2 },
});

function QrCode({ link, width }: { link: string; width: number }) {
  const { size, path } = qrPath(link);
  const side = size + 2 * qrQuietZone;
  return (
    <Svg width={width} height={width} viewBox={`${-qrQuietZone} ${-qrQuietZone} ${side} ${side}`}>
      <Rect x={-qrQuietZone} y={-qrQuietZone} width={side} height={side} fill="#ffffff" />
      <Path d={path} fill="#000000" />
    </Svg>
  );
}

function Results({ results }: { results: NonNullable<CertificateContent["results"]> }) {
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.head]}>
        <Text style={styles.subject}>{results.preschool ? "Dimensión del desarrollo" : "Área o asignatura"}</Text>
        <Text style={styles.result}>{results.preschool ? "Valoración" : "Desempeño final"}</Text>
      </View>
      {results.subjects.map((subject) => (
        <View key={subject.name} style={styles.row} wrap={false}>
          <Text style={styles.subject}>{subject.name}</Text>
          <Text style={styles.result}>{subject.result}</Text>
        </View>
      ))}
      <Text style={styles.decision}>{results.decision}</Text>
    </View>
  );
}

export function CertificateDocument({ content, link, logo }: { content: CertificateContent; link: string; logo: CompanyForDocuments["logo"] }) {
  const heading = `${certificateKindLabels[content.kind]} · año lectivo ${content.year}`;
  const company: CompanyForDocuments = { ...content.school, hasLogo: logo !== null, logo };
  const facts = [content.school.nit && `NIT ${content.school.nit}`, content.school.address, content.school.phone, content.school.email].filter(Boolean).join(" · ");
  return (
    <Document title={`${certificateKindLabels[content.kind]} ${content.code}`} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <Letterhead company={company} heading={heading} />
        {facts ? <Text style={styles.schoolFacts}>{facts}</Text> : null}
        <Text style={styles.statement}>{content.statement}</Text>
        {content.results ? <Results results={content.results} /> : null}
        <Text style={styles.issued}>{issueLine(content.issuedOn)}</Text>
        <View style={styles.signature} wrap={false}>
          <Text>{content.head.name || " "}</Text>
          <Text style={styles.signatureTitle}>{content.head.title}</Text>
        </View>
        <View style={styles.verify} wrap={false}>
          <QrCode link={link} width={96} />
          <View style={styles.verifyText}>
            <Text>Código de verificación</Text>
            <Text style={styles.code}>{content.code}</Text>
            <Text>{`Verifique este documento en ${link}`}</Text>
          </View>
        </View>
      </Page>
    </Document>
  );
}

export function renderCertificatePdf(content: CertificateContent, link: string, logo: CompanyForDocuments["logo"]): Promise<Buffer> {
  return renderToBuffer(<CertificateDocument content={content} link={link} logo={logo} />);
}
