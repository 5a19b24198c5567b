import { describe, expect, it } from "vitest";
import { pdfText } from "../setup/pdf-text.js";
import { validPng } from "../fakes/png.js";
import type { CompanyForDocuments } from "../../server/domains/settings/company.js";
import { formatDateEsCo, renderQuotationPdf } from "../../server/domains/quotations/quotation.pdf.js";
import type { Quotation } from "../../common/quotations/quotations.schema.js";

const quotation: Quotation = {
  id: 7,
  clientName: "Constructora Los Andes",
  clientEmail: null,
  projectName: "Colegio sede norte",
  items: [
    { productId: 1, code: "VBC-001", title: "Vinilo blanco cubeta 19LT", price: 320500.5, quantity: 2, total: 641001 },
    { productId: 2, code: "VBG-002", title: "Vinilo blanco galón 4LT", price: 85000, quantity: 1, total: 85000 },
  ],
  subtotal: 726001,
  discount: 72600.1,
  discountType: "percentage",
  discountValue: 10,
  total: 653400.9,
  date: "2026-11-23T15:00:00.000Z",
  status: "pending",
  statusLabel: "Pendiente",
  createdAt: "2026-11-23T15:00:00.000Z",
  validUntil: "2026-12-23T15:00:00.000Z",
  version: 1,
  previousVersions: [],
};

const school: CompanyForDocuments = { name: "Colegio Tribu", nit: "", address: "", phone: "", email: "", hasLogo: false, logo: null };

const tinyPng = validPng();

describe("quotation PDF", () => {
  it("names the seller: company, NIT, address, phone, email and logo, with the number, version and validity (issue 22)", async () => {
    const company: CompanyForDocuments = {
      name: "Pinturas del Valle S.A.S.",
      nit: "800.197.268-4",
      address: "Calle 10 # 20-30, Cali",
      phone: "+576023456789",
      email: "ventas@pinturas.test",
      hasLogo: true,
      logo: { data: tinyPng, format: "png" },
    };
    const buffer = await renderQuotationPdf({ ...quotation, version: 2 }, company);
    const text = await pdfText(buffer);
    for (const expected of [
      "Pinturas del Valle S.A.S.",
      "NIT 800.197.268-4",
      "Calle 10 # 20-30, Cali",
      "Tel. +57 602 345 6789",
      "ventas@pinturas.test",
      "Cotización N.º 7 (versión 2)",
      "Válida hasta: 23 de diciembre de 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(buffer.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    expect((await renderQuotationPdf(quotation, school)).toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });


  it("shows the school, client, project, items, discount, totals with IVA and the validity in es-CO", async () => {
    const buffer = await renderQuotationPdf(quotation, school);
    expect(buffer.subarray(0, 5).toString()).toBe("%PDF-");
    const text = await pdfText(buffer);
    for (const expected of [
      "Colegio Tribu",
      "Cotización N.º 7",
      "Constructora Los Andes",
      "Colegio sede norte",
      "VBC-001",
      "Vinilo blanco cubeta 19LT",
      "Vinilo blanco galón 4LT",
      "$ 320.500,50",
      "$ 641.001",
      "Subtotal",
      "$ 726.001",
      "Descuento (10%)",
      "-$ 72.600,10",
      "$ 653.400,90",
      "IVA incluido",
      "23 de noviembre de 2026",
      "23 de diciembre de 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(formatDateEsCo(quotation.validUntil)).toBe("23 de diciembre de 2026");
  });
});
