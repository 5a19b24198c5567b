import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type { CrmClient } from "../../common/crm/crm.schema.js";
import { crmStats, formatCop, renderCrmReport } from "../../server/domains/crm/crm-report.pdf.js";

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: parts.join("\n").replace(/\s+/g, " ") };
}

const client = (n: number, fields: Partial<CrmClient>): CrmClient => ({
  id: String(n),
  rowIndex: n,
  name: `Cliente ${n}`,
  contactPerson: "",
  email: "",
  phone: "",
  address: "",
  status: "prospect",
  totalProjects: 0,
  totalRevenue: 0,
  lastContact: "2026-11-20",
  notes: "",
  ...fields,
});

describe("CRM PDF report", () => {
  it("has the title, the es-CO date, the stats and every client with COP without decimals", async () => {
    const clients = [
      client(2, { name: "Pinturas Andinas S.A.S.", contactPerson: "Lucía Peña", email: "lucia@andinas.co", status: "active", totalProjects: 3, totalRevenue: 4500000 }),
      client(3, { name: "Ferretería Ñandú", status: "prospect" }),
      client(4, { name: "Colegio Árbol", status: "inactive", totalRevenue: 1250000.6 }),
    ];
    const pdf = await renderCrmReport({ clients, generatedAt: new Date("2026-11-23T15:00:00Z"), schoolName: "Colegio Tribu" });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { text, pages } = await pdfText(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("Reporte de Clientes CRM");
    expect(text).toContain("23 de noviembre de 2026");
    expect(text).toContain("Colegio Tribu");
    // Accents and ñ survive with the built-in Helvetica.
    for (const name of ["Pinturas Andinas S.A.S.", "Lucía Peña", "Ferretería Ñandú", "Colegio Árbol"]) expect(text).toContain(name);
    for (const word of ["Activo", "Prospecto", "Inactivo", "Total de clientes", "Ingresos totales"]) expect(text).toContain(word);
    expect(text).toContain(formatCop(4500000));
    expect(text).toContain(formatCop(5750001));
    expect(text).not.toMatch(/4\.500\.000,00/);
    expect(text).toContain("20 nov 2026");
  });

  it("formats COP with Colombian grouping and no decimals", () => {
    expect(formatCop(1500000)).toBe("$ 1.500.000");
    expect(formatCop(0)).toBe("$ 0");
    expect(crmStats([client(2, { status: "active", totalRevenue: 10 }), client(3, {})])).toEqual({ total: 2, active: 1, prospects: 1, inactive: 0, revenue: 10 });
  });

  it("runs onto more pages for a long list and says when there are no clients", async () => {
    const many = Array.from({ length: 40 }, (_, i) => client(i + 2, { name: `Empresa ${i + 1}` }));
    const long = await pdfText(await renderCrmReport({ clients: many, generatedAt: new Date(), schoolName: "Tribu" }));
    expect(long.pages).toBeGreaterThan(1);
    expect(long.text).toContain("Empresa 40");
    expect(long.text).toContain(`Página 1 de ${long.pages}`);
    const empty = await pdfText(await renderCrmReport({ clients: [], generatedAt: new Date(), schoolName: "Tribu" }));
    expect(empty.text).toContain("No hay clientes registrados.");
  });
});
