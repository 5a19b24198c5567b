import { Document, Page, Path, Rect, renderToBuffer, StyleSheet, Svg, Text, View } from "@react-pdf/renderer";
import { classCardText } from "../../../common/class-sign-in/class-card.js";
import { qrPath, qrQuietZone } from "../../../common/class-sign-in/qr-path.js";

/**
 * The class card as a PDF (issue 21): the tribe, the QR code of the class link, the code in big
 * letters and the child's three steps, on one page to print and pin up. Built-in Helvetica covers
 * the Spanish letters used.
 */

const ink = "#1b2430";
const styles = StyleSheet.create({
  page: { padding: 48, fontFamily: "Helvetica", color: ink, alignItems: "center" },
  card: { width: "100%", borderWidth: 2, borderColor: ink, borderRadius: 16, padding: 32, alignItems: "center" },
  title: { fontSize: 16, color: "#4a5562" },
  tribe: { fontSize: 36, fontFamily: "Helvetica-Bold", marginTop: 4, marginBottom: 16 },
  codeLabel: { fontSize: 14, marginTop: 16, color: "#4a5562" },
  code: { fontSize: 54, fontFamily: "Helvetica-Bold", letterSpacing: 8, marginTop: 4 },
  link: { fontSize: 12, marginTop: 8, color: "#4a5562" },
  steps: { marginTop: 24, alignSelf: "stretch" },
  step: { flexDirection: "row", alignItems: "center", marginTop: 10 },
  number: { width: 30, height: 30, borderRadius: 15, backgroundColor: ink, color: "#ffffff", fontSize: 16, fontFamily: "Helvetica-Bold", textAlign: "center", paddingTop: 6 },
  stepText: { fontSize: 18, marginLeft: 12 },
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

export function ClassCardDocument({ tribe, code, link }: { tribe: string; code: string; link: string }) {
  return (
    <Document title={`${classCardText.title}: ${tribe}`} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.card}>
          <Text style={styles.title}>{classCardText.title}</Text>
          <Text style={styles.tribe}>{tribe}</Text>
          <QrCode link={link} width={220} />
          <Text style={styles.codeLabel}>{classCardText.codeLabel}</Text>
          <Text style={styles.code}>{code}</Text>
          <Text style={styles.link}>{link}</Text>
          <View style={styles.steps}>
            {classCardText.steps.map((step, index) => (
              <View key={step} style={styles.step}>
                <Text style={styles.number}>{index + 1}</Text>
                <Text style={styles.stepText}>{step}</Text>
              </View>
            ))}
          </View>
        </View>
      </Page>
    </Document>
  );
}

export function renderClassCardPdf(card: { tribe: string; code: string; link: string }): Promise<Buffer> {
  return renderToBuffer(<ClassCardDocument {...card} />);
}
