import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmtpMailer } from "../../integrations/email/smtp-mailer.js";
import { VendorError } from "../../integrations/vendor-error.js";
import { mailVendorAnswers } from "../../server/domains/quotations/quotations.port.js";
import { appErrorFromVendor } from "../../server/lib/vendor-errors.js";
import { type FakeSmtpServer, startFakeSmtpServer } from "../fakes/smtp-server.js";

const login = { user: "cotizaciones@escuela-sol.test", password: "cl@ve de/aplicación" };
const message = { to: "compras@cliente.test", subject: "Cotización", text: "Adjunta." };

async function failure(work: Promise<unknown>): Promise<VendorError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VendorError);
  return error as VendorError;
}

/** Everything the error carries, as a log line or a message would show it. */
const shown = (error: VendorError) => `${error.message} ${JSON.stringify(error.details)}`;

describe("SMTP mailer against a local mail server", () => {
  let smtp: FakeSmtpServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ credentials: login, refuseRecipients: ["nadie@cliente.test"] });
  });
  afterAll(() => smtp.close());

  it("logs in and delivers the message", async () => {
    await createSmtpMailer({ url: smtp.url(login), from: login.user }).send(message);
    expect(smtp.received.at(-1)).toMatchObject({ from: login.user, to: ["compras@cliente.test"] });
  });

  it("never sends to a child's placeholder address under .invalid (RFC 6761), and still sends the next real one", async () => {
    const before = smtp.received.length;
    const mailer = createSmtpMailer({ url: smtp.url(login), from: login.user });
    await mailer.send({ ...message, to: "estudiante-abc123@sin-correo.invalid" });
    await mailer.send({ ...message, to: "Alguien@Otro.INVALID" });
    expect(smtp.received.length).toBe(before);
    await mailer.send(message);
    expect(smtp.received.length).toBe(before + 1);
  });

  it("reports a refused login with the server's reply, and never the login itself", async () => {
    const wrong = { user: login.user, password: "clave-equivocada-123" };
    const error = await failure(createSmtpMailer({ url: smtp.url(wrong), from: login.user }).send(message));
    expect(error.failure).toBe("refused");
    expect(error.status).toBe(535);
    expect(error.details.answer).toMatch(/^535 5\.7\.8 Authentication credentials invalid/);
    expect(shown(error)).not.toContain("clave-equivocada-123");
    expect(shown(error)).not.toContain(login.user);
  });

  it("reports a refused recipient with the server's reply", async () => {
    const error = await failure(createSmtpMailer({ url: smtp.url(login), from: login.user }).send({ ...message, to: "nadie@cliente.test" }));
    expect(error).toMatchObject({ failure: "rejected", status: 550, details: { reason: "recipient" } });
    expect(error.details.answer).toContain("550 5.1.1 <nadie@cliente.test>: Recipient address rejected");
  });

  it("reports a server it cannot reach, with the connection error", async () => {
    const closed = await startFakeSmtpServer();
    await closed.close();
    const error = await failure(createSmtpMailer({ url: closed.url(login), from: login.user }).send(message));
    expect(error.failure).toBe("unreachable");
    expect(error.details.answer).toContain("ECONNREFUSED");
    expect(shown(error)).not.toContain(login.password);
  });
});

describe("what the admin reads when the mail server refuses", () => {
  const answer = (error: VendorError) => appErrorFromVendor(error, mailVendorAnswers);

  it("says what to check, with the SMTP code", () => {
    expect(answer(new VendorError("refused", "Invalid login", { status: 535 }))).toMatchObject({
      status: 502,
      message:
        "El servidor de correo rechazó el usuario o la contraseña (código SMTP 535). Revisa el usuario y la contraseña de SMTP_URL: con Google Workspace o Gmail hace falta una contraseña de aplicación.",
    });
    expect(answer(new VendorError("rejected", "x", { status: 550, reason: "recipient" })).message).toBe(
      "El servidor de correo no aceptó la dirección del destinatario (código SMTP 550). Revisa que esté bien escrita y que el buzón exista.",
    );
    expect(answer(new VendorError("rejected", "x", { status: 553, reason: "sender" })).message).toContain("no permite enviar como SMTP_FROM (código SMTP 553)");
    expect(answer(new VendorError("rejected", "x", { status: 552 })).message).toContain("no aceptó el mensaje (código SMTP 552)");
    expect(answer(new VendorError("failed", "x", { status: 451 })).message).toContain("Si el código empieza por 4 es temporal");
    expect(answer(new VendorError("unreachable", "connect ECONNREFUSED")).message).toContain("Revisa el servidor y el puerto de SMTP_URL");
    expect(answer(new VendorError("failed", "x")).message).toBe("No se pudo enviar el correo. Revisa la dirección o intenta de nuevo más tarde.");
  });
});
