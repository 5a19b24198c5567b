import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatPhone } from "../../../common/phone.js";
import type { Quotation } from "../../../common/quotations/quotations.schema.js";
import { formatLongDate, formatMoney } from "../../../common/format.js";
import { fileNameSlug } from "../../lib/files.js";
import type { CompanyForDocuments } from "../settings/company.js";

/**
 * The quotation PDF, rendered on the server. Built-in Helvetica covers the Spanish letters we use
 * (áéíóúñ¿¡ü); dates are written in es-CO.
 */

const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: "Helvetica", color: "#1f2933" },
  header: { marginBottom: 16, borderBottomWidth: 1, borderBottomColor: "#9aa5b1", paddingBottom: 8, flexDirection: "row", gap: 12 },
  logo: { width: 80, height: 60, objectFit: "contain" },
  seller: { flexGrow: 1 },
  sellerLine: { color: "#3e4c59" },
  school: { fontSize: 16, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 13, marginTop: 4 },
  block: { marginBottom: 10 },
  label: { fontFamily: "Helvetica-Bold" },
  table: { marginTop: 8, borderTopWidth: 1, borderTopColor: "#9aa5b1" },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd2d9", paddingVertical: 4 },
  headRow: { flexDirection: "row", backgroundColor: "#e4e7eb", paddingVertical: 4 },
  code: { width: "16%", paddingHorizontal: 3 },
  name: { width: "40%", paddingHorizontal: 3 },
  qty: { width: "10%", paddingHorizontal: 3, textAlign: "right" },
  money: { width: "17%", paddingHorizontal: 3, textAlign: "right" },
  totals: { marginTop: 12, alignSelf: "flex-end", width: "50%" },
  totalLine: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grand: { fontFamily: "Helvetica-Bold", fontSize: 12 },
  note: { marginTop: 16, color: "#52606d" },
});

export const formatDateEsCo = (iso: string) => formatLongDate(iso);

function discountLabel(quotation: Quotation): string {
  return quotation.discountType === "percentage" ? `Descuento (${quotation.discountValue}%)` : "Descuento";
}

/** The quotation's title: its number and version, or that it is an unsaved draft. */
export function quotationHeading(quotation: Quotation): string {
  if (quotation.id === null) return "Cotización (borrador sin guardar)";
  return `Cotización N.º ${quotation.id}${quotation.version > 1 ? ` (versión ${quotation.version})` : ""}`;
}

export function QuotationDocument({ quotation, company }: { quotation: Quotation; company: CompanyForDocuments }) {
  const heading = quotationHeading(quotation);
  const lines = [
    company.nit ? `NIT ${company.nit}` : "",
    company.address,
    [company.phone ? `Tel. ${formatPhone(company.phone)}` : "", company.email].filter(Boolean).join(" · "),
  ].filter(Boolean);
  return (
    <Document title={heading} author={company.name} language="es-CO">
      <Page size="LETTER" style={styles.page}>
        <View style={styles.header}>
          {company.logo ? <Image style={styles.logo} src={company.logo} /> : null}
          <View style={styles.seller}>
            <Text style={styles.school}>{company.name}</Text>
            {lines.map((line) => (
              <Text key={line} style={styles.sellerLine}>
                {line}
              </Text>
            ))}
            <Text style={styles.title}>{heading}</Text>
          </View>
        </View>
        <View style={styles.block}>
          <Text>
            <Text style={styles.label}>Cliente: </Text>
            {quotation.clientName || "Sin cliente"}
          </Text>
          <Text>
            <Text style={styles.label}>Proyecto: </Text>
            {quotation.projectName || "Sin proyecto"}
          </Text>
          <Text>
            <Text style={styles.label}>Fecha: </Text>
            {formatDateEsCo(quotation.date)}
          </Text>
          <Text>
            <Text style={styles.label}>Válida hasta: </Text>
            {formatDateEsCo(quotation.validUntil)} (30 días)
          </Text>
        </View>
        <View style={styles.table}>
          <View style={styles.headRow} fixed>
            <Text style={[styles.code, styles.label]}>Código</Text>
            <Text style={[styles.name, styles.label]}>Producto</Text>
            <Text style={[styles.qty, styles.label]}>Cantidad</Text>
            <Text style={[styles.money, styles.label]}>Precio</Text>
            <Text style={[styles.money, styles.label]}>Total</Text>
          </View>
          {quotation.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a printed, fixed list; the same product may appear twice
            <View style={styles.row} key={`${item.productId}-${index}`} wrap={false}>
              <Text style={styles.code}>{item.code}</Text>
              <Text style={styles.name}>{item.title}</Text>
              <Text style={styles.qty}>{item.quantity}</Text>
              <Text style={styles.money}>{formatMoney(item.price)}</Text>
              <Text style={styles.money}>{formatMoney(item.total)}</Text>
            </View>
          ))}
        </View>
        <View style={styles.totals} wrap={false}>
          <View style={styles.totalLine}>
            <Text>Subtotal</Text>
            <Text>{formatMoney(quotation.subtotal)}</Text>
          </View>
          <View style={styles.totalLine}>
            <Text>{discountLabel(quotation)}</Text>
            <Text>-{formatMoney(quotation.discount)}</Text>
          </View>
          <View style={styles.totalLine}>
            <Text style={styles.grand}>Total</Text>
            <Text style={styles.grand}>{formatMoney(quotation.total)}</Text>
          </View>
          <Text>IVA incluido</Text>
        </View>
        <Text style={styles.note}>Precios con IVA incluido. Esta cotización es válida por 30 días a partir de su fecha.</Text>
      </Page>
    </Document>
  );
}

export function renderQuotationPdf(quotation: Quotation, company: CompanyForDocuments): Promise<Buffer> {
  return renderToBuffer(<QuotationDocument quotation={quotation} company={company} />);
}

/** "cotizacion-12-constructora-andes.pdf": ASCII only, for the download name. */
export function quotationFileName(quotation: Quotation): string {
  const slug = fileNameSlug(quotation.clientName);
  return `cotizacion-${quotation.id ?? "borrador"}${slug ? `-${slug}` : ""}.pdf`;
}
