import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificateMessages as m, codeAlphabet, normaliseCertificateCode } from "../../common/certificates/certificates.js";
import { qrPath } from "../../common/class-sign-in/qr-path.js";
import { schoolToday } from "../../common/format.js";
import type { FinalReportContent } from "../../common/report-cards/final-report.js";
import { recordInputSchema } from "../../common/student-records/record.schema.js";
import { writeSettingRow } from "../../server/domains/settings/settings.repo.js";
import { insertEvent, saveRecord } from "../../server/domains/student-records/student-records.repo.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { trpcAnswer } from "../setup/http.js";
import { pdfText } from "../setup/pdf-text.js";
import { bearer, createTestPlatform, createUser, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 36: constancias and certificados de estudio with a code anyone can verify. The admin issues
 * them from the student's file (and, for a certificado, the year's published final report); the PDF
 * carries the code and the QR code of the public page; the public check reveals only the kind, the
 * school, the date, a masked name, the document's last digits and whether it still holds.
 */
let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;
let parent: Actor;
let studentActor: Actor;
let sofia: number;
let tomas: number;
let nora: number;
let luis: number;
const anonymous = () => ({ app: platform.app, services: platform.services });
const today = "2026-12-02";
const publicBase = "https://escuela.example";

async function fileFor(studentId: number | null, fields: Record<string, unknown>, status?: "matriculado" | "retirado", year = 2026) {
  const input = recordInputSchema(today).parse({ birthDate: "2017-05-04", grade: "3", guardians: [], ...fields });
  return platform.db.transaction().execute(async (trx) => {
    const recordId = await saveRecord(trx, { studentId }, input, admin.id);
    if (status) await insertEvent(trx, { recordId, status, effectiveOn: `${year}-01-20`, year, reason: "", destinationSchool: null, grade: String(fields.grade ?? "3"), byId: admin.id });
    return recordId;
  });
}

const report = (studentId: number, name: string, decision: "promovido" | "no_promovido"): FinalReportContent => ({
  year: 2025,
  student: { id: studentId, name, sex: "M" },
  tribe: "Tribu 2",
  preschool: false,
  periods: [{ name: "Primer semestre", start: "2025-02-03", end: "2025-06-20" }],
  subjects: [
    { subject: "materia:1", name: "Matemáticas", levels: ["alto"], average: 8.3, basis: "average", yearLevel: "alto", level: "alto", support: [] },
    { subject: "materia:2", name: "Lenguaje", levels: ["basico"], average: null, basis: "levels", yearLevel: "basico", level: "basico", support: [] },
  ],
  dimensions: [],
  weights: null,
  scale: { superior: 9, alto: 8, basico: 6 },
  siee: null,
  decision: { decision, reason: "", actaVersion: 1, metOn: "2025-11-28" },
  piar: false,
  teachers: ["Marta Díaz"],
  director: "Clara Restrepo",
  directorTitle: "Rectora",
});

const issue = (as: Actor | ReturnType<typeof anonymous>, body: unknown) => rest(as, "POST", "/api/certificates", body);
const verify = (code: string, remoteAddress = "10.0.0.1") => rest(anonymous(), "GET", `/api/certificates/verify/${encodeURIComponent(code)}`, undefined, { remoteAddress });

/** Every content stream of a PDF, inflated (react-pdf compresses them). */
function pdfStreams(buffer: Buffer): string {
  const raw = buffer.toString("latin1");
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1] as string, "latin1")).toString("latin1"));
    } catch {
      // not a deflated stream (a font's or an image's): not drawn text or paths
    }
  }
  return parts.join("\n");
}

/** The PDF operators that draw the QR code of `text`, as react-pdf writes the SVG path (one rectangle per run). */
function qrOperators(text: string): string {
  return [...qrPath(text).path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)]
    .map(([, x, y, w]) => {
      const [left, top, right] = [Number(x), Number(y), Number(x) + Number(w)];
      return `${left} ${top} m\n${right} ${top} l\n${right} ${top + 1} l\n${left} ${top + 1} l\nh`;
    })
    .join("\n");
}

beforeAll(async () => {
  platform = await createTestPlatform({ PUBLIC_URL: `${publicBase}/`, SCHOOL_NAME: "Colegio Tribu" });
  admin = await firstAdmin(platform, { firstName: "Clara", lastName: "Restrepo" });
  teacher = await signedIn(platform, "teacher", { tribe: "Tribu 1" });
  parent = await signedIn(platform, "parent");
  studentActor = await signedIn(platform, "student", { tribe: "Tribu 1" });
  sofia = (await createUser(platform, { role: "student", firstName: "Sofi", lastName: "R", tribe: "Tribu 1" })).id;
  tomas = (await createUser(platform, { role: "student", firstName: "Tomás", lastName: "Gil", tribe: "Tribu 2" })).id;
  nora = (await createUser(platform, { role: "student", firstName: "Nora", lastName: "Paz", tribe: "Tribu 2" })).id;
  luis = (await createUser(platform, { role: "student", firstName: "Luis", lastName: "Mora", tribe: "Tribu 2" })).id;
  await fileFor(sofia, { documentType: "RC", documentNumber: "1023456", firstNames: "Sofía Valentina", lastNames: "Ramírez García", sex: "F" }, "matriculado");
  await fileFor(tomas, { documentType: "SD", firstNames: "Tomás", lastNames: "Gil Peña", sex: "M", grade: "4" }, "retirado");
  await fileFor(nora, { documentType: "PPT", documentNumber: "PPT998877", firstNames: "Nora", lastNames: "Paz", sex: "F" }, "matriculado", 2025);
  const settings = { scale: { superior: 9, alto: 8, basico: 6 }, directorName: "Clara Restrepo", headTitle: "Rectora", preschoolTribes: [], dimensions: ["Comunicativa"], periodWeights: [] };
  await writeSettingRow(platform.db, "reportCards", JSON.stringify(settings), admin.id);
  await platform.db
    .insertInto("finalReportVersions")
    .values({ studentId: tomas, year: 2025, version: 1, content: JSON.stringify(report(tomas, "Tomás Gil", "promovido")), publishedById: admin.id, publishedAt: "2025-12-01T15:00:00.000Z" })
    .execute();
});
afterAll(async () => platform?.close());

describe("issuing a constancia de estudio (POST /api/certificates)", () => {
  it("states the enrolled child's names, document, grade and year, agreeing with her sex, with a readable unguessable code", async () => {
    const response = await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 });
    expect(response.statusCode, response.body).toBe(201);
    const { certificate, message } = response.json();
    expect(message).toBe(m.issued("constancia"));
    expect(certificate.code).toMatch(new RegExp(`^TRB-[${codeAlphabet}]{4}-[${codeAlphabet}]{4}-[${codeAlphabet}]{4}$`));
    expect(certificate).toMatchObject({ kind: "constancia", year: 2026, studentName: "Sofía Valentina Ramírez García", studentId: sofia, grade: "3°", revokedAt: null });
    expect(certificate.issuedOn).toBe(schoolToday(new Date(certificate.issuedAt)));
    expect(certificate.verifyUrl).toBe(`${publicBase}/verificar/${certificate.code}`);

    const row = await platform.db.selectFrom("certificates").select(["content", "kind", "year"]).where("code", "=", certificate.code).executeTakeFirstOrThrow();
    const content = JSON.parse(row.content);
    expect(content.school.name).toBe("Colegio Tribu");
    expect(content.head).toEqual({ name: "Clara Restrepo", title: "Rectora" });
    expect(content.student).toEqual({ firstNames: "Sofía Valentina", lastNames: "Ramírez García", documentType: "RC", documentNumber: "1023456", sex: "F" });
    expect(content.statement).toBe(
      "Colegio Tribu hace constar que SOFÍA VALENTINA RAMÍREZ GARCÍA, identificada con registro civil de nacimiento n.º 1023456, está matriculada en el grado 3° para el año lectivo 2026.",
    );
    expect(content.code).toBe(certificate.code);
  });

  it("refuses a child who is not enrolled, another year than her matrícula's, a child without a file, and bad input, in Spanish", async () => {
    const retired = await issue(admin, { studentId: tomas, kind: "constancia", year: 2026 });
    expect(retired.statusCode).toBe(409);
    expect(retired.json().message).toBe(m.notEnrolled("Tomás Gil Peña", "retirado"));
    const otherYear = await issue(admin, { studentId: nora, kind: "constancia", year: 2026 });
    expect(otherYear.statusCode).toBe(409);
    expect(otherYear.json().message).toBe(m.otherYear("Nora Paz", 2025, 2026));
    const noFile = await issue(admin, { studentId: luis, kind: "constancia", year: 2026 });
    expect(noFile.statusCode).toBe(409);
    expect(noFile.json().message).toBe(m.noRecord("Luis Mora"));
    expect((await issue(admin, { studentId: teacher.id, kind: "constancia", year: 2026 })).statusCode).toBe(404);
    const bad = await issue(admin, { studentId: sofia, kind: "diploma", year: 1800 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ kind: m.kind, year: m.year });
  });

  it("gives every certificate its own code, even for the same child and year", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 6; i++) codes.add((await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json().certificate.code);
    expect(codes.size).toBe(6);
  });
});

describe("issuing a certificado de estudios", () => {
  it("copies the year's final results and decision from the published final report, agreeing with his sex, without a document", async () => {
    const response = await issue(admin, { studentId: tomas, kind: "certificado", year: 2025 });
    expect(response.statusCode, response.body).toBe(201);
    const { certificate } = response.json();
    expect(certificate).toMatchObject({ kind: "certificado", year: 2025, studentName: "Tomás Gil Peña", grade: "4°" });
    const content = JSON.parse((await platform.db.selectFrom("certificates").select("content").where("code", "=", certificate.code).executeTakeFirstOrThrow()).content);
    expect(content.statement).toBe(
      "Colegio Tribu certifica que TOMÁS GIL PEÑA, quien aún no tiene documento de identidad registrado, cursó y aprobó el grado 4° en el año lectivo 2025, con los resultados del informe final publicado por la institución que siguen (escala de valoración nacional, Decreto 1290 de 2009, art. 5).",
    );
    expect(content.results).toEqual({
      preschool: false,
      subjects: [
        { name: "Matemáticas", result: "Alto (8,3)" },
        { name: "Lenguaje", result: "Básico" },
      ],
      decision: "Promovido.",
    });
  });

  it("says 'cursó' without 'aprobó' and the decision, in the feminine, for a year not promoted", async () => {
    await platform.db
      .insertInto("finalReportVersions")
      .values({ studentId: nora, year: 2025, version: 1, content: JSON.stringify({ ...report(nora, "Nora Paz", "no_promovido"), student: { id: nora, name: "Nora Paz", sex: "F" } }), publishedById: admin.id, publishedAt: "2025-12-01T15:00:00.000Z" })
      .execute();
    const { certificate } = (await issue(admin, { studentId: nora, kind: "certificado", year: 2025 })).json();
    const content = JSON.parse((await platform.db.selectFrom("certificates").select("content").where("code", "=", certificate.code).executeTakeFirstOrThrow()).content);
    expect(content.statement).toContain("NORA PAZ, identificada con permiso por protección temporal (PPT) n.º PPT998877, cursó el grado 3° en el año lectivo 2025");
    expect(content.results.decision).toBe("No promovida.");
  });

  it("is refused for a year without a published final report", async () => {
    const response = await issue(admin, { studentId: sofia, kind: "certificado", year: 2025 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(m.noFinalReport("Sofía Valentina Ramírez García", 2025));
  });
});

describe("the PDF (GET /api/certificates/:code/pdf)", () => {
  it("is drawn from the stored content, with the code, the head's signature line and the QR code of the verification page", async () => {
    const { certificate } = (await issue(admin, { studentId: tomas, kind: "certificado", year: 2025 })).json();
    const response = await rest(admin, "GET", `/api/certificates/${certificate.code.toLowerCase()}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(`certificado-${certificate.code}.pdf`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain("Colegio Tribu");
    expect(text).toContain("Certificado de estudios");
    expect(text).toContain("TOMÁS GIL PEÑA");
    expect(text).toContain("Matemáticas Alto (8,3)");
    expect(text).toContain("Promovido.");
    expect(text).toContain("Clara Restrepo Rectora");
    expect(text).toContain(certificate.code);
    expect(text).toContain(`${publicBase}/verificar/${certificate.code}`);
    expect(pdfStreams(response.rawPayload)).toContain(qrOperators(`${publicBase}/verificar/${certificate.code}`));

    // A later change of the file does not change the paper: the content was stored when it was issued.
    await platform.db.updateTable("studentRecords").set({ firstNames: "Otro" }).where("studentId", "=", tomas).execute();
    expect(await pdfText((await rest(admin, "GET", `/api/certificates/${certificate.code}/pdf`)).rawPayload)).toContain("TOMÁS GIL PEÑA");
    await platform.db.updateTable("studentRecords").set({ firstNames: "Tomás" }).where("studentId", "=", tomas).execute();
  });

  it("prints a constancia's statement as stored, in the letters of Spanish", async () => {
    const { certificate } = (await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json();
    const text = await pdfText((await rest(admin, "GET", `/api/certificates/${certificate.code}/pdf`)).rawPayload);
    expect(text).toContain("Constancia de estudio · año lectivo 2026");
    expect(text).toContain("SOFÍA VALENTINA RAMÍREZ GARCÍA, identificada con registro civil de nacimiento n.º 1023456, está matriculada en el grado 3° para el año lectivo 2026.");
    expect(text).toContain("Se expide a solicitud de la familia el");
  });

  it("answers 404 in Spanish for an unknown code", async () => {
    const response = await rest(admin, "GET", "/api/certificates/TRB-2222-2222-2222/pdf");
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(m.notFound);
  });
});

describe("the public verification (GET /api/certificates/verify/:code)", () => {
  it("shows only the kind, school, date, masked name, the document's last digits and the status; any case, dashes optional", async () => {
    const { certificate } = (await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json();
    const typed = certificate.code.toLowerCase().replaceAll("-", "");
    const response = await verify(typed);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(["certificate", "success"]);
    expect(Object.keys(body.certificate).sort()).toEqual(["code", "document", "issuedOn", "kind", "kindLabel", "revokedOn", "school", "status", "student"]);
    expect(body.certificate).toEqual({
      code: certificate.code,
      kind: "constancia",
      kindLabel: "Constancia de estudio",
      school: "Colegio Tribu",
      issuedOn: certificate.issuedOn,
      student: "Sof••• Val••• Ram••• Gar•••",
      document: "RC terminado en •••456",
      status: "valido",
      revokedOn: null,
    });
    expect(response.body).not.toContain("Sofía");
    expect(response.body).not.toContain("1023456");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect((await verify(` ${certificate.code.slice(4)} `)).statusCode).toBe(200);
  });

  it("says 'sin documento' for a child without one, and answers for a certificate whose account is gone", async () => {
    const { certificate } = (await issue(admin, { studentId: tomas, kind: "certificado", year: 2025 })).json();
    await platform.db.updateTable("studentRecords").set({ studentId: null }).where("studentId", "=", tomas).execute();
    const response = await verify(certificate.code);
    expect(response.statusCode).toBe(200);
    expect(response.json().certificate).toMatchObject({ kind: "certificado", student: "Tom••• Gi••• Pe•••", document: "sin documento", status: "valido" });
    const listed = (await rest(admin, "GET", "/api/certificates")).json().certificates.find((c: { code: string }) => c.code === certificate.code);
    expect(listed).toMatchObject({ studentId: null, studentName: "Tomás Gil Peña" });
    await platform.db.updateTable("studentRecords").set({ studentId: tomas }).where("firstNames", "=", "Tomás").execute();
  });

  it("answers 404 in Spanish for an unknown or malformed code", async () => {
    for (const code of ["TRB-2222-2222-2222", "no-es-un-codigo", "TRB-OOOO-IIII-1111", "x".repeat(300)]) {
      const response = await verify(code, "10.0.0.2");
      expect(response.statusCode, code).toBe(404);
      expect(response.json().message).toBe(m.notFound);
    }
  });

  it("stops an address guessing codes (429) while real codes give their count back", async () => {
    const { certificate } = (await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json();
    const address = "10.0.0.99";
    for (let i = 0; i < 15; i++) expect((await verify(certificate.code, address)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await verify(`TRB-2222-2222-${String(2222 + i).replace(/[01]/g, "3")}`, address)).statusCode).toBe(404);
    const blocked = await verify("TRB-3333-3333-3333", address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toContain("Demasiados códigos de certificado");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect((await verify(certificate.code, address)).statusCode).toBe(429);
    expect((await verify(certificate.code, "10.0.0.100")).statusCode).toBe(200);
  });
});

describe("revoking (POST /api/certificates/:code/revoke)", () => {
  it("needs a reason, keeps it for admins, shows the date (not the reason) publicly, and refuses a second time", async () => {
    const { certificate } = (await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json();
    const empty = await rest(admin, "POST", `/api/certificates/${certificate.code}/revoke`, { reason: "  " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ reason: m.reasonRequired });
    const reason = "Expedida con el grado equivocado";
    const response = await rest(admin, "POST", `/api/certificates/${certificate.code}/revoke`, { reason });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(m.revoked);
    expect(response.json().certificate).toMatchObject({ code: certificate.code, revokedReason: reason });
    const publicView = await verify(certificate.code);
    expect(publicView.json().certificate).toMatchObject({ status: "revocado", revokedOn: schoolToday(new Date(response.json().certificate.revokedAt)) });
    expect(publicView.body).not.toContain(reason);
    const again = await rest(admin, "POST", `/api/certificates/${certificate.code.toLowerCase()}/revoke`, { reason: "Otra vez" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyRevoked);
    expect((await rest(admin, "POST", "/api/certificates/TRB-2222-2222-2222/revoke", { reason })).statusCode).toBe(404);
  });
});

describe("who may do what", () => {
  it("admins only for issuing, listing, downloading and revoking (tRPC too); the verification is public", async () => {
    const { certificate } = (await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json();
    const body = { studentId: sofia, kind: "constancia", year: 2026 };
    for (const who of [teacher, parent, studentActor]) {
      expect((await issue(who, body)).statusCode).toBe(403);
      expect((await rest(who, "GET", "/api/certificates")).statusCode).toBe(403);
      expect((await rest(who, "GET", `/api/certificates/${certificate.code}/pdf`)).statusCode).toBe(403);
      expect((await rest(who, "POST", `/api/certificates/${certificate.code}/revoke`, { reason: "x" })).statusCode).toBe(403);
      expect((await trpcAnswer(platform.app, "query", "certificates.list", undefined, bearer(who.token))).status).toBe(403);
      expect((await trpcAnswer(platform.app, "mutation", "certificates.issue", body, bearer(who.token))).status).toBe(403);
      expect((await verify(certificate.code)).statusCode).toBe(200);
    }
    expect((await issue(anonymous(), body)).statusCode).toBe(401);
    expect((await rest(anonymous(), "GET", `/api/certificates/${certificate.code}/pdf`)).statusCode).toBe(401);
    expect((await rest(anonymous(), "POST", `/api/certificates/${certificate.code}/revoke`, { reason: "x" })).statusCode).toBe(401);
    expect((await rest(anonymous(), "GET", "/api/certificates")).statusCode).toBe(401);
  });

  it("tRPC issues, lists and revokes through the same service; without PUBLIC_URL the link is a path the screen completes", async () => {
    const issued = await trpcAnswer(platform.app, "mutation", "certificates.issue", { studentId: sofia, kind: "constancia", year: 2026 }, bearer(admin.token));
    expect(issued.status).toBe(200);
    const code = issued.data.code as string;
    expect(normaliseCertificateCode(code)).toBe(code);
    const list = await trpcAnswer(platform.app, "query", "certificates.list", undefined, bearer(admin.token));
    expect(list.data.some((c: { code: string }) => c.code === code)).toBe(true);
    const students = await trpcAnswer(platform.app, "query", "certificates.students", undefined, bearer(admin.token));
    expect(students.data).toContainEqual({ studentId: sofia, name: "Sofía Valentina Ramírez García", grade: "3°", status: "Matriculada" });
    const refused = await trpcAnswer(platform.app, "mutation", "certificates.revoke", { code, reason: "" }, bearer(admin.token));
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(m.reasonRequired);
    const revoked = await trpcAnswer(platform.app, "mutation", "certificates.revoke", { code, reason: "Duplicada" }, bearer(admin.token));
    expect(revoked.data).toMatchObject({ code, revokedReason: "Duplicada" });
  });

  it("audits every issue, download and revocation", async () => {
    const { certificate } = (await issue(admin, { studentId: sofia, kind: "constancia", year: 2026 })).json();
    await rest(admin, "GET", `/api/certificates/${certificate.code}/pdf`);
    await rest(admin, "POST", `/api/certificates/${certificate.code}/revoke`, { reason: "Pedida por error" });
    const rows = await platform.db.selectFrom("auditLog").select(["action", "actorId", "objectType", "details"]).where("action", "like", "certificate.%").where("details", "like", `%${certificate.code}%`).orderBy("id").execute();
    expect(rows.map((r) => r.action)).toEqual(["certificate.issued", "certificate.downloaded", "certificate.revoked"]);
    expect(rows.every((r) => r.actorId === admin.id && r.objectType === "certificate")).toBe(true);
    expect(JSON.parse(rows[2]?.details ?? "{}")).toMatchObject({ reason: "Pedida por error" });
  });
});
