/**
 * A local stand-in for Meta's Graph API, as strict as the WhatsApp Cloud API for what Tribu sends:
 * only versioned paths (/v25.0/{phone-number-id}/messages), the configured token and phone number
 * id, a text or an approved template (name, language, number of body parameters), and Meta's error
 * bodies when it refuses. Like Meta, a free-form text outside the 24-hour customer-service window is
 * accepted with 200 and then fails through the webhook with 131047. Statuses (sent, delivered,
 * read, failed) and the parents' messages reach Tribu's webhook signed with X-Hub-Signature-256.
 * Start it on port 0 and use `url` as WHATSAPP_GRAPH_URL; `/_fake/*` lets a browser test play the parent.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeGraphRequest = { method: string; path: string; authorization: string | undefined; contentType: string | undefined; body: unknown };
export type FakeTemplate = { name: string; language: string; bodyParams: number };
/** Where the webhook calls go: Tribu's URL, or a function (an API test hands them to app.inject). */
export type WebhookTarget = string | ((body: string, signature: string) => Promise<number>);

export type FakeGraphOptions = {
  token?: string;
  phoneNumberId?: string;
  /** Approved templates; any other name or language is refused with 132001. */
  templates?: FakeTemplate[];
  webhook?: { target: WebhookTarget; appSecret: string };
  /**
   * The statuses of an accepted message go out this long after Graph's answer (Meta's arrive
   * after it); unset, they wait for flush(), so an API test decides when they arrive.
   */
  autoDeliverMs?: number;
  /** 0 (any free port) unless a browser test needs to know it in advance. */
  port?: number;
};

export type FakeGraphServer = {
  /** The host only (http://127.0.0.1:port): the version is Tribu's own setting. */
  url: string;
  requests: FakeGraphRequest[];
  /** Every webhook call made, with the status Tribu answered. */
  deliveries: { payload: unknown; answered: number }[];
  /** The next `times` sends answer with this HTTP status and Graph error code. */
  failNext(status: number, code: number, times?: number): void;
  /** While true a send is recorded but never answered, the connection left open, as when Meta hangs. */
  stalled: boolean;
  deliverTo(target: WebhookTarget, appSecret: string): void;
  /** A parent writes to the school: opens the 24-hour window and reaches the webhook. */
  receive(from: string, text: string): Promise<void>;
  /** The parent opens the chat: every delivered message to them is read. */
  read(to: string): Promise<void>;
  /** Sends the statuses still held back and waits until every webhook call so far is answered. */
  flush(): Promise<void>;
  close(): Promise<void>;
};

const windowMs = 24 * 60 * 60 * 1000;
const graphError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: { message, type: "OAuthException", code, ...extra, fbtrace_id: "AfakeTrace" },
});

export async function startFakeGraphServer(options: FakeGraphOptions = {}): Promise<FakeGraphServer> {
  const token = options.token ?? "token-de-prueba";
  const phoneNumberId = options.phoneNumberId ?? "109876543210";
  const templates = options.templates ?? [];
  let webhook = options.webhook;
  const requests: FakeGraphRequest[] = [];
  const deliveries: FakeGraphServer["deliveries"] = [];
  const failures: { status: number; code: number }[] = [];
  const lastInbound = new Map<string, number>();
  const delivered = new Map<string, string[]>();
  let counter = 0;
  let queue: Promise<void> = Promise.resolve();
  const held: (() => Promise<void>)[] = [];

  async function post(value: Record<string, unknown>): Promise<void> {
    if (!webhook) return;
    const payload = {
      object: "whatsapp_business_account",
      entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId }, ...value } }] }],
    };
    const body = JSON.stringify(payload);
    const signature = `sha256=${createHmac("sha256", webhook.appSecret).update(body).digest("hex")}`;
    const { target } = webhook;
    const answered =
      typeof target === "string"
        ? await fetch(target, { method: "POST", headers: { "content-type": "application/json", "x-hub-signature-256": signature }, body })
            .then((r) => r.status)
            .catch(() => 0)
        : await target(body, signature);
    deliveries.push({ payload, answered });
  }
  const later = (step: () => Promise<void>) => {
    queue = queue.then(step, step);
    return queue;
  };
  const now = () => String(Math.floor(Date.now() / 1000));
  const status = (id: string, to: string, state: string, errors?: unknown[]) =>
    post({ statuses: [{ id, status: state, timestamp: now(), recipient_id: to, ...(errors ? { errors } : {}) }] });

  /** What Meta refuses at once, or null when the message is accepted. */
  function refusal(body: Record<string, unknown>): [number, unknown] | null {
    if (body.messaging_product !== "whatsapp") return [400, graphError(100, "(#100) The parameter messaging_product is required.")];
    const to = body.to;
    if (typeof to !== "string" || !/^\+?\d{7,15}$/.test(to)) return [400, graphError(100, "(#100) Invalid parameter", { error_data: { messaging_product: "whatsapp", details: "Invalid value for 'to'" } })];
    if (body.type === "text") {
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== "string" || text.trim() === "") return [400, graphError(131008, "(#131008) Required parameter is missing", { error_data: { messaging_product: "whatsapp", details: "Parameter 'text.body' is required" } })];
      if (text.length > 4096) return [400, graphError(100, "(#100) Param text['body'] must be at most 4096 characters long.")];
      return null;
    }
    if (body.type === "template") {
      const template = body.template as { name?: string; language?: { code?: string }; components?: { type?: string; parameters?: { type?: string; text?: string }[] }[] } | undefined;
      const approved = templates.find((t) => t.name === template?.name && t.language === template?.language?.code);
      if (!approved) {
        return [400, graphError(132001, "(#132001) Template name does not exist in the translation", { error_data: { messaging_product: "whatsapp", details: `template name (${template?.name}) does not exist in ${template?.language?.code}` } })];
      }
      const params = template?.components?.find((c) => c.type === "body")?.parameters ?? [];
      if (params.length !== approved.bodyParams || params.some((p) => p.type !== "text" || !p.text?.trim())) {
        return [400, graphError(132000, "(#132000) Number of parameters does not match the expected number of params", { error_data: { messaging_product: "whatsapp", details: `body: number of localizable_params (${params.length}) does not match the expected number of params (${approved.bodyParams})` } })];
      }
      return null;
    }
    return [400, graphError(100, "(#100) Invalid parameter", { error_data: { messaging_product: "whatsapp", details: "Tribu's fake only knows text and template messages" } })];
  }

  function accept(body: Record<string, unknown>): string {
    counter += 1;
    const id = `wamid.fake${counter}`;
    const to = String(body.to).replace(/^\+/, "");
    const open = Date.now() - (lastInbound.get(to) ?? Number.NEGATIVE_INFINITY) < windowMs;
    if (options.autoDeliverMs !== undefined) setTimeout(() => fakeServer.flush(), options.autoDeliverMs);
    held.push(async () => {
      if (body.type === "text" && !open) {
        await status(id, to, "failed", [{ code: 131047, title: "Re-engagement message", message: "Re-engagement message", error_data: { details: "Message failed to send because more than 24 hours have passed since the customer last replied to this number." } }]);
        return;
      }
      await status(id, to, "sent");
      await status(id, to, "delivered");
      delivered.set(to, [...(delivered.get(to) ?? []), id]);
    });
    return id;
  }

  const send = (res: ServerResponse, code: number, body: unknown) => {
    res.writeHead(code, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // kept as text
      }
      const path = new URL(req.url ?? "/", "http://fake").pathname;
      if (path === "/_fake/receive" || path === "/_fake/read") {
        const { from, to, text: said } = (body ?? {}) as { from?: string; to?: string; text?: string };
        await (path === "/_fake/receive" ? fakeServer.receive(String(from), String(said ?? "")) : fakeServer.read(String(to)));
        await fakeServer.flush();
        return send(res, 200, { ok: true });
      }
      requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, contentType: req.headers["content-type"], body });
      if (fakeServer.stalled) return;
      const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
      if (!match) return send(res, 400, graphError(2500, `Unknown path components: ${path}`));
      if (req.method !== "POST") return send(res, 400, graphError(100, `Unsupported ${req.method?.toLowerCase()} request.`, { error_subcode: 33 }));
      if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, graphError(190, "Invalid OAuth access token - Cannot parse access token"));
      if (match[1] !== phoneNumberId) {
        return send(res, 400, graphError(100, `Unsupported post request. Object with ID '${match[1]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, { error_subcode: 33 }));
      }
      if (!String(req.headers["content-type"]).startsWith("application/json") || typeof body !== "object" || body === null) {
        return send(res, 400, graphError(100, "(#100) The parameter messaging_product is required."));
      }
      const failure = failures.shift();
      if (failure) return send(res, failure.status, graphError(failure.code, "Fake failure"));
      const refused = refusal(body as Record<string, unknown>);
      if (refused) return send(res, refused[0], refused[1]);
      const to = String((body as { to: string }).to);
      return send(res, 200, { messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to.replace(/^\+/, "") }], messages: [{ id: accept(body as Record<string, unknown>) }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fakeServer: FakeGraphServer = {
    url: `http://127.0.0.1:${port}`,
    requests,
    deliveries,
    stalled: false,
    failNext(code, errorCode, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status: code, code: errorCode });
    },
    deliverTo(target, appSecret) {
      webhook = { target, appSecret };
    },
    receive(from, said) {
      lastInbound.set(from, Date.now());
      counter += 1;
      const id = `wamid.fakeIn${counter}`;
      return later(() => post({ contacts: [{ profile: { name: "Familia" }, wa_id: from }], messages: [{ from, id, timestamp: now(), type: "text", text: { body: said } }] }));
    },
    async read(to) {
      await fakeServer.flush();
      const ids = delivered.get(to) ?? [];
      delivered.set(to, []);
      return later(async () => {
        for (const id of ids) await status(id, to, "read");
      });
    },
    flush() {
      for (const step of held.splice(0)) later(step);
      return queue;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fakeServer;
}
