import { describe, expect, it } from "vitest";
import { enrolledFrom, eventsForYear, firstEnrolledIn } from "../../common/enrolment-reports/enrolment-year.js";
import { type SimatRecord, simatHeaders, simatProblemMessages as p, simatRow } from "../../common/enrolment-reports/simat-layout.js";
import { defaultSimatSettings, simatSettingsProblems, simatSettingsSchema } from "../../common/enrolment-reports/simat-settings.js";
import { grades } from "../../common/student-records/record-codes.js";
import { divipolaOf, simatDate, simatDocumentTypeCodes, simatGradeCodes, simatPhone, splitFirst } from "../../common/student-records/simat-codes.js";

const settings = simatSettingsSchema.parse({ daneCode: "305001000123", sedeDaneCode: "305001000123", sedeConsecutive: "30500100012301", municipalityCode: "05001", jornada: "6" });
const complete: SimatRecord = {
  documentType: "RC",
  documentNumber: "1023456789",
  firstNames: "Ana María",
  lastNames: "Ríos Cruz",
  birthDate: "2020-03-14",
  birthPlace: "76001 Cali",
  sex: "F",
  grade: "transicion",
  address: "Calle 10 # 20-30",
  municipality: "Medellín",
  zone: "rural",
  stratum: 0,
  supportCategory: null,
  guardianPhone: "+573001234567",
};
const row = (record: Partial<SimatRecord>, newThisYear = false) => simatRow({ ...complete, ...record }, { year: 2026, settings, newThisYear });

describe("SIMAT codes (Anexo 6A)", () => {
  it("maps Tribu's document types and grades to SIMAT's numbers; a child without a document has none", () => {
    expect(simatDocumentTypeCodes).toEqual({ RC: "5", TI: "2", NUIP: "7", CE: "3", PEP: "10", PPT: "13", SD: null });
    expect(grades.map((g) => simatGradeCodes[g])).toEqual(["-2", "-1", "0", "1", "2", "3", "4", "5"]);
  });

  it("reads a DIVIPOLA code at the start of a place, splits surnames with their particles, writes dates and phones as SIMAT does", () => {
    expect(divipolaOf("05001 Medellín")).toEqual({ department: "05", municipality: "001" });
    expect(divipolaOf("Medellín")).toBeNull();
    expect(divipolaOf("050011")).toBeNull();
    expect(splitFirst("de la Cruz Rojas")).toEqual(["de la Cruz", "Rojas"]);
    expect(splitFirst("Pérez")).toEqual(["Pérez", ""]);
    expect(splitFirst("  ")).toEqual(["", ""]);
    expect(simatDate("2020-03-14")).toBe("14/03/2020");
    expect(simatPhone("+573001234567")).toBe("3001234567");
  });
});

describe("a SIMAT row", () => {
  it("has a cell per column in order and no problem for a complete file", () => {
    const { cells, problems } = row({}, true);
    expect(Object.keys(cells)).toEqual(simatHeaders);
    expect(problems).toEqual([]);
    expect(cells).toMatchObject({ TIPO_DOCUMENTO: "5", GRADO: "0", ZON_ALU: "2", ESTRATO: "0", NUEVO: "S", MUN_CODIGO: "001", NAC_DEPTO: "76", NAC_MUN: "001", EXP_DEPTO: "76" });
    // A residence written without its code: the school's municipality.
    expect([cells.RES_DEPTO, cells.RES_MUN]).toEqual(["05", "001"]);
  });

  it("says what to fix for what SIMAT would refuse", () => {
    expect(row({ documentType: "SD", documentNumber: null }).problems).toEqual([p.noDocument]);
    expect(row({ documentType: "TI", documentNumber: "12AB" }).problems).toEqual([p.documentDigits]);
    expect(row({ documentNumber: "" }).problems).toEqual([p.documentNumber]);
    expect(row({ address: " ", stratum: null, zone: null, sex: null, birthDate: null, grade: null }).problems).toEqual([p.birthDate, p.sex, p.grade, p.address, p.stratum, p.zone]);
    expect(row({ lastNames: "Aaaaaaaaaaaaaaaaaaaaaaa Cruz" }).problems).toEqual([p.namePartTooLong("El primer apellido")]);
  });

  it("takes a declared support category's SIMAT code, and asks for it when the category has none", () => {
    expect(row({ supportCategory: "8 Intelectual" }).cells.TIPO_DISCAPACIDAD).toBe("8");
    const uncoded = row({ supportCategory: "Trastorno del espectro autista" });
    expect(uncoded.cells.TIPO_DISCAPACIDAD).toBe("");
    expect(uncoded.problems).toEqual([p.disability]);
  });

  it("names the school's SIMAT data still missing", () => {
    expect(simatSettingsProblems(defaultSimatSettings)).toHaveLength(5);
    expect(simatSettingsProblems(settings)).toEqual([]);
  });
});

describe("who a year's reports hold", () => {
  const ev = (id: number, status: "matriculado" | "retirado" | "trasladado" | "promovido", effectiveOn: string) => ({ id, status, effectiveOn });

  it("a child enrolled within the year, or still enrolled when it starts; not one retired the year before", () => {
    expect(enrolledFrom([ev(1, "matriculado", "2026-01-20")], 2026)).toBe("2026-01-20");
    expect(enrolledFrom([ev(1, "matriculado", "2025-01-15"), ev(2, "retirado", "2026-03-10")], 2026)).toBe("2025-01-15");
    expect(enrolledFrom([ev(1, "matriculado", "2024-01-22"), ev(2, "retirado", "2025-06-01")], 2026)).toBeNull();
    expect(enrolledFrom([ev(1, "matriculado", "2025-01-15"), ev(2, "promovido", "2025-11-30"), ev(3, "matriculado", "2026-01-19")], 2026)).toBe("2026-01-19");
    expect(enrolledFrom([ev(1, "matriculado", "2027-01-19")], 2026)).toBeNull();
  });

  it("a file without novedades counts for the year of its date of enrolment when it is matriculado", () => {
    expect(enrolledFrom([], 2026, { status: "matriculado", enrolledOn: "2026-02-02" })).toBe("2026-02-02");
    expect(enrolledFrom([], 2027, { status: "matriculado", enrolledOn: "2026-02-02" })).toBeNull();
    expect(enrolledFrom([], 2026, { status: "prematriculado", enrolledOn: "2026-02-02" })).toBeNull();
  });

  it("the book shows the novedad in force at the year's start and the year's own; NUEVO is the year of the first matrícula", () => {
    const events = [ev(1, "matriculado", "2024-01-22"), ev(2, "promovido", "2024-11-30"), ev(3, "matriculado", "2025-01-20"), ev(4, "retirado", "2026-03-10")];
    expect(eventsForYear(events, 2026).map((e) => e.id)).toEqual([3, 4]);
    expect(firstEnrolledIn(events, 2024, null)).toBe(true);
    expect(firstEnrolledIn(events, 2026, null)).toBe(false);
    expect(firstEnrolledIn([], 2026, "2026-01-20")).toBe(true);
  });
});
