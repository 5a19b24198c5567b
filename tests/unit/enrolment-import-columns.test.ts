import { describe, expect, it } from "vitest";
import { bloodTypeOf, dayOf, documentTypeOf, gradeOf, guardianDocumentTypeOf, sexOf } from "../../common/enrolment/import-columns.js";
import { nextStatuses } from "../../common/enrolment/enrolment-transitions.js";
import { isUndeliverableEmail, placeholderEmail, shownEmail } from "../../common/users/placeholder-email.js";
import { missingRecordFields } from "../../common/enrolment/enrolment.schema.js";

/** Issue 36: how a spreadsheet's cells become the file's codes, as a Colombian school writes them. */
describe("import cells", () => {
  it("reads grades as the school writes them", () => {
    expect(["1°", "1º", "1", "Primero", "grado 1", "PRIMERO"].map(gradeOf)).toEqual(["1", "1", "1", "1", "1", "1"]);
    expect(["Transición", "transicion", "Grado 0", "Prejardín", "Jardín", "Quinto", "5°"].map(gradeOf)).toEqual(["transicion", "transicion", "transicion", "prejardin", "jardin", "5", "5"]);
    expect(gradeOf("Noveno")).toBe("Noveno");
  });
  it("reads document types, sex, blood types and dates", () => {
    expect(["RC", "Registro civil", "T.I.", "ti", "NUIP", "Permiso por protección temporal", "Sin documento", "CE"].map(documentTypeOf)).toEqual(["RC", "RC", "TI", "TI", "NUIP", "PPT", "SD", "CE"]);
    expect(guardianDocumentTypeOf("Cédula")).toBe("CC");
    expect(guardianDocumentTypeOf("Pasaporte")).toBe("PA");
    expect(["F", "Femenino", "mujer", "M", "Masculino", "Niño", "otro"].map(sexOf)).toEqual(["F", "F", "F", "M", "M", "M", "otro"]);
    expect(["O+", "o +", "A positivo", "AB negativo", "Z"].map(bloodTypeOf)).toEqual(["O+", "O+", "A+", "AB-", "Z"]);
    expect(dayOf("14/03/2019")).toEqual({ value: "2019-03-14" });
    expect(dayOf("2019-03-14")).toEqual({ value: "2019-03-14" });
    expect(dayOf("31/02/2019").error).toBe("El 31 de febrero de 2019 no existe");
  });
});

describe("placeholder email and the list's missing fields", () => {
  it("an address under .invalid is never mail and shows as 'Sin correo'", () => {
    const address = placeholderEmail("Ab12-Cd");
    expect(address).toBe("estudiante-ab12cd@sin-correo.invalid");
    expect(isUndeliverableEmail(address)).toBe(true);
    expect(isUndeliverableEmail("familia@escuela.co")).toBe(false);
    expect(isUndeliverableEmail("invalid@escuela.co")).toBe(false);
    expect(shownEmail(address)).toBe("Sin correo");
    expect(shownEmail("familia@escuela.co")).toBe("familia@escuela.co");
  });
  it("counts the SIMAT fields still empty; a child without document lacks no number", () => {
    expect(missingRecordFields({ documentType: "SD", firstNames: "Ana", lastNames: "Paz", birthDate: "2019-01-01", sex: "F", grade: "1" })).toEqual(["address", "municipality", "zone", "enrolledOn"]);
    expect(missingRecordFields({ documentType: "RC" })).toContain("documentNumber");
    expect(nextStatuses("graduado")).toEqual([]);
  });
});
