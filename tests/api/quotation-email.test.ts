import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server.js";
import { type Actor, firstAdmin, rest, upload } from "../setup/as-role.js";
import { trpcMutation } from "../setup/http.js";
import { bearer, createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

const csv = ["Código interno,Título,Precio anterior,Nuevo precio", 'VBC-001,Vinilo blanco cubeta 19LT,"$300,000.00","$320,500.50"'].join("\n");
/** The school's mail account, as its provider (Gmail, a transactional service...) knows it. */
const login = { user: "cotizaciones@tribu.test", password: "abcd efgh ijkl mnop" };
const quotation = { clientName: "Constructora Los Andes", projectName: "Sede norte", items: [{ code: "VBC-001", quantity: 2 }], discountValue: 10 };

type Mail = { platform: TestPlatform; admin: Actor; log: string[] };

/** A platform sending through `url` with one product to quote, keeping its log lines from warn up. */
async function mailPlatform(url: string): Promise<Mail> {
  const log: string[] = [];
  const platform = await createTestPlatform({ SMTP_URL: url, SMTP_FROM: login.user, LOG_LEVEL: "warn" }, { logStream: { write: (line) => log.push(line) } });
  const admin = await firstAdmin(platform);
  await upload(admin, "POST", "/api/products/import", {}, { name: "c.csv", content: Buffer.from(csv) });
  return { platform, admin, log };
}

/** The log entries about a vendor's failure. */
const vendorEntries = (log: string[]) => log.map((line) => JSON.parse(line)).filter((entry) => entry.vendor);

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer({ credentials: login, refuseRecipients: ["nadie@andes.test"] });
});
afterAll(() => smtp.close());

describe("quotation email over SMTP", () => {
  let mail: Mail;
  beforeAll(async () => {
    mail = await mailPlatform(smtp.url(login));
  });
  afterAll(() => mail.platform.close());
  const send = (payload: unknown) => rest(mail.admin, "POST", "/api/quotations/email", payload);

  it("sends a real email with the PDF attached", async () => {
    expect((await rest(mail.admin, "GET", "/api/products/overview")).json().emailConfigured).toBe(true);
    const sent = await send({ ...quotation, to: "compras@andes.test" });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, message: "Cotización enviada a: compras@andes.test" });
    expect(smtp.received).toHaveLength(1);
    const received = smtp.received[0] as { to: string[]; raw: string };
    expect(received.to).toEqual(["compras@andes.test"]);
    expect(received.raw).toMatch(/From: cotizaciones@tribu\.test/);
    expect(received.raw).toMatch(/Content-Type: application\/pdf;\s+name=cotizacion-borrador-constructora-los-andes\.pdf/);
    expect(received.raw).toContain("JVBERi0"); // base64 of "%PDF-"
  });

  it("needs a client, an item and an address", async () => {
    expect((await send({ clientName: "", items: [{ code: "VBC-001" }], to: "a@b.test" })).json().message).toBe("Selecciona o escribe el cliente de la cotización.");
    expect((await send({ clientName: "C", items: [], to: "a@b.test" })).json().message).toBe("Agrega al menos un producto a la cotización.");
    const noAddress = await send({ clientName: "C", items: [{ code: "VBC-001" }], to: " " });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe("Escribe el correo al que se enviará la cotización.");
    expect((await send({ clientName: "C", items: [{ code: "VBC-001" }], to: "no-es-correo" })).json().message).toBe("El correo electrónico no es válido.");
    expect(smtp.received).toHaveLength(1);
  });

  it("answers a mailbox the server refuses with what to check, and logs the server's reply", async () => {
    const refused = await send({ ...quotation, to: "nadie@andes.test" });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(
      "El servidor de correo no aceptó la dirección del destinatario (código SMTP 550). Revisa que esté bien escrita y que el buzón exista.",
    );
    expect(vendorEntries(mail.log).at(-1)).toMatchObject({
      level: 40,
      msg: refused.json().message,
      vendor: { failure: "rejected", status: 550, reason: "recipient", answer: expect.stringContaining("550 5.1.1 <nadie@andes.test>") },
    });
    expect(smtp.received).toHaveLength(1);
  });
});

describe("quotation email with a login the mail server refuses", () => {
  let mail: Mail;
  const wrong = { user: login.user, password: "clave-vieja-del-correo" };
  beforeAll(async () => {
    mail = await mailPlatform(smtp.url(wrong));
  });
  afterAll(() => mail.platform.close());

  it("answers 502 in Spanish saying what to check, and logs the server's 535 without the login (REST and tRPC)", async () => {
    const message =
      "El servidor de correo rechazó el usuario o la contraseña (código SMTP 535). Revisa el usuario y la contraseña de SMTP_URL: con Google Workspace o Gmail hace falta una contraseña de aplicación.";
    const viaRest = await rest(mail.admin, "POST", "/api/quotations/email", { ...quotation, to: "compras@andes.test" });
    expect(viaRest.statusCode).toBe(502);
    expect(viaRest.json().message).toBe(message);
    const viaTrpc = await trpcMutation(mail.platform.app, "quotations.sendEmail", { ...quotation, to: "compras@andes.test" }, bearer(mail.admin.token));
    expect(viaTrpc.statusCode).toBe(502);
    expect(viaTrpc.json().error.message).toBe(message);

    const entries = vendorEntries(mail.log);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toMatchObject({ level: 40, msg: message, vendor: { failure: "refused", status: 535 } });
      expect(entry.vendor.answer).toMatch(/^535 5\.7\.8 Authentication credentials invalid/);
    }
    const written = mail.log.join("\n");
    expect(written).not.toContain(wrong.password);
    expect(written).not.toContain(encodeURIComponent(wrong.user));
    expect(written).not.toContain(wrong.user);
    expect(smtp.received).toHaveLength(1);
  });
});
