import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { countRows } from "../../server/domains/enrolment/enrolment.repo.js";
import { suggestMapping } from "../../common/enrolment/import-columns.js";

/**
 * Issue 36: POST /api/enrolment/import — the school's spreadsheet (XLSX or CSV) previewed with every
 * row's errors (?dryRun=1, nothing written), confirmed all-or-nothing, re-imported without duplicates.
 */

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});
afterAll(async () => {
  await platform?.close();
});

const headers = ["Tipo de documento", "Número de documento", "Nombres", "Apellidos", "Fecha de nacimiento", "Sexo", "Grado", "Tribu", "EPS", "RH", "Acudiente", "Teléfono acudiente", "Parentesco"];
const good = [
  ["RC", "1012345678", "Sofía", "Ramírez Díaz", "14/03/2019", "F", "1°", "Tribu 1", "Sura", "O+", "Marta Díaz", "300 123 4567", "Madre"],
  ["Tarjeta de identidad", "1098765432", "Mateo", "López Ruiz", "02/05/2016", "Masculino", "Cuarto", "Tribu 2", "Sanitas", "A positivo", "Luis López", "3109876543", "Padre"],
  ["PPT", "PPT1234567", "Valentina", "Gómez Pérez", "20/07/2020", "F", "Transición", "Tribu 1", "", "", "Ana Pérez", "3001112233", "Madre"],
  ["SD", "", "Samuel", "Torres Gil", "2019-09-09", "M", "Primero", "", "", "", "", "", ""],
];
const csvOf = (rows: string[][]) => Buffer.from(`${[headers, ...rows].map((r) => r.map((c) => (/[;,"]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(";")).join("\r\n")}\r\n`, "utf8");
const dry = (file: Buffer, name = "matricula.csv", fields: Record<string, string> = {}) => upload(admin, "POST", "/api/enrolment/import?dryRun=1", fields, { name, content: file });
const confirm = (file: Buffer, name = "matricula.csv") => upload(admin, "POST", "/api/enrolment/import", {}, { name, content: file });

describe("the column-matching suggestion", () => {
  it("matches the school's Spanish headers, with or without accents, and leaves unknown ones out", () => {
    expect(suggestMapping(["TIPO DOCUMENTO", "No. documento", "Nombres", "Apellidos", "Fecha nacimiento", "Género", "Curso", "Teléfono del acudiente", "Observaciones"])).toEqual({
      "TIPO DOCUMENTO": "documentType",
      "No. documento": "documentNumber",
      Nombres: "firstNames",
      Apellidos: "lastNames",
      "Fecha nacimiento": "birthDate",
      Género: "sex",
      Curso: "grade",
      "Teléfono del acudiente": "guardianPhone",
      Observaciones: null,
    });
  });
});

describe("import from the school's spreadsheet", () => {
  it("a dry run answers headers, mapping and each row with its field errors, and writes nothing", async () => {
    const before = await countRows(platform.db);
    const bad = [
      ["RC", "12AB", "Lucía", "Mora", "31/02/2019", "F", "1°", "Tribu 1", "", "", "", "", ""],
      ["TI", "1033333333", "Pedro", "", "01/01/2021", "X", "Noveno", "Tribu 9", "", "Z+", "Rosa", "123", ""],
    ];
    const answer = await dry(csvOf([...good, ...bad]));
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, dryRun: true, headers, missing: [], summary: { total: 6, create: 6, update: 0, withErrors: 2 } });
    expect(body.mapping).toMatchObject({ "Tipo de documento": "documentType", RH: "bloodType", Acudiente: "guardianName", "Teléfono acudiente": "guardianPhone", Parentesco: "guardianRelationship" });
    expect(body.rows[0]).toMatchObject({ line: 2, action: "create", errors: {}, values: { firstNames: "Sofía", birthDate: "14/03/2019" } });
    expect(body.rows[3].warnings.documentType).toBe("Sin documento: no hay otra ficha con estos nombres y fecha de nacimiento, se creará una nueva");
    expect(body.rows[4].errors).toEqual({
      documentNumber: "El número de un registro civil, una tarjeta de identidad o un NUIP lleva solo dígitos (de 6 a 11)",
      birthDate: "El 31 de febrero de 2019 no existe",
    });
    expect(body.rows[5].errors).toMatchObject({
      lastNames: "Escribe los apellidos como están en el documento",
      sex: "Elige el sexo como está en el documento (F o M)",
      grade: "Elige el grado (Prejardín, Jardín, Transición o de 1° a 5°)",
      tribe: "La tribu no existe (Tribu 1 a Tribu 5)",
      bloodType: "Elige el grupo sanguíneo y el RH (O+, O-, A+, A-, B+, B-, AB+ o AB-)",
      guardianRelationship: "Escribe el parentesco (madre, padre, abuela, tío...)",
      guardianPhone: "El teléfono no es válido: un celular de 10 dígitos (300 123 4567) o un fijo con indicativo",
    });
    expect(await countRows(platform.db)).toEqual(before);

    // Confirming the file as it is: refused with each row's errors, still nothing written.
    const refused = await confirm(csvOf([...good, ...bad]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("2 filas tienen errores: corrígelas antes de confirmar");
    expect(refused.json().fields).toMatchObject({ "rows.4.birthDate": "El 31 de febrero de 2019 no existe", "rows.5.sex": "Elige el sexo como está en el documento (F o M)" });
    expect(await countRows(platform.db)).toEqual(before);

    // The preview's rows, fixed, confirmed as JSON: six files, six accounts, six novedades.
    const rows = body.rows.map((r: { values: Record<string, string> }) => r.values);
    rows[4] = { ...rows[4], documentNumber: "1044444444", birthDate: "28/02/2019" };
    rows[5] = { ...rows[5], lastNames: "Castro", sex: "M", grade: "Transición", tribe: "Tribu 2", bloodType: "B-", guardianPhone: "3001234567", guardianRelationship: "Abuela", documentType: "RC" };
    const recheck = await rest(admin, "POST", "/api/enrolment/import?dryRun=1", { rows });
    expect(recheck.json().summary).toMatchObject({ total: 6, withErrors: 0 });
    const done = await rest(admin, "POST", "/api/enrolment/import", { rows });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, created: 6, updated: 0, message: "Importación terminada: 6 fichas nuevas y 0 actualizadas." });
    expect(await countRows(platform.db)).toEqual({ users: before.users + 6, records: before.records + 6 });

    const sofia = await platform.db
      .selectFrom("studentRecords as r")
      .innerJoin("users as u", "u.id", "r.studentId")
      .select(["r.id", "r.status", "r.grade", "r.birthDate", "r.bloodType", "u.email", "u.role", "u.status as accountStatus", "u.tribe", "u.passwordHash"])
      .where("r.documentNumber", "=", "1012345678")
      .executeTakeFirstOrThrow();
    expect(sofia).toMatchObject({ status: "matriculado", grade: "1", birthDate: "2019-03-14", bloodType: "O+", role: "student", accountStatus: "active", tribe: "Tribu 1" });
    expect(sofia.email).toMatch(/@sin-correo\.invalid$/);
    // No password can open the account: the child signs in with the class code.
    expect((await rest(platform, "POST", "/api/login", { email: sofia.email, password: sofia.passwordHash })).statusCode).toBe(401);
    const guardians = await platform.db.selectFrom("studentGuardians").select(["name", "phone", "relationship"]).where("recordId", "=", sofia.id).execute();
    expect(guardians).toEqual([{ name: "Marta Díaz", phone: "+573001234567", relationship: "Madre" }]);
    const events = await platform.db.selectFrom("enrolmentEvents").select(["status", "year"]).where("recordId", "=", sofia.id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]?.status).toBe("matriculado");
    const audit = await platform.db.selectFrom("auditLog").select("details").where("action", "=", "enrolment.imported").execute();
    expect(audit.map((a) => JSON.parse(a.details))).toEqual([{ created: 6, updated: 0, rows: 6 }]);
  });

  it("a re-import of the same file updates by document (and the child without one by names and birth date), never duplicates", async () => {
    const before = await countRows(platform.db);
    const changed = good.map((r) => [...r]);
    (changed[0] as string[])[8] = "Nueva EPS";
    const preview = (await dry(csvOf(changed))).json();
    expect(preview.summary).toMatchObject({ total: 4, create: 0, update: 4, withErrors: 0 });
    expect(preview.rows[0]).toMatchObject({ action: "update", matchedBy: "document" });
    expect(preview.rows[3]).toMatchObject({ action: "update", matchedBy: "names" });
    expect(preview.rows[3].warnings.documentType).toBe("Sin documento: coincide por nombres y fecha de nacimiento con una ficha existente, que se actualizará");
    const answer = await confirm(csvOf(changed));
    expect(answer.json()).toMatchObject({ created: 0, updated: 4 });
    expect(await countRows(platform.db)).toEqual(before);
    const eps = await platform.db.selectFrom("studentRecords").select("eps").where("documentNumber", "=", "1012345678").executeTakeFirstOrThrow();
    expect(eps.eps).toBe("Nueva EPS");
  });

  it("reads an XLSX with real Excel dates and numbers the same as the CSV; the same document twice in one file is an error on the second", async () => {
    const sheet = await writeXlsxFile(
      [
        headers.map((h) => ({ value: h })),
        [{ value: "NUIP" }, { value: 1077777777 }, { value: "Emilia" }, { value: "Rojas" }, { value: new Date(Date.UTC(2018, 10, 5)), type: Date, format: "dd/mm/yyyy" }, { value: "F" }, { value: "2" }, { value: "Tribu 3" }],
        [{ value: "NUIP" }, { value: 1077777777 }, { value: "Emilio" }, { value: "Rojas" }, { value: "05/11/2018" }, { value: "M" }, { value: "2" }, { value: "Tribu 3" }],
      ] as never,
    ).toBuffer();
    const answer = await dry(sheet, "matricula.xlsx");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.rows[0]).toMatchObject({ errors: {}, values: { documentNumber: "1077777777", birthDate: "2018-11-05" } });
    expect(body.rows[1].errors).toEqual({ documentNumber: "Este documento ya está en la fila 2 del archivo" });
    expect((await confirm(sheet, "matricula.xlsx")).statusCode).toBe(400);
  });

  it("a chosen mapping replaces the suggestion; missing required columns are named", async () => {
    const csv = Buffer.from("Doc;Nombre completo;Apellido;Nac;S;G\nRC;Juana;Paz;01/02/2019;F;1\n", "utf8");
    const suggested = (await dry(csv)).json();
    // "Doc" is a document number to the suggestion; the rest are not the school's usual headers.
    expect(suggested.missing).toEqual(["documentType", "firstNames", "birthDate", "sex", "grade"]);
    const mapping = { Doc: "documentType", "Nombre completo": "firstNames", Apellido: "lastNames", Nac: "birthDate", S: "sex", G: "grade" };
    const mapped = (await dry(csv, "m.csv", { mapping: JSON.stringify(mapping) })).json();
    expect(mapped.missing).toEqual([]);
    expect(mapped.rows[0]).toMatchObject({ values: { documentType: "RC", firstNames: "Juana", grade: "1" }, errors: { documentNumber: "Escribe el número del documento, o elige «Sin documento» si aún no lo tiene" } });
    const broken = await dry(csv, "m.csv", { mapping: "{no es json" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toEqual({ mapping: "La correspondencia de columnas no es válida: elige para cada columna un campo de la ficha o «No importar»" });
  });

  it("an email in the sheet is the child's account; one already taken is an error", async () => {
    const taken = await signedIn(platform, "parent");
    const csv = Buffer.from(`Tipo de documento;Número de documento;Nombres;Apellidos;Fecha de nacimiento;Sexo;Grado;Correo\nRC;1088888881;Lina;Vega;01/02/2019;F;1;lina.vega@escuela.test\nRC;1088888882;Tomás;Vega;01/02/2019;M;1;${taken.email}\n`, "utf8");
    const body = (await dry(csv)).json();
    expect(body.rows[0].errors).toEqual({});
    expect(body.rows[1].errors).toEqual({ email: "Ya hay una cuenta con este correo" });
  });

  it("hostile input: no file, not a spreadsheet, too many rows, a huge file, a zip bomb; only admins", async () => {
    const before = await countRows(platform.db);
    const none = await upload(admin, "POST", "/api/enrolment/import?dryRun=1", {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Elige el archivo de la hoja de cálculo (XLSX o CSV)");
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
    expect((await dry(png, "foto.csv")).statusCode).toBe(415);
    const many = Buffer.from(`${headers.join(";")}\n${"RC;1;A;B;01/01/2019;F;1\n".repeat(2500)}`, "utf8");
    const tooMany = await dry(many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("El archivo tiene más de 2.000 filas: divídelo en archivos más pequeños");
    const started = performance.now();
    const big = await dry(Buffer.alloc(3 * 1024 * 1024, 0x41));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("El archivo no puede ser mayor a 2MB");
    const overServerLimit = await dry(Buffer.alloc(11 * 1024 * 1024, 0x41));
    expect(overServerLimit.statusCode).toBe(413);
    const oneHugeCell = await dry(Buffer.from(`${headers.join(";")}\nRC;${"1".repeat(1024 * 1024)}\n`, "utf8"));
    expect(oneHugeCell.statusCode).toBe(400);
    expect(performance.now() - started).toBeLessThan(5000);
    const { zipSync } = await import("fflate");
    const bomb = Buffer.from(zipSync({ "[Content_Types].xml": new TextEncoder().encode("<Types/>"), "xl/worksheets/sheet1.xml": new Uint8Array(120 * 1024 * 1024) }, { level: 9 }));
    const refused = await dry(bomb, "bomba.xlsx");
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^El archivo XLSX es demasiado grande al descomprimirlo/);
    const jsonMany = await rest(admin, "POST", "/api/enrolment/import?dryRun=1", { rows: Array.from({ length: 2001 }, () => ({ firstNames: "A" })) });
    expect(jsonMany.statusCode).toBe(400);
    expect(await countRows(platform.db)).toEqual(before);

    const people = await Promise.all((["teacher", "parent", "student"] as const).map((role) => signedIn(platform, role)));
    const withPeople = await countRows(platform.db);
    for (const who of people) {
      expect((await upload(who, "POST", "/api/enrolment/import?dryRun=1", {}, { name: "m.csv", content: csvOf(good) })).statusCode).toBe(403);
      expect((await rest(who, "POST", "/api/enrolment/import", { rows: [{ firstNames: "A" }] })).statusCode).toBe(403);
    }
    expect((await rest(platform, "POST", "/api/enrolment/import", { rows: [{ firstNames: "A" }] })).statusCode).toBe(401);
    expect(await countRows(platform.db)).toEqual(withPeople);
  });
});
