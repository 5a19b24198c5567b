import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notify } from "../../server/domains/notifications/notify.js";
import { mayEmailNow } from "../../common/notifications/notifications.policy.js";
import { type FakeSmtpServer, type ReceivedMail, startFakeSmtpServer } from "../fakes/smtp-server.js";
import { type Actor, firstAdmin, rest, signedIn } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * The daily digest of the notification centre (issue 25), on both engines, through a real SMTP
 * exchange with the local fake server. The job is called directly with a time (Bogotá is UTC-5:
 * 18:00 there is 23:00Z). Times are in 2027 so that the platform's own hourly timer, which claims
 * the real hours, never claims a later hour than these.
 */

/** The text of a received email: its body, quoted-printable decoded. */
function textOf(mail: ReceivedMail): string {
  const [head = "", ...rest] = mail.raw.split("\r\n\r\n");
  const body = rest.join("\r\n\r\n");
  if (!/quoted-printable/i.test(head)) return body;
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim();

let smtp: FakeSmtpServer;
let platform: TestPlatform;
let parent: Actor;
let night: Actor; // chose 21:00, in the quiet hours

const mailsTo = (who: Actor & { email: string }) => smtp.received.filter((mail) => mail.to.includes(who.email));
const say = (userId: number, kind: "grade" | "receipt" | "absence" | "announcement", title: string, at: string) =>
  notify(platform.db, { userIds: [userId], kind, title, body: `Detalle de ${title}`, link: "/dashboard", at });

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  platform = await createTestPlatform({ SMTP_URL: smtp.url(), SMTP_FROM: "avisos@tribu.test" });
  await firstAdmin(platform);
  parent = await signedIn(platform, "parent", { firstName: "Carolina", lastName: "Herrera" });
  night = await signedIn(platform, "parent", { firstName: "Noé", lastName: "Vela" });
  expect((await rest(parent, "PUT", "/api/notifications/preferences", { kinds: { grade: "digest", receipt: "digest" }, digestHour: 18 })).statusCode).toBe(200);
  expect((await rest(night, "PUT", "/api/notifications/preferences", { kinds: { absence: "digest" }, digestHour: 21 })).statusCode).toBe(200);
});

afterAll(async () => {
  await platform?.close();
  await smtp?.close();
});

describe("notification digest", () => {
  it("sends one email holding exactly the unread, not yet digested items of the digest kinds, then marks them digested", async () => {
    expect((await rest(parent, "GET", "/api/notifications/preferences")).json().emailConfigured).toBe(true);
    await say(parent.id, "grade", "Nota de Sofía en Fracciones", "2027-03-04T14:00:00.000Z");
    await say(parent.id, "receipt", "Ficha de marzo aprobada", "2027-03-04T15:00:00.000Z");
    await say(parent.id, "receipt", "Ficha de febrero rechazada", "2027-03-04T16:10:00.000Z");
    await say(parent.id, "absence", "Ausencia de Mateo", "2027-03-04T13:00:00.000Z"); // app only
    const items = (await rest(parent, "GET", "/api/notifications")).json().notifications;
    const february = items.find((n: { title: string }) => n.title === "Ficha de febrero rechazada");
    await rest(parent, "POST", `/api/notifications/${february.id}/read`); // already seen in the app

    const ran = await platform.services.notifications.digestJob(new Date("2027-03-04T23:00:00.000Z"));
    expect(ran).toEqual({ emails: 1, items: 2 });
    const mails = mailsTo(parent);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as ReceivedMail;
    expect(mail.from).toBe("avisos@tribu.test");
    expect(subjectOf(mail)).toBe("Tribu: 2 novedades de hoy");
    const text = textOf(mail);
    expect(text).toContain("Hola, Carolina:");
    expect(text).toContain("Notas y comentarios de trabajos: Nota de Sofía en Fracciones");
    expect(text).toContain("Fichas de pago revisadas: Ficha de marzo aprobada");
    expect(text).not.toContain("febrero");
    expect(text).not.toContain("Ausencia de Mateo");
    expect(mailsTo(night)).toHaveLength(0);

    // The same hour again, from another call: nothing new, nothing sent.
    expect(await platform.services.notifications.runDigest(new Date("2027-03-04T23:00:30.000Z"))).toEqual({ emails: 0, items: 0 });
    expect(mailsTo(parent)).toHaveLength(1);
  });

  it("sends nothing the next day when nothing is new, and only the new items after that", async () => {
    const before = mailsTo(parent).length;
    expect(await platform.services.notifications.digestJob(new Date("2027-03-05T23:00:00.000Z"))).toEqual({ emails: 0, items: 0 });
    expect(mailsTo(parent)).toHaveLength(before);
    await say(parent.id, "grade", "Nota de Mateo en Lectura", "2027-03-06T15:00:00.000Z");
    expect(await platform.services.notifications.digestJob(new Date("2027-03-06T23:00:00.000Z"))).toEqual({ emails: 1, items: 1 });
    const text = textOf(mailsTo(parent).at(-1) as ReceivedMail);
    expect(text).toContain("Nota de Mateo en Lectura");
    expect(text).not.toContain("Fracciones");
  });

  it("two instances (or two racing calls) at the same hour send the email once", async () => {
    await say(parent.id, "grade", "Nota de Sofía en Ciencias", "2027-03-08T15:00:00.000Z");
    const second =
      platform.dbKind === "postgres" && platform.databaseUrl
        ? await createTestPlatform(
            { SMTP_URL: smtp.url(), SMTP_FROM: "avisos@tribu.test", JWT_SECRET: platform.jwtSecret },
            { shared: { databaseUrl: platform.databaseUrl, dataDir: platform.dataDir } },
          )
        : platform;
    try {
      const before = mailsTo(parent).length;
      const at = new Date("2027-03-08T23:00:00.000Z");
      const runs = await Promise.all([
        platform.services.notifications.digestJob(at),
        second.services.notifications.digestJob(at),
        platform.services.notifications.runDigest(at),
        second.services.notifications.runDigest(at),
      ]);
      expect(runs.reduce((sum, run) => sum + (run?.emails ?? 0), 0)).toBe(1);
      expect(mailsTo(parent)).toHaveLength(before + 1);
      expect(textOf(mailsTo(parent).at(-1) as ReceivedMail)).toContain("Nota de Sofía en Ciencias");
    } finally {
      if (second !== platform) await second.close();
    }
  });

  it("keeps quiet hours: nothing by email from 20:00 to 7:00; a digest chosen at 21:00 goes at 7:00 with the night's items", async () => {
    await say(night.id, "absence", "Ausencia de Luna", "2027-03-09T20:00:00.000Z"); // 15:00 in Bogotá
    // 21:00 in Bogotá (02:00Z the next day): quiet, no email at all.
    expect(await platform.services.notifications.digestJob(new Date("2027-03-10T02:00:00.000Z"))).toEqual({ emails: 0, items: 0 });
    await say(night.id, "absence", "Error corregido: Luna sí asistió", "2027-03-10T04:00:00.000Z"); // 23:00 in Bogotá
    expect(mailsTo(night)).toHaveLength(0);
    // 7:00 in Bogotá (12:00Z): the digest chosen at 21:00 goes now, with both items.
    expect(await platform.services.notifications.digestJob(new Date("2027-03-10T12:00:00.000Z"))).toEqual({ emails: 1, items: 2 });
    const text = textOf(mailsTo(night)[0] as ReceivedMail);
    expect(text).toContain("Ausencias: Ausencia de Luna");
    expect(text).toContain("Ausencias: Error corregido: Luna sí asistió");
  });

  it("lets only the same-day absence alert be emailed in quiet hours", () => {
    const at = new Date("2027-03-10T02:00:00.000Z"); // 21:00 in Bogotá, 2027-03-09
    expect(mayEmailNow("absence", "2027-03-09T14:00:00.000Z", at)).toBe(true);
    expect(mayEmailNow("absence", "2027-03-08T14:00:00.000Z", at)).toBe(false);
    expect(mayEmailNow("grade", "2027-03-09T14:00:00.000Z", at)).toBe(false);
    expect(mayEmailNow("grade", "2027-03-09T14:00:00.000Z", new Date("2027-03-09T15:00:00.000Z"))).toBe(true);
  });
});
