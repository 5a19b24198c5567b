import { formatPhone } from "../../../common/phone.js";
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import { type CrmClient, crmStatusLabels } from "../../../common/crm/crm.schema.js";
import { crmStats, formatCop, formatCrmDate } from "../../../common/crm/crm-format.js";
import { formatLongDate } from "../../../common/format.js";

export { crmStats, formatCop };

const styles = StyleSheet.create({
  page: { padding: 32, fontSize: 9, fontFamily: "Helvetica", color: "#1f2937" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginBottom: 4 },
  subtitle: { fontSize: 10, color: "#4b5563", marginBottom: 14 },
  stats: { flexDirection: "row", marginBottom: 16 },
  stat: { flexGrow: 1, flexBasis: 0, borderWidth: 1, borderColor: "#d1d5db", borderRadius: 4, padding: 6, marginRight: 6 },
  statLabel: { fontSize: 8, color: "#4b5563" },
  statValue: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 2 },
  row: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#e5e7eb", paddingVertical: 4 },
  head: { flexDirection: "row", borderBottomWidth: 1.5, borderBottomColor: "#1f2937", paddingVertical: 4, fontFamily: "Helvetica-Bold" },
  empty: { marginTop: 12, fontSize: 10 },
  footer: { position: "absolute", bottom: 18, left: 32, right: 32, fontSize: 8, color: "#6b7280", textAlign: "right" },
});

const columns: { label: string; width: string; cell: (client: CrmClient) => string; align?: "right" }[] = [
  { label: "Empresa", width: "20%", cell: (c) => c.name },
  { label: "Contacto", width: "15%", cell: (c) => c.contactPerson },
  { label: "Email / Teléfono", width: "21%", cell: (c) => [c.email, c.phone ? formatPhone(c.phone) : ""].filter(Boolean).join("\n") },
  { label: "Estado", width: "10%", cell: (c) => crmStatusLabels[c.status] },
  { label: "Proyectos", width: "9%", cell: (c) => String(c.totalProjects), align: "right" },
  { label: "Ingresos", width: "13%", cell: (c) => formatCop(c.totalRevenue), align: "right" },
  { label: "Último contacto", width: "12%", cell: (c) => formatCrmDate(c.lastContact) },
];

export type CrmReportData = { clients: CrmClient[]; generatedAt: Date; schoolName: string };

function CrmReport({ clients, generatedAt, schoolName }: CrmReportData) {
  const stats = crmStats(clients);
  const date = formatLongDate(generatedAt);
  const cards = [
    ["Total de clientes", String(stats.total)],
    ["Activos", String(stats.active)],
    ["Prospectos", String(stats.prospects)],
    ["Inactivos", String(stats.inactive)],
    ["Ingresos totales", formatCop(stats.revenue)],
  ];
  return (
    <Document title="Reporte de Clientes CRM" author={schoolName} language="es-CO">
      <Page size="A4" orientation="landscape" style={styles.page}>
        <Text style={styles.title}>Reporte de Clientes CRM</Text>
        <Text style={styles.subtitle}>
          {schoolName} - Generado el {date}
        </Text>
        <View style={styles.stats}>
          {cards.map(([label, value]) => (
            <View key={label} style={styles.stat}>
              <Text style={styles.statLabel}>{label}</Text>
              <Text style={styles.statValue}>{value}</Text>
            </View>
          ))}
        </View>
        <View style={styles.head} fixed>
          {columns.map((column) => (
            <Text key={column.label} style={{ width: column.width, paddingRight: 4, textAlign: column.align ?? "left" }}>
              {column.label}
            </Text>
          ))}
        </View>
        {clients.map((client) => (
          <View key={client.id} style={styles.row} wrap={false}>
            {columns.map((column) => (
              <Text key={column.label} style={{ width: column.width, paddingRight: 4, textAlign: column.align ?? "left" }}>
                {column.cell(client)}
              </Text>
            ))}
          </View>
        ))}
        {clients.length === 0 ? <Text style={styles.empty}>No hay clientes registrados.</Text> : null}
        <Text style={styles.footer} render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} fixed />
      </Page>
    </Document>
  );
}

/** Renders the CRM report to PDF bytes on the server (built-in Helvetica covers Spanish accents). */
export async function renderCrmReport(data: CrmReportData): Promise<Buffer> {
  return renderToBuffer(<CrmReport {...data} />);
}
