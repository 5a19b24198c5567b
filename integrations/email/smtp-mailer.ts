import nodemailer from "nodemailer";
import type { MailMessage } from "../../common/email/mail-message.js";
import { type VendorFailure, VendorError } from "../vendor-error.js";

/** nodemailer's error codes: the server not reached, our login refused, the message refused. */
function failureOf(code: unknown): VendorFailure {
  if (code === "ECONNECTION" || code === "ETIMEDOUT" || code === "ESOCKET" || code === "EDNS") return "unreachable";
  if (code === "EAUTH" || code === "ENOAUTH") return "refused";
  if (code === "EENVELOPE" || code === "EMESSAGE") return "rejected";
  return "failed";
}

/**
 * A real SMTP sender from SMTP_URL (smtp:// or smtps://, credentials in the URL) and SMTP_FROM. It
 * fits the quotations domain's Mailer port; a failed send is a VendorError.
 */
export function createSmtpMailer(smtp: { url: string; from: string }) {
  // Short timeouts: the admin waits in the dialog for the answer.
  const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message: MailMessage): Promise<void> {
      try {
        await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments });
      } catch (error) {
        const failure = error as { code?: unknown; responseCode?: number; message?: string };
        throw new VendorError(failureOf(failure.code), failure.message ?? "SMTP error", failure.responseCode ? { status: failure.responseCode } : {});
      }
    },
  };
}
