/**
 * A local SMTP server (the smtp-server package, so the replies are real SMTP) standing in for a
 * school's mail provider. With `credentials` it asks for a login and answers a wrong one with
 * 535 5.7.8, as Gmail and transactional providers do; `refuseRecipients` are answered 550 5.1.1 at
 * RCPT TO. Accepted messages are kept in `received`. Start it on port 0 and hand `url()` to
 * SMTP_URL.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type FakeSmtpOptions = {
  /** The login the server accepts; without it, no login is asked for. */
  credentials?: { user: string; password: string };
  /** Addresses the server does not deliver to (a mailbox that does not exist). */
  refuseRecipients?: string[];
};

export type FakeSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** smtp:// URL of this server, with a login in it when given (percent-encoded, as SMTP_URL wants). */
  url(login?: { user: string; password: string }): string;
  close(): Promise<void>;
};

/** An error whose responseCode and message become the server's SMTP reply. */
const reply = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startFakeSmtpServer(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const { credentials } = options;
  const refused = new Set((options.refuseRecipients ?? []).map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    authOptional: !credentials,
    // Plain TCP on localhost: no certificate to make, and the login still goes over the wire.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.password) return callback(null, { user: auth.username });
      callback(reply(535, "5.7.8 Authentication credentials invalid"));
    },
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) return callback(reply(550, `5.1.1 <${address.address}>: Recipient address rejected: User unknown`));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    url(login) {
      const auth = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@` : "";
      return `smtp://${auth}127.0.0.1:${port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
