import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config.js";

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("uses the documented defaults for an empty environment", () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: resolve("./data"),
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 43_200,
      initialAdmin: undefined,
      school: { name: "Tribu", phone: "+57 300 000 0000", email: "contacto@tribu.edu.co" },
      demoMode: false,
      logLevel: "warn",
      trustProxy: false,
    });
    expect(loadConfig({}).googleSheets).toEqual({
      credentials: undefined,
      rootUrl: undefined,
      crm: { spreadsheetId: undefined, sheetName: "CRM" },
      products: { spreadsheetId: undefined, sheetName: "Sheet1" },
      todo: { spreadsheetId: undefined, sheetName: "Sheet1" },
    });
  });

  it("waits 8 s for a vendor by default (under the browser's 10 s), VENDOR_TIMEOUT_SECONDS changes it, a bad value names the variable", () => {
    expect(loadConfig({}).vendorTimeoutMs).toBe(8000);
    expect(loadConfig({ VENDOR_TIMEOUT_SECONDS: "5" }).vendorTimeoutMs).toBe(5000);
    expect(loadConfig({ VENDOR_TIMEOUT_SECONDS: "0.3" }).vendorTimeoutMs).toBe(300);
    expect(configError({ VENDOR_TIMEOUT_SECONDS: "0" }).message).toContain("VENDOR_TIMEOUT_SECONDS: debe ser al menos 0.1 segundos");
    expect(configError({ VENDOR_TIMEOUT_SECONDS: "600" }).message).toContain("VENDOR_TIMEOUT_SECONDS: debe ser como mucho 60 segundos");
  });

  it("prefers a service account key file (read and write) over an API key (read only)", () => {
    expect(loadConfig({ GOOGLE_SHEETS_KEY_FILE: "clave.json", GOOGLE_SHEETS_API_KEY: "k" }).googleSheets.credentials).toEqual({
      kind: "service-account",
      keyFile: resolve("clave.json"),
    });
    expect(loadConfig({ GOOGLE_SHEETS_API_KEY: "k" }).googleSheets.credentials).toEqual({ kind: "api-key", apiKey: "k" });
  });

  it("reads every variable it knows", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/tmp/tribu-data",
      DATABASE_URL: "postgresql://tribu@db:5432/tribu",
      JWT_SECRET: "x".repeat(32),
      JWT_TTL_SECONDS: "600",
      ADMIN_EMAIL: "direccion@escuela.test",
      ADMIN_PASSWORD: "girasol-azul-2026",
      SCHOOL_NAME: "Escuela Sol",
      SCHOOL_PHONE: "+57 1 234",
      SCHOOL_EMAIL: "hola@sol.test",
      DEMO_MODE: "true",
      LOG_LEVEL: "debug",
      TRUST_PROXY: "1",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/tmp/tribu-data",
      databaseUrl: "postgresql://tribu@db:5432/tribu",
      jwtSecret: "x".repeat(32),
      jwtTtlSeconds: 600,
      initialAdmin: { email: "direccion@escuela.test", password: "girasol-azul-2026" },
      school: { name: "Escuela Sol", phone: "+57 1 234", email: "hola@sol.test" },
      demoMode: true,
      logLevel: "debug",
      trustProxy: 1,
    });
  });

  it.each([
    ["0", false],
    ["false", false],
    ["1", 1],
    ["2", 2],
    ["10.0.0.1", ["10.0.0.1"]],
    ["10.0.0.1, 192.168.0.0/16,::1", ["10.0.0.1", "192.168.0.0/16", "::1"]],
  ])("TRUST_PROXY=%s trusts %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(["true", "yes", "proxy.local", "-1"])("TRUST_PROXY=%s (trust everything or not an address) stops start-up", (value) => {
    expect(configError({ TRUST_PROXY: value }).message).toMatch(/^\s+TRUST_PROXY: /m);
  });

  it("takes REDIS_URL, the general rate limit and the registrations limit", () => {
    expect(loadConfig({}).rateLimits).toEqual({ requestsPerMinute: 1200, registrationsPerHour: 5 });
    expect(loadConfig({}).redisUrl).toBeUndefined();
    const config = loadConfig({ REDIS_URL: "redis://127.0.0.1:6379/2", RATE_LIMIT_PER_MINUTE: "0", REGISTRATIONS_PER_HOUR: "50" });
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379/2");
    expect(config.rateLimits).toEqual({ requestsPerMinute: 0, registrationsPerHour: 50 });
    expect(configError({ REDIS_URL: "127.0.0.1:6379" }).message).toMatch(/REDIS_URL: /);
  });

  it.each([
    ["1", true],
    ["true", true],
    ["0", false],
    ["false", false],
  ])("DEMO_MODE=%s means %s", (value, expected) => {
    expect(loadConfig({ DEMO_MODE: value }).demoMode).toBe(expected);
  });

  it.each([
    [undefined, true],
    ["on", true],
    ["1", true],
    ["off", false],
    ["0", false],
    ["false", false],
  ])("READ_CACHE=%s means %s", (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { READ_CACHE: value }).readCache).toBe(expected);
  });

  it("treats blank optional values as unset", () => {
    const config = loadConfig({ DATABASE_URL: "  ", JWT_SECRET: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: " " });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.initialAdmin).toBeUndefined();
  });

  it.each(["abc", "70000", "-1", "3.5"])("PORT=%s stops start-up with a message naming PORT", (port) => {
    const error = configError({ PORT: port });
    expect(error.message).toMatch(/^Configuración no válida:/);
    expect(error.message).toMatch(/^\s+PORT: /m);
  });

  it("names every bad variable in one message", () => {
    const error = configError({ PORT: "abc", LOG_LEVEL: "loud", DEMO_MODE: "yes" });
    expect(error.message).toMatch(/PORT: /);
    expect(error.message).toMatch(/LOG_LEVEL: /);
    expect(error.message).toMatch(/DEMO_MODE: /);
  });

  it("refuses ADMIN_EMAIL without ADMIN_PASSWORD", () => {
    const error = configError({ ADMIN_EMAIL: "direccion@escuela.test" });
    expect(error.message).toContain("ADMIN_EMAIL");
    expect(error.message).toContain("ADMIN_EMAIL y ADMIN_PASSWORD deben indicarse juntos");
  });

  it("refuses ADMIN_PASSWORD without ADMIN_EMAIL", () => {
    expect(configError({ ADMIN_PASSWORD: "girasol-azul-2026" }).message).toContain("deben indicarse juntos");
  });

  it("refuses a malformed ADMIN_EMAIL and a short ADMIN_PASSWORD", () => {
    expect(configError({ ADMIN_EMAIL: "no-es-correo", ADMIN_PASSWORD: "girasol-azul-2026" }).message).toMatch(
      /ADMIN_EMAIL: no es un correo válido/,
    );
    expect(configError({ ADMIN_EMAIL: "a@escuela.test", ADMIN_PASSWORD: "1234567" }).message).toMatch(
      /ADMIN_PASSWORD: debe tener al menos 8 caracteres/,
    );
  });

  it("refuses a common ADMIN_PASSWORD (issue 19), whatever its case", () => {
    for (const password of ["123456789", "Contraseña", "TeQuiero123", "colombia"]) {
      expect(configError({ ADMIN_EMAIL: "a@escuela.test", ADMIN_PASSWORD: password }).message).toMatch(/ADMIN_PASSWORD: es una contraseña muy común/);
    }
    expect(loadConfig({ ADMIN_EMAIL: "a@escuela.test", ADMIN_PASSWORD: "girasol-azul-2026" }).initialAdmin?.password).toBe("girasol-azul-2026");
  });

  it.each(["mysql://db/tribu", "http://db:5432/tribu", "db:5432/tribu", "sqlite:tribu.db"])(
    "refuses DATABASE_URL=%s (must be postgres://)",
    (url) => {
      expect(configError({ DATABASE_URL: url }).message).toMatch(
        /DATABASE_URL: debe empezar por postgres:\/\/ o postgresql:\/\//,
      );
    },
  );

  it.each(["postgres://u:p@db:5432/tribu", "postgresql://db/tribu"])("accepts DATABASE_URL=%s", (url) => {
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it("refuses a JWT_SECRET shorter than 32 characters and a JWT_TTL_SECONDS under a minute", () => {
    expect(configError({ JWT_SECRET: "corto" }).message).toMatch(/JWT_SECRET: debe tener al menos 32 caracteres/);
    expect(configError({ JWT_TTL_SECONDS: "30" }).message).toMatch(/JWT_TTL_SECONDS: /);
  });

  it("a blank PORT means the default (or is refused), never port 0", () => {
    let port: number;
    try {
      port = loadConfig({ PORT: "" }).port;
    } catch (error) {
      expect(String(error)).toMatch(/PORT: /);
      return;
    }
    expect(port).toBe(3000);
  });

  it("an explicit PORT=0 is accepted (any free port)", () => {
    expect(loadConfig({ PORT: "0" }).port).toBe(0);
  });

  it("resolves DATA_DIR to an absolute path", () => {
    expect(loadConfig({ DATA_DIR: "relativo/datos" }).dataDir).toBe(resolve("relativo/datos"));
  });
  it("leaves every business integration unset (local or demo implementation) without credentials", () => {
    const config = loadConfig({});
    expect(config.smtp).toBeUndefined();
    expect(config.notion).toBeUndefined();
    expect(config.googleClassroom).toBeUndefined();
    expect(config.whatsapp).toBeUndefined();
  });

  it("reads SMTP, Notion, Google Classroom and WhatsApp settings", () => {
    const config = loadConfig({
      PORT: "4000",
      SCHOOL_EMAIL: "hola@sol.test",
      SMTP_URL: "smtp://usuario:clave@correo.sol.test:587",
      NOTION_TOKEN: "secret_abc",
      NOTION_DATABASE_ID: "0f3c5a9e1b2d4c6e8f0a1b2c3d4e5f60",
      GOOGLE_CLIENT_ID: "cliente",
      GOOGLE_CLIENT_SECRET: "secreto",
      WHATSAPP_TOKEN: "wa-token",
      WHATSAPP_PHONE_NUMBER_ID: "123",
      WHATSAPP_APP_SECRET: "app-secret",
    });
    expect(config.smtp).toEqual({ url: "smtp://usuario:clave@correo.sol.test:587", from: "hola@sol.test" });
    expect(config.notion).toEqual({ token: "secret_abc", databaseId: "0f3c5a9e-1b2d-4c6e-8f0a-1b2c3d4e5f60", baseUrl: undefined });
    expect(config.googleClassroom).toMatchObject({ clientId: "cliente", clientSecret: "secreto", redirectUri: "http://localhost:4000/api/google-classroom/callback" });
    expect(config.whatsapp).toMatchObject({ token: "wa-token", phoneNumberId: "123", appSecret: "app-secret", graphHost: "https://graph.facebook.com", graphVersion: "v25.0", templates: [] });
  });

  it("keeps the Graph version apart from the host, so a fake host still gets the school's version", () => {
    const base = { WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" };
    const config = loadConfig({ ...base, WHATSAPP_GRAPH_URL: "http://127.0.0.1:9999/", WHATSAPP_GRAPH_VERSION: "v26.0" });
    expect(config.whatsapp).toMatchObject({ graphHost: "http://127.0.0.1:9999", graphVersion: "v26.0" });
    expect(configError({ ...base, WHATSAPP_GRAPH_URL: "https://graph.facebook.com/v21.0" }).message).toMatch(/WHATSAPP_GRAPH_URL: .*WHATSAPP_GRAPH_VERSION/);
    expect(configError({ ...base, WHATSAPP_GRAPH_VERSION: "21" }).message).toContain("WHATSAPP_GRAPH_VERSION: debe tener la forma v25.0");
  });

  it("reads the school's approved WhatsApp templates and names the variable when one is wrong", () => {
    const base = { WHATSAPP_TOKEN: "t", WHATSAPP_PHONE_NUMBER_ID: "1" };
    const templates = [{ name: "aviso_reunion", label: "Aviso de reunión", body: "Hola {{1}}, le esperamos el {{2}}.", params: ["Nombre", "Fecha"] }];
    expect(loadConfig({ ...base, WHATSAPP_TEMPLATES: JSON.stringify(templates) }).whatsapp?.templates).toEqual(templates);
    expect(configError({ ...base, WHATSAPP_TEMPLATES: "[no es json" }).message).toContain("WHATSAPP_TEMPLATES: no es un JSON válido");
    const missingLabel = [{ name: "aviso_reunion", label: "Aviso", body: "Hola {{1}}, le esperamos el {{2}}.", params: ["Nombre"] }];
    expect(configError({ ...base, WHATSAPP_TEMPLATES: JSON.stringify(missingLabel) }).message).toMatch(/WHATSAPP_TEMPLATES.*: .*2 variables/);
    const badName = [{ name: "Aviso Reunión", label: "Aviso", body: "Hola", params: [] }];
    expect(configError({ ...base, WHATSAPP_TEMPLATES: JSON.stringify(badName) }).message).toMatch(/WHATSAPP_TEMPLATES.*: .*minúsculas/);
  });

  it("takes the Notion database as the link copied from Notion and keeps its id", () => {
    const notion = (pasted: string) => loadConfig({ NOTION_TOKEN: "ntn_abc", NOTION_DATABASE_ID: pasted }).notion?.databaseId;
    const id = "0f3c5a9e-1b2d-4c6e-8f0a-1b2c3d4e5f60";
    expect(notion("https://www.notion.so/escuela-sol/Tareas-0f3c5a9e1b2d4c6e8f0a1b2c3d4e5f60?v=9a8b7c6d5e4f30211a2b3c4d5e6f7a8b")).toBe(id);
    expect(notion("https://www.notion.so/0f3c5a9e1b2d4c6e8f0a1b2c3d4e5f60?v=9a8b7c6d5e4f30211a2b3c4d5e6f7a8b")).toBe(id);
    expect(notion(id.toUpperCase())).toBe(id);
  });

  it("refuses a Notion database that is neither a link nor an id, naming what was pasted", () => {
    expect(configError({ NOTION_TOKEN: "ntn_abc", NOTION_DATABASE_ID: "Tareas del equipo" }).message).toContain(
      "NOTION_DATABASE_ID: «Tareas del equipo» no es el enlace ni el identificador de una base de datos de Notion. Pega el enlace de la base de datos",
    );
    expect(configError({ NOTION_TOKEN: "ntn_abc", NOTION_DATABASE_ID: "https://www.notion.so/escuela-sol/Tareas" }).message).toContain("«https://www.notion.so/escuela-sol/Tareas»");
    // The integration's token pasted in the wrong place is not written to the log.
    const token = configError({ NOTION_TOKEN: "ntn_abc", NOTION_DATABASE_ID: "ntn_5551234567890abcdef" }).message;
    expect(token).toContain("parece el token de la integración (va en NOTION_TOKEN)");
    expect(token).not.toContain("ntn_5551234567890abcdef");
  });

  it("refuses half-configured integrations and a non-SMTP mail URL", () => {
    expect(configError({ NOTION_TOKEN: "x" }).message).toContain("NOTION_TOKEN y NOTION_DATABASE_ID deben indicarse juntos");
    expect(configError({ GOOGLE_CLIENT_ID: "x" }).message).toContain("GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET deben indicarse juntos");
    expect(configError({ WHATSAPP_TOKEN: "x" }).message).toContain("WHATSAPP_TOKEN y WHATSAPP_PHONE_NUMBER_ID deben indicarse juntos");
    expect(configError({ SMTP_URL: "http://correo" }).message).toMatch(/SMTP_URL: debe empezar por smtp:\/\//);
  });
});
