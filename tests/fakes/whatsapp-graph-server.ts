/**
 * A local stand-in for Meta's Graph API, enough for the WhatsApp Cloud API adapter: POST
 * /{version}/{phone-number-id}/messages answers a wamid, or a Graph-style error when told to.
 * Start it on port 0 and use `graphUrl` as WHATSAPP_GRAPH_URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeGraphRequest = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: unknown };

export type FakeGraphServer = {
  graphUrl: string;
  requests: FakeGraphRequest[];
  /** The next `times` sends answer with this HTTP status and Graph error code. */
  failNext(status: number, code: number, times?: number): void;
  close(): Promise<void>;
};

export async function startFakeGraphServer(version = "v21.0"): Promise<FakeGraphServer> {
  const requests: FakeGraphRequest[] = [];
  const failures: { status: number; code: number }[] = [];
  let counter = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // kept as text
      }
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, contentType: req.headers["content-type"], body });
      const match = new RegExp(`^/${version}/([^/]+)/messages$`).exec(path);
      if (req.method !== "POST" || !match) {
        return send(res, 404, { error: { message: "Unknown path", type: "GraphMethodException", code: 100 } });
      }
      if (!req.headers.authorization?.startsWith("Bearer ")) {
        return send(res, 401, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
      }
      const failure = failures.shift();
      if (failure) {
        return send(res, failure.status, { error: { message: "Fake failure", type: "OAuthException", code: failure.code, fbtrace_id: "fake" } });
      }
      counter += 1;
      const to = (body as { to?: string } | undefined)?.to ?? "";
      return send(res, 200, {
        messaging_product: "whatsapp",
        contacts: [{ input: to, wa_id: to }],
        messages: [{ id: `wamid.fake${counter}` }],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    graphUrl: `http://127.0.0.1:${port}/${version}`,
    requests,
    failNext(status, code, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, code });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
