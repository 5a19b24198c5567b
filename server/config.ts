import { resolve } from "node:path";
import { z } from "zod";
import type { SheetsCredentials } from "../integrations/google-sheets/sheets-gateway.js";

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
    TRUST_PROXY: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    ADMIN_EMAIL: optionalText.pipe(z.email("no es un correo válido").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(6, "debe tener al menos 6 caracteres").optional()),
    SCHOOL_NAME: z.string().trim().min(1).default("Tribu"),
    SCHOOL_PHONE: z.string().trim().min(1).default("+57 300 000 0000"),
    SCHOOL_EMAIL: z.email().default("contacto@tribu.edu.co"),
    DEMO_MODE: z
      .enum(["0", "1", "true", "false"])
      .default("0")
      .transform((value) => value === "1" || value === "true"),
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
  })
  .refine((env) => Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL y ADMIN_PASSWORD deben indicarse juntos",
    path: ["ADMIN_EMAIL"],
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
  demoMode: boolean;
  logLevel: string;
  /** Behind a reverse proxy, take the client address from X-Forwarded-For (login limits per address). */
  trustProxy: boolean;
  googleSheets: GoogleSheetsConfig;
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
    demoMode: e.DEMO_MODE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
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
  };
}
