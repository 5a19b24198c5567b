import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, type ReceivedMail, startFakeSmtpServer } from "../fakes/smtp-server.js";
import { type FakeGraphServer, startFakeGraphServer } from "../fakes/whatsapp-graph-server.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";
import { linkParent } from "./people-helpers.js";
import { formatDayInWords } from "../../common/format.js";
import { setStudentSex } from "../../server/domains/users/student-file.repo.js";

/**
 * The same-day absence alert leaves Tribu (issue 25): by email through the local SMTP server and by
 * an approved WhatsApp template through the fake Graph API, after the register is saved; one per
 * parent per child per day, the correction too, nothing when neither is configured.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
type Json = any;

const login = { user: "avisos@tribu.test", password: "clave del correo" };
const templates = [
  { name: "aviso_ausencia", label: "Aviso de ausencia", body: "Hola. {{1}} no asistió hoy ({{2}}) al colegio. Si fue un error o quiere enviar una excusa, entre a Tribu.", params: ["Nombre del estudiante", "Fecha"] },
  { name: "ausencia_corregida", label: "Ausencia corregida", body: "Error corregido: {{1}} sí asistió hoy al colegio.", params: ["Nombre del estudiante"] },
];

/** Headers unfolded and their =?UTF-8?…?= words decoded; the body decoded from quoted-printable or base64. */
function readMail(mail: ReceivedMail): { to: string[]; subject: string; text: string } {
  const [head = "", ...rest] = mail.raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const words = (value: string) =>
    value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_w, kind: string, text: string) =>
      kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : Buffer.from(text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8"),
    );
  const subject = words(/^Subject: (.*)$/im.exec(headers)?.[1] ?? "").trim();
  const body = rest.join("\n\n");
  const encoding = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body, "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), "latin1").toString("utf8")
        : body;
  return { to: mail.to, subject, text };
}

const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
/** "miércoles 18 de noviembre": how the alerts write the day (issue 34). */
const todayInWords = formatDayInWords(today);

async function schoolWithEveryDayOpen(admin: Actor): Promise<void> {
  // Every day of the week is a school day and no holiday, so "today" can be taken whatever day the suite runs.
  const year = Number(today.slice(0, 4));
  const saved = await rest(admin, "PUT", "/api/attendance/calendar", { year, schoolDays: [1, 2, 3, 4, 5, 6, 7], holidays: [], periods: [] });
  expect(saved.statusCode).toBe(200);
}

type School = { platform: TestPlatform; admin: Actor; teacher: Actor; ana: number; beto: number; mama: Actor; papa: Actor; betoMama: Actor };

async function school(overrides: Record<string, string>): Promise<School> {
  const platform = await createTestPlatform(overrides);
  const admin = await firstAdmin(platform);
  const teacher = await signedIn(platform, "teacher", { firstName: "Marta", lastName: "Gómez", tribe: "Tribu 1" });
  const ana = (await signedIn(platform, "student", { firstName: "Ana", lastName: "Ríos", tribe: "Tribu 1" })).id;
  const beto = (await signedIn(platform, "student", { firstName: "Beto", lastName: "Lara", tribe: "Tribu 1" })).id;
  const mama = await signedIn(platform, "parent", { firstName: "Lucía", lastName: "Ríos" });
  const papa = await signedIn(platform, "parent", { firstName: "Jorge", lastName: "Ríos" });
  const betoMama = await signedIn(platform, "parent", { firstName: "Rosa", lastName: "Lara" });
  await linkParent(platform.db, mama.id, ana);
  await linkParent(platform.db, papa.id, ana);
  await linkParent(platform.db, betoMama.id, beto);
  // Ana's file says she is a girl: every channel's words agree with it (issue 34).
  await setStudentSex(platform.db, ana, "F", admin.id);
  await schoolWithEveryDayOpen(admin);
  return { platform, admin, teacher, ana, beto, mama, papa, betoMama };
}

const save = (s: School, marks: { studentId: number; mark: string }[]) => rest(s.teacher, "PUT", "/api/attendance/register", { tribe: "Tribu 1", marks });
const emailOf = async (s: School, actor: Actor) => (await s.platform.db.selectFrom("users").select("email").where("id", "=", actor.id).executeTakeFirstOrThrow()).email;
const alertsOf = (s: School, studentId: number) =>
  s.platform.db.selectFrom("attendanceAlerts").select(["kind", "sentAt", "lastError"]).where("studentId", "=", studentId).where("date", "=", today).orderBy("id").execute();

describe("absence alerts by email (SMTP configured)", () => {
  let smtp: FakeSmtpServer;
  let s: School;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ credentials: login });
    s = await school({ SMTP_URL: smtp.url(login), SMTP_FROM: login.user, SCHOOL_NAME: "Colegio Tribu" });
  });
  afterAll(async () => {
    await s?.platform.close();
    await smtp?.close();
  });

  it("emails each parent once per child per day, then the correction, and sets sent_at once it went out", async () => {
    const saved = await save(s, [{ studentId: s.ana, mark: "absent" }]);
    expect(saved.statusCode).toBe(200);
    await s.platform.services.attendanceAlerts.idle();
    const [mama, papa] = [await emailOf(s, s.mama), await emailOf(s, s.papa)];
    const first = smtp.received.map(readMail);
    expect(first.map((m) => m.to)).toEqual(expect.arrayContaining([[mama], [papa]]));
    expect(first).toHaveLength(2);
    for (const mail of first) {
      expect(mail.subject).toBe("Aviso de asistencia: Ana Ríos");
      expect(mail.text).toContain(`Ana Ríos fue marcada como Ausente el ${todayInWords}.`);
      expect(mail.text).toContain("Colegio Tribu");
    }
    expect((await alertsOf(s, s.ana)).map((a) => [a.kind, a.sentAt !== null])).toEqual([["absent", true]]);

    // Saved again as absent, and once more by someone else: no second email that day.
    await save(s, [{ studentId: s.ana, mark: "absent" }]);
    await s.platform.services.attendanceAlerts.deliverNow();
    expect(smtp.received).toHaveLength(2);

    // Corrected to present: "Error corregido", one email to each parent.
    expect((await save(s, [{ studentId: s.ana, mark: "present" }])).json().alerts).toEqual({ absent: 0, corrected: 1 });
    await s.platform.services.attendanceAlerts.idle();
    const corrections = smtp.received.slice(2).map(readMail);
    expect(corrections.map((m) => m.to).sort()).toEqual([[mama], [papa]].sort());
    expect(corrections.map((m) => m.subject)).toEqual(["Error corregido: Ana Ríos sí asistió", "Error corregido: Ana Ríos sí asistió"]);
    expect(corrections[0]?.text).toContain("Error corregido: Ana Ríos sí asistió");
    expect((await alertsOf(s, s.ana)).map((a) => [a.kind, a.sentAt !== null])).toEqual([
      ["absent", true],
      ["corrected", true],
    ]);
    // The family reads when it went out.
    const seen = (await rest(s.mama, "GET", "/api/attendance/alerts")).json().alerts;
    expect(seen.every((a: Json) => typeof a.sentAt === "string")).toBe(true);
  });

  it("the save answers without waiting for the mail server, and a child of another family tells only that family", async () => {
    await save(s, [{ studentId: s.beto, mark: "absent" }]);
    await s.platform.services.attendanceAlerts.idle();
    const toBeto = smtp.received.slice(4).map(readMail);
    expect(toBeto.map((m) => m.to)).toEqual([[await emailOf(s, s.betoMama)]]);
    expect(toBeto[0]?.subject).toBe("Aviso de asistencia: Beto Lara");
  });
});

describe("absence alerts when the mail server fails", () => {
  it("keeps the alert unsent (sent_at empty), logs why and sends it on the next try, never twice to the same parent", async () => {
    const smtp = await startFakeSmtpServer({ credentials: login, refuseRecipients: ["buzon-viejo@tribu.test"] });
    const log: string[] = [];
    const s = await school({ SMTP_URL: smtp.url(login), SMTP_FROM: login.user });
    try {
      s.platform.services.attendanceAlerts.start({ warn: (m) => log.push(m), error: (m) => log.push(m) }, 60 * 60 * 1000);
      // The mother's mailbox no longer exists: the mail server refuses it; the father's works.
      await s.platform.db.updateTable("users").set({ email: "buzon-viejo@tribu.test" }).where("id", "=", s.mama.id).execute();
      await save(s, [{ studentId: s.ana, mark: "absent" }]);
      await s.platform.services.attendanceAlerts.idle();
      const papa = await emailOf(s, s.papa);
      expect(smtp.received.map((m) => m.to)).toEqual([[papa]]);
      const [failed] = await alertsOf(s, s.ana);
      expect(failed?.sentAt).toBeNull();
      expect(failed?.lastError).toMatch(/correo a la familia/);
      expect(log.some((line) => line.includes("no salió del todo; se intentará de nuevo"))).toBe(true);

      // Later (the retry time has come), with her address fixed: she gets it, he does not get it twice.
      await s.platform.db.updateTable("users").set({ email: "lucia.rios@tribu.test" }).where("id", "=", s.mama.id).execute();
      await s.platform.db.updateTable("attendanceAlerts").set({ claimedUntil: null }).where("studentId", "=", s.ana).execute();
      await s.platform.services.attendanceAlerts.deliverNow();
      expect(smtp.received.map((m) => m.to)).toEqual([[papa], ["lucia.rios@tribu.test"]]);
      expect((await alertsOf(s, s.ana)).map((a) => [a.kind, a.sentAt !== null, a.lastError])).toEqual([["absent", true, null]]);
    } finally {
      await s.platform.close();
      await smtp.close();
    }
  });
});

describe("absence alerts by WhatsApp template (WhatsApp configured)", () => {
  let fake: FakeGraphServer;
  let s: School;
  beforeAll(async () => {
    fake = await startFakeGraphServer({ templates: templates.map((t) => ({ name: t.name, language: "es", bodyParams: t.params.length })) });
    s = await school({
      WHATSAPP_TOKEN: "token-de-prueba",
      WHATSAPP_PHONE_NUMBER_ID: "109876543210",
      WHATSAPP_GRAPH_URL: fake.url,
      WHATSAPP_TEMPLATES: JSON.stringify(templates),
    });
    await s.platform.db.updateTable("users").set({ phone: "573001234567" }).where("id", "=", s.mama.id).execute();
    // Ana's father has no phone: WhatsApp cannot reach him (and there is no email channel here).
  });
  afterAll(async () => {
    await s?.platform.close();
    await fake?.close();
  });

  const templateSends = () => fake.requests.filter((r) => (r.body as Json)?.type === "template").map((r) => r.body as Json);

  it("sends the approved template to each parent with a mobile, once a day, then the correction, kept in the conversation", async () => {
    await save(s, [{ studentId: s.ana, mark: "absent" }]);
    await s.platform.services.attendanceAlerts.idle();
    await save(s, [{ studentId: s.ana, mark: "absent" }]);
    await s.platform.services.attendanceAlerts.deliverNow();
    const sends = templateSends();
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ to: "573001234567", template: { name: "aviso_ausencia", language: { code: "es" } } });
    expect(sends[0].template.components[0].parameters.map((p: Json) => p.text)).toEqual(["Ana Ríos", todayInWords]);

    await save(s, [{ studentId: s.ana, mark: "present" }]);
    await s.platform.services.attendanceAlerts.idle();
    expect(templateSends().map((b) => b.template.name)).toEqual(["aviso_ausencia", "ausencia_corregida"]);
    expect((await alertsOf(s, s.ana)).map((a) => [a.kind, a.sentAt !== null])).toEqual([
      ["absent", true],
      ["corrected", true],
    ]);
    // The template opened a conversation the admin reads.
    const messages = (await rest(s.admin, "GET", `/api/whatsapp/contacts/${s.mama.id}/messages`)).json();
    expect(messages.map((m: Json) => m.content)).toEqual([
      `Hola. Ana Ríos no asistió hoy (${todayInWords}) al colegio. Si fue un error o quiere enviar una excusa, entre a Tribu.`,
      "Error corregido: Ana Ríos sí asistió hoy al colegio.",
    ]);
    // Both messages and the family's notifications record the child they are about, for erasure (issue 33).
    const stored = await s.platform.db.selectFrom("whatsappMessages").select("studentId").where("contactId", "=", s.mama.id).execute();
    expect(stored.map((m) => m.studentId)).toEqual([s.ana, s.ana]);
    const told = await s.platform.db.selectFrom("notifications").select("studentId").where("userId", "=", s.mama.id).where("kind", "=", "absence").execute();
    expect(told.map((n) => n.studentId)).toEqual([s.ana]);
  });
});

describe("absence alerts with neither SMTP nor WhatsApp", () => {
  it("sends nothing and leaves the alert in the app only (sent_at empty)", async () => {
    const fake = await startFakeGraphServer({ templates: [] });
    // WhatsApp configured but with no template for attendance: skipped as well.
    const s = await school({ WHATSAPP_TOKEN: "token-de-prueba", WHATSAPP_PHONE_NUMBER_ID: "109876543210", WHATSAPP_GRAPH_URL: fake.url });
    try {
      await s.platform.db.updateTable("users").set({ phone: "573001234567" }).where("id", "=", s.mama.id).execute();
      expect((await save(s, [{ studentId: s.ana, mark: "absent" }])).json().alerts).toEqual({ absent: 1, corrected: 0 });
      await s.platform.services.attendanceAlerts.deliverNow();
      expect(fake.requests).toHaveLength(0);
      expect(await alertsOf(s, s.ana)).toEqual([{ kind: "absent", sentAt: null, lastError: null }]);
      expect((await rest(s.mama, "GET", "/api/attendance/alerts")).json().alerts.map((a: Json) => a.message)).toEqual([`Ana Ríos fue marcada como Ausente el ${todayInWords}.`]);
    } finally {
      await s.platform.close();
      await fake.close();
    }
  });
});
