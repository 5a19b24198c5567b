import nodemailer from "nodemailer";
import type { MailMessage } from "../../common/email/mail-message.js";
import { isUndeliverableEmail } from "../../common/users/placeholder-email.js";
import { type VendorFailure, VendorError } from "../vendor-error.js";

/** nodemailer's error codes: the server not reached, our login refused, the message refused. */
function failureOf(code: unknown): VendorFailure {
  if (code === "ECONNECTION" || code === "ETIMEDOUT" || code === "ESOCKET" || code === "EDNS" || code === "ETLS") return "unreachable";
  if (code === "EAUTH" || code === "ENOAUTH") return "refused";
  if (code === "EENVELOPE" || code === "EMESSAGE") return "rejected";
  return "failed";
}

/** Which address the server refused, from the SMTP command it refused. */
const refusedAddress: Record<string, string> = { "MAIL FROM": "sender", "RCPT TO": "recipient" };

/** The login in SMTP_URL, as written and decoded, so that no message we keep or log repeats it. */
function loginIn(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  };
  return [parsed.password, decode(parsed.password), parsed.username, decode(parsed.username)].filter((part) => part.length > 0);
}

type SmtpFailure = { code?: unknown; responseCode?: number; response?: string; command?: string; message?: string };

/**
 * A real SMTP sender from SMTP_URL (smtp:// or smtps://, credentials in the URL) and SMTP_FROM. It
 * fits the quotations domain's Mailer port; a failed send is a VendorError whose `answer` is the
 * server's reply (or the connection error) without the login, for the server log.
 */
export function createSmtpMailer(smtp: { url: string; from: string }) {
  // Short timeouts: the admin waits in the dialog for the answer.
  const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const login = loginIn(smtp.url);
  const withoutLogin = (text: string) => login.reduce((clean, secret) => clean.split(secret).join("***"), text);

  return {
    async send(message: MailMessage): Promise<void> {
      // A child without email has a placeholder under ".invalid" (RFC 6761 §6.4): never sent, quietly.
      if (isUndeliverableEmail(message.to)) return;
      try {
        await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments });
      } catch (error) {
        const failure = error as SmtpFailure;
        const said = withoutLogin((failure.response ?? failure.message ?? "SMTP error").trim());
        const reason = failure.command ? refusedAddress[failure.command] : undefined;
        throw new VendorError(failureOf(failure.code), withoutLogin(failure.message ?? "SMTP error"), {
          ...(failure.responseCode ? { status: failure.responseCode } : {}),
          ...(reason ? { reason } : {}),
          answer: said,
        });
      }
    },
  };
}
