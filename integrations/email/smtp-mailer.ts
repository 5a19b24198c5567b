import nodemailer from "nodemailer";

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/** Sends email; the quotation service depends on this, never on nodemailer. */
export type Mailer = { send(message: MailMessage): Promise<void> };

/** A real SMTP sender from SMTP_URL (smtp:// or smtps://, credentials in the URL) and SMTP_FROM. */
export function createSmtpMailer(smtp: { url: string; from: string }): Mailer {
  // Short timeouts: the admin waits in the dialog for the answer.
  const transport = nodemailer.createTransport({ url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    async send(message) {
      await transport.sendMail({ from: smtp.from, to: message.to, subject: message.subject, text: message.text, attachments: message.attachments });
    },
  };
}
