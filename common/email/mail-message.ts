/** An email as a domain hands it to the mailer (today the quotation with its PDF), shared with the SMTP adapter. */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = { to: string; subject: string; text: string; attachments?: MailAttachment[] };
