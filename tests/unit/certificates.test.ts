import { describe, expect, it } from "vitest";
import { certificadoStatement, constanciaStatement, identityLine } from "../../common/certificates/certificate-text.js";
import { codeAlphabet, maskDocument, maskName, normaliseCertificateCode } from "../../common/certificates/certificates.js";
import { randomCertificateCode } from "../../server/domains/certificates/certificates.service.js";

const student = { firstNames: "Ana", lastNames: "Ríos Peña", documentType: "TI" as const, documentNumber: "1012345678" };

describe("a certificate's code", () => {
  it("is TRB and three groups of four characters of an alphabet of 32 without O and I (60 random bits)", () => {
    expect(codeAlphabet).toHaveLength(32);
    expect(codeAlphabet).not.toMatch(/[OI01]/);
    const codes = new Set(Array.from({ length: 2000 }, () => randomCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(/^TRB-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
    // Every character of the alphabet turns up in every position: no position is fixed or biased away.
    for (const position of [4, 9, 14]) expect(new Set([...codes].map((c) => c[position])).size).toBe(32);
  });

  it("is read in any case, with or without dashes, spaces or the prefix; anything else is no code", () => {
    expect(normaliseCertificateCode("trb-7kq4-m2xd-9pha")).toBe("TRB-7KQ4-M2XD-9PHA");
    expect(normaliseCertificateCode("TRB7KQ4M2XD9PHA")).toBe("TRB-7KQ4-M2XD-9PHA");
    expect(normaliseCertificateCode(" 7KQ4 M2XD 9PHA ")).toBe("TRB-7KQ4-M2XD-9PHA");
    for (const typed of ["", "TRB-7KQ4-M2XD", "TRB-7KQ4-M2XD-9PHO", "TRB-7KQ4-M2XD-9PH1", "XYZ-7KQ4-M2XD-9PHA", "a".repeat(500)]) expect(normaliseCertificateCode(typed), typed).toBeNull();
  });
});

describe("what the public page shows of the student", () => {
  it("masks each name to its first letters and hides its length", () => {
    expect(maskName("Sofía Valentina Ramírez García")).toBe("Sof••• Val••• Ram••• Gar•••");
    expect(maskName("  Lu  Gil   Peña ")).toBe("L••• Gi••• Pe•••");
  });

  it("gives the document's type and last three digits, or 'sin documento'", () => {
    expect(maskDocument("RC", "1023456")).toBe("RC terminado en •••456");
    expect(maskDocument("PPT", "PPT998877")).toBe("PPT terminado en •••877");
    expect(maskDocument("SD", null)).toBe("sin documento");
  });
});

describe("the paper's Spanish agrees with the sex on the file", () => {
  it("says identificada/identificado and está matriculada/matriculado, and needs no agreement without a sex", () => {
    expect(identityLine({ ...student, sex: "F" })).toBe("ANA RÍOS PEÑA, identificada con tarjeta de identidad n.º 1012345678");
    expect(identityLine({ ...student, sex: "M" })).toBe("ANA RÍOS PEÑA, identificado con tarjeta de identidad n.º 1012345678");
    expect(identityLine({ ...student, sex: null })).toBe("ANA RÍOS PEÑA, con tarjeta de identidad n.º 1012345678");
    expect(constanciaStatement("Colegio", { ...student, sex: "F" }, "2°", 2026)).toContain("está matriculada en el grado 2° para el año lectivo 2026.");
    expect(constanciaStatement("Colegio", { ...student, sex: "M" }, "2°", 2026)).toContain("está matriculado en el grado 2°");
    expect(constanciaStatement("Colegio", { ...student, sex: null }, null, 2026)).toContain("tiene matrícula vigente en la institución para el año lectivo 2026.");
  });

  it("says cursó y aprobó for a promoted year and cursó for one not promoted", () => {
    expect(certificadoStatement("Colegio", { ...student, sex: "F" }, "3°", 2025, true)).toContain("cursó y aprobó el grado 3° en el año lectivo 2025");
    expect(certificadoStatement("Colegio", { ...student, sex: "F" }, "3°", 2025, false)).toContain("cursó el grado 3° en el año lectivo 2025");
  });
});
