import { join, resolve } from "node:path";
import { z } from "zod";
import type { SheetsCredentials } from "../integrations/google-sheets/sheets-gateway.js";
import { isCommonPassword, minPasswordLength } from "../common/auth/password-policy.js";
import { badNotionDatabaseIdMessage, notionDatabaseId } from "../common/notion/notion-database-id.js";
import { type WhatsAppTemplate, whatsappTemplateSchema } from "../common/whatsapp/whatsapp.schema.js";
import { defaultGraphHost, defaultGraphVersion } from "../integrations/whatsapp/graph-versions.js";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const configSchema = z
  .object({
    PORT: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "debe empezar por postgres:// o postgresql://")
        .optional(),
    ),
    JWT_SECRET: optionalText.pipe(z.string().min(32, "debe tener al menos 32 caracteres").optional()),
    JWT_TTL_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(60).default(60 * 60 * 12)),
    TRUST_PROXY: z.preprocess(blankAsUnset, z.string().trim().default("0")).transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: "debe ser 0, un número de proxies (1, 2...) o una lista de direcciones de proxy separadas por comas" });
        return z.NEVER;
      }
      return parsed;
    }),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, "debe empezar por redis:// o rediss://")
        .optional(),
    ),
    RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(1_000_000).default(1200)),
    REGISTRATIONS_PER_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(10_000).default(5)),
    ADMIN_EMAIL: optionalText.pipe(z.email("no es un correo válido").optional()),
    ADMIN_PASSWORD: optionalText.pipe(
      z
        .string()
        .min(minPasswordLength, `debe tener al menos ${minPasswordLength} caracteres`)
        .refine((password) => !isCommonPassword(password), "es una contraseña muy común; elige otra más difícil de adivinar")
        .optional(),
    ),
    SCHOOL_NAME: z.string().trim().min(1).default("Tribu"),
    SCHOOL_PHONE: z.string().trim().min(1).default("+57 300 000 0000"),
    SCHOOL_EMAIL: z.email().default("contacto@tribu.edu.co"),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: "debe ser una URL http:// o https://, por ejemplo https://escuela.edu.co" }).optional()),
    DATA_CONTROLLER_NAME: optionalText,
    DATA_CONTROLLER_EMAIL: optionalText.pipe(z.email("no es un correo válido").optional()),
    DATA_CONTROLLER_ADDRESS: optionalText,
    DATA_CONTROLLER_PHONE: optionalText,
    DEMO_MODE: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    READ_CACHE: z
      .enum(["0", "1", "true", "false", "on", "off"])
      .default("on")
      .transform((value) => value === "1" || value === "true" || value === "on"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
    GOOGLE_SHEETS_KEY_FILE: optionalText,
    GOOGLE_SHEETS_API_KEY: optionalText,
    GOOGLE_SHEETS_ROOT_URL: optionalText.pipe(z.url("no es una URL válida").optional()),
    CRM_SPREADSHEET_ID: optionalText,
    CRM_SHEET_NAME: z.string().trim().min(1).default("CRM"),
    PRODUCTS_SPREADSHEET_ID: optionalText,
    PRODUCTS_SHEET_NAME: z.string().trim().min(1).default("Sheet1"),
    TODO_SPREADSHEET_ID: optionalText,
    TODO_SHEET_NAME: z.string().trim().min(1).default("Sheet1"),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "debe empezar por smtp:// o smtps://")
        .optional(),
    ),
    SMTP_FROM: optionalText.pipe(z.email("no es un correo válido").optional()),
    NOTION_TOKEN: optionalText,
    /** The database's link as copied from Notion, or its id; kept as the id. */
    NOTION_DATABASE_ID: optionalText.transform((value, ctx) => {
      if (value === undefined) return undefined;
      const id = notionDatabaseId(value);
      if (id === null) {
        ctx.addIssue({ code: "custom", message: badNotionDatabaseIdMessage(value) });
        return z.NEVER;
      }
      return id;
    }),
    NOTION_BASE_URL: optionalText.pipe(z.url("no es una URL válida").optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_REDIRECT_URI: optionalText.pipe(z.url("no es una URL válida").optional()),
    GOOGLE_CLASSROOM_ROOT_URL: optionalText.pipe(z.url("no es una URL válida").optional()),
    GOOGLE_OAUTH_AUTH_URL: optionalText.pipe(z.url("no es una URL válida").optional()),
    GOOGLE_OAUTH_TOKEN_URL: optionalText.pipe(z.url("no es una URL válida").optional()),
    GOOGLE_OAUTH_REVOKE_URL: optionalText.pipe(z.url("no es una URL válida").optional()),
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_APP_SECRET: optionalText,
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_GRAPH_URL: z.preprocess(
      blankAsUnset,
      z
        .url("no es una URL válida")
        .default(defaultGraphHost)
        .refine((url) => new URL(url).pathname.replace(/\/+$/, "") === "", "debe ser solo el servidor (https://graph.facebook.com), sin /v21.0 ni otra ruta: la versión va en WHATSAPP_GRAPH_VERSION"),
    ),
    WHATSAPP_GRAPH_VERSION: z.preprocess(blankAsUnset, z.string().trim().regex(/^v\d+\.\d+$/, "debe tener la forma v25.0").default(defaultGraphVersion)),
    WHATSAPP_TEMPLATES: z.preprocess(
      blankAsUnset,
      z
        .string()
        .default("[]")
        .transform((text, ctx) => {
          try {
            return JSON.parse(text) as unknown;
          } catch {
            ctx.addIssue({ code: "custom", message: "no es un JSON válido (una lista de plantillas: docs/integrations/whatsapp.md)" });
            return z.NEVER;
          }
        })
        .pipe(
          z
            .array(whatsappTemplateSchema, "debe ser una lista de plantillas")
            .refine((list) => new Set(list.map((t) => t.name)).size === list.length, "cada plantilla debe tener un nombre distinto"),
        ),
    ),
    BACKUP_DIR: optionalText,
    BACKUP_DAILY_HOUR: z.preprocess(blankAsUnset, z.coerce.number().int().min(0).max(23).optional()),
    BACKUP_KEEP: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(365).default(14)),
    AUDIT_RETENTION_DAYS: z.preprocess(blankAsUnset, z.coerce.number().int().min(30, "debe ser al menos 30 días").max(36_500).default(730)),
    HTTP_HEADERS_TIMEOUT_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(30, "debe ser como mucho 30 segundos").default(20)),
    HTTP_REQUEST_TIMEOUT_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(3600).default(300)),
    HTTP_KEEP_ALIVE_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().int().min(1).max(120).default(10)),
    /** Tenths of a second are allowed so that tests can make a vendor give up quickly. */
    VENDOR_TIMEOUT_SECONDS: z.preprocess(blankAsUnset, z.coerce.number().min(0.1, "debe ser al menos 0.1 segundos").max(60, "debe ser como mucho 60 segundos").default(8)),
  })
  .refine((env) => env.HTTP_HEADERS_TIMEOUT_SECONDS <= env.HTTP_REQUEST_TIMEOUT_SECONDS, {
    message: "no puede ser mayor que HTTP_REQUEST_TIMEOUT_SECONDS",
    path: ["HTTP_HEADERS_TIMEOUT_SECONDS"],
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL y ADMIN_PASSWORD deben indicarse juntos",
    path: ["ADMIN_EMAIL"],
  })
  .refine((env) => Boolean(env.NOTION_TOKEN) === Boolean(env.NOTION_DATABASE_ID), {
    message: "NOTION_TOKEN y NOTION_DATABASE_ID deben indicarse juntos",
    path: ["NOTION_TOKEN"],
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: "GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET deben indicarse juntos",
    path: ["GOOGLE_CLIENT_ID"],
  })
  .refine((env) => Boolean(env.WHATSAPP_TOKEN) === Boolean(env.WHATSAPP_PHONE_NUMBER_ID), {
    message: "WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID deben indicarse juntos",
    path: ["WHATSAPP_TOKEN"],
  });

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  initialAdmin: { email: string; password: string } | undefined;
  school: { name: string; phone: string; email: string };
  /**
   * The school's address as people outside reach it (PUBLIC_URL, without a trailing slash), for
   * links printed on paper: a certificate's QR code (issue 36). Unset: the address the request came to.
   */
  publicUrl: string | undefined;
  /** Responsable del tratamiento (Ley 1581 de 2012) shown on the privacy notice; defaults to the school. */
  dataController: { name: string; email: string; phone: string; address: string | null };
  demoMode: boolean;
  /** Keep the busiest reads' answers until the data changes (server/lib/read-cache.ts); off for measuring. */
  readCache: boolean;
  logLevel: string;
  /**
   * Behind a reverse proxy: how many proxies (hops) or which proxy addresses to believe in
   * X-Forwarded-For; false takes the socket's address. Never "trust everything", which would let a
   * client pick its own address by sending the header (and with it escape every per-address limit).
   */
  trustProxy: TrustProxy;
  /** Shared counters for the throttles and the general rate limit; without it they live in memory. */
  redisUrl: string | undefined;
  /** Requests per address and minute to /api and /trpc (0: off) and self-registrations per address and hour. */
  rateLimits: { requestsPerMinute: number; registrationsPerHour: number };
  googleSheets: GoogleSheetsConfig;
  /** Quotation emails; without it the send dialog says that email is not configured. */
  smtp: { url: string; from: string } | undefined;
  /** Task board; without it the board lives in our database. */
  notion: { token: string; databaseId: string; baseUrl: string | undefined } | undefined;
  /** Google Classroom OAuth client; without it the screen explains how to configure it. */
  googleClassroom: GoogleClassroomConfig | undefined;
  /** WhatsApp Business Cloud API; without it the messaging screen runs in a labelled demo mode. */
  whatsapp: WhatsAppConfig | undefined;
  /** npm run backup writes here; with dailyHour set, the server also makes one backup a day and keeps `keep`. */
  backup: { dir: string; dailyHour: number | undefined; keep: number };
  /** Audit entries older than this are deleted at start and once a day (the audit log's only deletion). */
  auditRetentionDays: number;
  /**
   * Timeouts of the HTTP server, in milliseconds: a request's headers must arrive within
   * headersTimeoutMs (a client sending half a header is dropped), the whole request (a 10 MB upload
   * on a slow connection) within requestTimeoutMs, and an idle keep-alive connection closes after
   * keepAliveTimeoutMs.
   */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
  /**
   * How long one call to Google (Classroom, Sheets), Notion or WhatsApp may take before the admin
   * reads that the vendor did not answer in time. The default, 8 s, stays under the browser's 10 s
   * limit on a call (web/lib/trpc.ts).
   */
  vendorTimeoutMs: number;
};

export type GoogleClassroomConfig = {
  clientId: string;
  clientSecret: string;
  /** Must match the redirect URI registered in Google Cloud for this client. */
  redirectUri: string;
  /** Tests point these at a local fake. */
  rootUrl: string | undefined;
  authUrl: string | undefined;
  tokenUrl: string | undefined;
  revokeUrl: string | undefined;
};

export type WhatsAppConfig = {
  token: string;
  phoneNumberId: string;
  /** Verifies X-Hub-Signature-256 on webhook calls; without it webhook posts are refused. */
  appSecret: string | undefined;
  /** Answers Meta's GET verification of the webhook. */
  verifyToken: string | undefined;
  /** Where the Graph API lives, without a path (tests point it at a local fake). */
  graphHost: string;
  /** The Graph API version every call names (v25.0); its end is in integrations/whatsapp/graph-versions.ts. */
  graphVersion: string;
  /** Approved templates, for the first message and after the 24-hour customer-service window. */
  templates: WhatsAppTemplate[];
};

export type SpreadsheetRef = { spreadsheetId: string | undefined; sheetName: string };

/** Without credentials or a spreadsheet id, the business tools use their local implementation. */
export type GoogleSheetsConfig = {
  credentials: SheetsCredentials | undefined;
  rootUrl: string | undefined;
  crm: SpreadsheetRef;
  products: SpreadsheetRef;
  todo: SpreadsheetRef;
};

export type TrustProxy = false | number | string[];

const ipv4 = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const ipv6 = /^[0-9a-f:]+(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: "0" (or "false") for none, a hop count ("1" = the one proxy in front of Tribu), or
 * a comma-separated list of proxy addresses or CIDR ranges. "true" is refused: it trusted a
 * spoofed X-Forwarded-For. Returns null for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === "0" || value === "false") return false;
  if (/^\d+$/.test(value)) return Math.min(Number(value), 10);
  const list = value.split(",").map((item) => item.trim()).filter(Boolean);
  if (list.length === 0 || !list.every((item) => ipv4.test(item) || (item.includes(":") && ipv6.test(item)))) return null;
  return list;
}

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "entorno"}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    initialAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    school: { name: e.SCHOOL_NAME, phone: e.SCHOOL_PHONE, email: e.SCHOOL_EMAIL },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ""),
    dataController: {
      name: e.DATA_CONTROLLER_NAME ?? e.SCHOOL_NAME,
      email: e.DATA_CONTROLLER_EMAIL ?? e.SCHOOL_EMAIL,
      phone: e.DATA_CONTROLLER_PHONE ?? e.SCHOOL_PHONE,
      address: e.DATA_CONTROLLER_ADDRESS ?? null,
    },
    demoMode: e.DEMO_MODE,
    readCache: e.READ_CACHE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    rateLimits: { requestsPerMinute: e.RATE_LIMIT_PER_MINUTE, registrationsPerHour: e.REGISTRATIONS_PER_HOUR },
    googleSheets: {
      credentials: e.GOOGLE_SHEETS_KEY_FILE
        ? { kind: "service-account", keyFile: resolve(e.GOOGLE_SHEETS_KEY_FILE) }
        : e.GOOGLE_SHEETS_API_KEY
          ? { kind: "api-key", apiKey: e.GOOGLE_SHEETS_API_KEY }
          : undefined,
      rootUrl: e.GOOGLE_SHEETS_ROOT_URL,
      crm: { spreadsheetId: e.CRM_SPREADSHEET_ID, sheetName: e.CRM_SHEET_NAME },
      products: { spreadsheetId: e.PRODUCTS_SPREADSHEET_ID, sheetName: e.PRODUCTS_SHEET_NAME },
      todo: { spreadsheetId: e.TODO_SPREADSHEET_ID, sheetName: e.TODO_SHEET_NAME },
    },
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM ?? e.SCHOOL_EMAIL } : undefined,
    notion: e.NOTION_TOKEN && e.NOTION_DATABASE_ID ? { token: e.NOTION_TOKEN, databaseId: e.NOTION_DATABASE_ID, baseUrl: e.NOTION_BASE_URL } : undefined,
    googleClassroom:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            redirectUri: e.GOOGLE_REDIRECT_URI ?? `http://localhost:${e.PORT}/api/google-classroom/callback`,
            rootUrl: e.GOOGLE_CLASSROOM_ROOT_URL,
            authUrl: e.GOOGLE_OAUTH_AUTH_URL,
            tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL,
            revokeUrl: e.GOOGLE_OAUTH_REVOKE_URL,
          }
        : undefined,
    backup: {
      dir: resolve(e.BACKUP_DIR ?? join(e.DATA_DIR, "backups")),
      dailyHour: e.BACKUP_DAILY_HOUR,
      keep: e.BACKUP_KEEP,
    },
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_SECONDS * 1000,
    },
    vendorTimeoutMs: Math.round(e.VENDOR_TIMEOUT_SECONDS * 1000),
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            graphHost: e.WHATSAPP_GRAPH_URL.replace(/\/+$/, ""),
            graphVersion: e.WHATSAPP_GRAPH_VERSION,
            templates: e.WHATSAPP_TEMPLATES,
          }
        : undefined,
  };
}
