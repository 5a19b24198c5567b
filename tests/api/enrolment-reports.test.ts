import readXlsxFile from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simatProblemMessages as p, simatHeaders } from "../../common/enrolment-reports/simat-layout.js";
import { type SimatSettings, simatSettingsMessages } from "../../common/enrolment-reports/simat-settings.js";
import { type RecordInputRaw, recordInputSchema } from "../../common/student-records/record.schema.js";
import type { EnrolmentStatus } from "../../common/student-records/record-codes.js";
import { insertEvent, saveRecord } from "../../server/domains/student-records/student-records.repo.js";
import { type Actor, firstAdmin, rest, signedIn, trpc } from "../setup/as-role.js";
import { trpcQuery } from "../setup/http.js";
import { pdfText } from "../setup/pdf-text.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/** Issue 36: the SIMAT report (Anexo 6A) and the Libro de matrícula of a year, for admins. */
describe("enrolment reports: SIMAT and the enrolment book", () => {
  let platform: TestPlatform;
  let admin: Actor;
  let teacher: Actor;
  let parent: Actor;
  let student: Actor;
  let ana: number;
  let beto: number;
  const ids: Record<string, number> = {};
  const simat: SimatSettings = { daneCode: "305001000123", sedeDaneCode: "305001000123", sedeConsecutive: "30500100012301", municipalityCode: "05001", jornada: "6", calendario: "A", group: "01", methodology: "1" };

  const base: RecordInputRaw = {
    documentType: "RC",
    documentNumber: "1023456789",
    firstNames: "Ana María",
    lastNames: "Ríos de la Cruz",
    birthDate: "2020-03-14",
    birthPlace: "05001 Medellín",
    sex: "F",
    grade: "transicion",
    address: "Calle 10 # 20-30",
    municipality: "05001 Medellín",
    zone: "urbana",
    stratum: 2,
    guardians: [{ name: "María Cruz", documentType: "CC", documentNumber: "43123456", relationship: "Madre", phone: "300 123 4567", canPickUp: true }],
    enrolledOn: "2026-01-20",
  };

  async function file(key: string, studentId: number | null, input: Partial<RecordInputRaw>, events: [EnrolmentStatus, string, string?, string?][]) {
    const parsed = recordInputSchema("2026-11-30").parse({ ...base, ...input });
    await platform.db.transaction().execute(async (trx) => {
      const recordId = await saveRecord(trx, { studentId, recordId: undefined }, parsed, admin.id);
      ids[key] = recordId;
      for (const [status, effectiveOn, reason, destinationSchool] of events) {
        await insertEvent(trx, { recordId, status, effectiveOn, year: Number(effectiveOn.slice(0, 4)), reason: reason ?? "", destinationSchool: destinationSchool ?? null, grade: null, byId: admin.id });
      }
    });
  }

  beforeAll(async () => {
    platform = await createTestPlatform();
    admin = await firstAdmin(platform, { firstName: "Marta", lastName: "Gómez" });
    teacher = await signedIn(platform, "teacher");
    parent = await signedIn(platform, "parent");
    student = await signedIn(platform, "student");
    ana = (await createUser(platform, { role: "student", firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
    beto = (await createUser(platform, { role: "student", firstName: "Beto", lastName: "Mar", tribe: "Tribu 2" })).id;
    // Ana: a complete RC file, enrolled this year (new: NUEVO S).
    await file("ana", ana, {}, [["matriculado", "2026-01-20"]]);
    // Beto: NUIP, 3°, rural, enrolled last year and retired in March of this one: in both years' reports.
    await file(
      "beto",
      beto,
      { documentType: "NUIP", documentNumber: "1099887766", firstNames: "Beto", lastNames: "Mar Gil", sex: "M", grade: "3", birthDate: "2017-05-02", zone: "rural", stratum: 1, enrolledOn: "2025-01-15" },
      [
        ["matriculado", "2025-01-15"],
        ["retirado", "2026-03-10", "Cambio de ciudad"],
      ],
    );
    // Carla: a migrant child with a PPT and no account, without address nor stratum yet.
    await file("carla", null, { documentType: "PPT", documentNumber: "PPT1234567", firstNames: "Carla", lastNames: "Pérez", grade: "1", address: null, stratum: null, birthPlace: "Maracaibo", birthCountry: "Venezuela" }, [["matriculado", "2026-02-01"]]);
    // Dani: no document yet (SD), Jardín.
    await file("dani", null, { documentType: "SD", documentNumber: null, firstNames: "Daniel", lastNames: "Soto", sex: "M", grade: "jardin", birthDate: "2022-08-01" }, [["matriculado", "2026-01-20"]]);
    // Eva: retired last year: not in this year's report.
    await file("eva", null, { documentNumber: "1011223344", firstNames: "Eva", lastNames: "Luna", grade: "2" }, [
      ["matriculado", "2024-01-22"],
      ["retirado", "2025-06-01", "Traslado de la familia"],
    ]);
  });
  afterAll(() => platform.close());

  it("the check lists the rows SIMAT would refuse, with what to fix, and the school's missing SIMAT data", async () => {
    const check = await trpc(admin).enrolmentReports.simatCheck({ year: 2026 });
    expect(check.rows).toBe(4);
    expect(check.settingsProblems).toContain("Falta el código DANE del establecimiento (Datos de SIMAT)");
    expect(check.problems).toEqual([
      { studentId: null, recordId: ids.dani, name: "Daniel Soto", problems: [p.noDocument] },
      { studentId: null, recordId: ids.carla, name: "Carla Pérez", problems: [p.address, p.stratum] },
    ]);
    expect(check.layoutVersion).toContain("Anexo 6A");
  });

  it("the school's SIMAT data: admins save it, with Spanish messages per field", async () => {
    const bad = await rest(admin, "POST", "/trpc/enrolmentReports.saveSimatSettings", { ...simat, daneCode: "123", municipalityCode: "Medellín" });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain(simatSettingsMessages.daneCode);
    expect(JSON.stringify(bad.json())).toContain(simatSettingsMessages.municipalityCode);
    await trpc(admin).enrolmentReports.saveSimatSettings(simat);
    expect(await trpc(admin).enrolmentReports.simatSettings()).toEqual(simat);
    expect((await trpc(admin).enrolmentReports.simatCheck({ year: 2026 })).settingsProblems).toEqual([]);
  });

  it("the spreadsheet: SIMAT's headers in order, the refused rows first, and SIMAT's codes", async () => {
    await trpc(admin).enrolmentReports.saveSimatSettings(simat);
    const response = await rest(admin, "GET", "/api/enrolment/simat?year=2026");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("spreadsheetml");
    expect(response.headers["content-disposition"]).toContain('filename="simat-anexo-6a-2026.xlsx"');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const sheets = await readXlsxFile(response.rawPayload);
    expect(sheets.map((s) => s.sheet)).toEqual(["Revisar", "Anexo 6A"]);
    const review = sheets[0]?.data ?? [];
    expect(review.map((row) => row[0])).toEqual(["Estudiante", "Daniel Soto", "Carla Pérez"]);
    expect(String(review[2]?.[2])).toContain(p.address);
    const [headers, ...rows] = sheets[1]?.data ?? [];
    expect(headers).toEqual(simatHeaders);
    const col = (row: unknown[] | undefined, header: string) => row?.[simatHeaders.indexOf(header as never)] ?? null;
    expect(rows.map((row) => col(row, "NOMBRE1"))).toEqual(["Daniel", "Carla", "Beto", "Ana"]);
    const [dani, carla, betoRow, anaRow] = rows;
    expect(col(dani, "TIPO_DOCUMENTO")).toBeNull();
    expect(col(dani, "GRADO")).toBe("-1");
    expect(col(carla, "TIPO_DOCUMENTO")).toBe("13");
    expect(col(carla, "GRADO")).toBe("1");
    // Ana: RC (5), Transición (0), urban (1), new this year; "Ríos de la Cruz" split as SIMAT's two surnames.
    expect(Object.fromEntries(["ANO_INF", "MUN_CODIGO", "CODIGO_DANE", "TIPO_DOCUMENTO", "NRO_DOCUMENTO", "EXP_DEPTO", "EXP_MUN", "APELLIDO1", "APELLIDO2", "NOMBRE1", "NOMBRE2", "TEL", "RES_DEPTO", "RES_MUN", "ESTRATO", "FECHA_NACIMIENTO", "GENERO", "TIPO_JORNADA", "GRADO", "GRUPO", "NUEVO", "ZON_ALU", "TIPO_DISCAPACIDAD"].map((h) => [h, col(anaRow, h)]))).toEqual({
      ANO_INF: "2026",
      MUN_CODIGO: "001",
      CODIGO_DANE: "305001000123",
      TIPO_DOCUMENTO: "5",
      NRO_DOCUMENTO: "1023456789",
      EXP_DEPTO: "05",
      EXP_MUN: "001",
      APELLIDO1: "Ríos",
      APELLIDO2: "de la Cruz",
      NOMBRE1: "Ana",
      NOMBRE2: "María",
      TEL: "3001234567",
      RES_DEPTO: "05",
      RES_MUN: "001",
      ESTRATO: "2",
      FECHA_NACIMIENTO: "14/03/2020",
      GENERO: "F",
      TIPO_JORNADA: "6",
      GRADO: "0",
      GRUPO: "01",
      NUEVO: "S",
      ZON_ALU: "1",
      TIPO_DISCAPACIDAD: "99",
    });
    // Beto: NUIP (7), 3°, rural (2), enrolled last year (NUEVO N), still in this year's report after his retirement in March.
    expect([col(betoRow, "TIPO_DOCUMENTO"), col(betoRow, "GRADO"), col(betoRow, "ZON_ALU"), col(betoRow, "NUEVO"), col(betoRow, "GENERO")]).toEqual(["7", "3", "2", "N", "M"]);
    // Eva, retired last year, is not in this year's report; she is in last year's, with Beto.
    const lastYear = await readXlsxFile((await rest(admin, "GET", "/api/enrolment/simat?year=2025")).rawPayload);
    expect((lastYear[1]?.data ?? []).slice(1).map((row) => col(row, "NOMBRE1"))).toEqual(["Eva", "Beto"]);
    // A year before any matrícula: the headers alone. (A status in force carries over: Ana stays matriculada until a novedad says otherwise.)
    const empty = await readXlsxFile((await rest(admin, "GET", "/api/enrolment/simat?year=2023")).rawPayload);
    expect(empty[1]?.data).toEqual([simatHeaders]);
    const audit = await platform.db.selectFrom("auditLog").select(["action", "details"]).where("action", "=", "enrolment_report.simat_downloaded").execute();
    expect(audit.map((a) => JSON.parse(a.details))).toContainEqual({ year: 2026, rows: 4, refused: 2 });
  });

  it("the enrolment book: one numbered entry per student of the year, with guardians and novedades, signed by the head of school", async () => {
    await rest(admin, "PUT", "/api/report-cards/settings", { scale: { superior: 9, alto: 8, basico: 6 }, preschoolTribes: [], dimensions: ["Socio-afectiva"], periodWeights: [], directorName: "Lucía Herrera", headTitle: "Directora" });
    const response = await rest(admin, "GET", "/api/enrolment/book?year=2026");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain('filename="libro-de-matricula-2026.pdf"');
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Libro de matrícula 2026");
    // Enrolment order: Beto (carried over from 2025-01-15), then Ana and Daniel (20 January, by surname), then Carla.
    const order = ["Matrícula N.º 1: Mar Gil, Beto", "Matrícula N.º 2: Ríos de la Cruz, Ana María", "Matrícula N.º 3: Soto, Daniel", "Matrícula N.º 4: Pérez, Carla"].map((entry) => text.indexOf(entry));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toContain("Luna, Eva");
    expect(text).toContain("Registro civil de nacimiento 1023456789");
    expect(text).toContain("Permiso por protección temporal (PPT) PPT1234567");
    expect(text).toContain("María Cruz (Madre), Cédula de ciudadanía 43123456");
    expect(text).toContain("Retirado");
    expect(text).toContain("Cambio de ciudad");
    expect(text).toContain("Matriculada");
    expect(text).toContain("Marta Gómez");
    expect(text).toContain("Este libro contiene 4 matrículas del año 2026");
    expect(text).toContain("Lucía Herrera Directora");
    expect(text).toMatch(/Página 1 de \d/);
    const audit = await platform.db.selectFrom("auditLog").select(["details"]).where("action", "=", "enrolment_report.book_downloaded").execute();
    expect(audit.map((a) => JSON.parse(a.details))).toEqual([{ year: 2026, entries: 4 }]);
  });

  it("a year without students or a bad year answers in Spanish", async () => {
    const none = await rest(admin, "GET", "/api/enrolment/book?year=2023");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("No hay estudiantes matriculados en 2023: el libro de matrícula de ese año no tiene entradas.");
    for (const url of ["/api/enrolment/book?year=dos-mil", "/api/enrolment/simat?year=1850", "/api/enrolment/simat"]) {
      const bad = await rest(admin, "GET", url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.year).toBe("Elige un año entre 2000 y 2100 (por ejemplo 2026)");
    }
  });

  it("only admins: teachers, families and students 403, nobody signed in 401", async () => {
    for (const url of ["/api/enrolment/simat?year=2026", "/api/enrolment/book?year=2026"]) {
      for (const who of [teacher, parent, student]) expect((await rest(who, "GET", url)).statusCode).toBe(403);
      expect((await rest(platform, "GET", url)).statusCode).toBe(401);
    }
    for (const who of [teacher, parent, student]) {
      expect((await trpcQuery(platform.app, "enrolmentReports.simatCheck", { year: 2026 }, bearer(who.token))).statusCode).toBe(403);
      expect((await trpcQuery(platform.app, "enrolmentReports.simatSettings", undefined, bearer(who.token))).statusCode).toBe(403);
    }
    expect((await trpcQuery(platform.app, "enrolmentReports.simatCheck", { year: 2026 })).statusCode).toBe(401);
  });
});
