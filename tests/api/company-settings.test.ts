import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validPng } from "../fakes/png.js";
import { type Actor, firstAdmin, rest, signedIn, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

let platform: TestPlatform;
let admin: Actor;
let teacher: Actor;

const png = validPng();
// The 1x1 PNG other suites upload: its compressed data fails its checksum, so it cannot be drawn.
const brokenPng = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ab4a35a70000000049454e44ae426082", "hex");
const company = { name: "Pinturas del Valle S.A.S.", nit: "800197268-4", address: "Calle 10 # 20-30, Cali", phone: "(602) 345 6789", email: "ventas@pinturas.test" };

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
  teacher = await signedIn(platform, "teacher");
});

afterAll(async () => {
  await platform.close();
});

describe("'Datos de la empresa' (issue 22)", () => {
  it("starts with the school's name and stores the NIT and phone in their one format", async () => {
    const before = await rest(admin, "GET", "/api/settings/company");
    expect(before.json().company).toMatchObject({ nit: "", address: "", hasLogo: false });
    const saved = await rest(admin, "PUT", "/api/settings/company", company);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: "Datos de la empresa guardados",
      company: { name: "Pinturas del Valle S.A.S.", nit: "800.197.268-4", phone: "+576023456789", email: "ventas@pinturas.test", hasLogo: false },
    });
    expect((await rest(admin, "GET", "/api/settings/company")).json().company.nit).toBe("800.197.268-4");
  });

  it("refuses a wrong NIT, phone, email or an empty name in Spanish", async () => {
    const nit = await rest(admin, "PUT", "/api/settings/company", { ...company, nit: "800.197.268-5" });
    expect(nit.statusCode).toBe(400);
    expect(nit.json().fields.nit).toBe("El NIT no es válido: escribe el número y el dígito de verificación, por ejemplo 900.123.456-7.");
    expect((await rest(admin, "PUT", "/api/settings/company", { ...company, phone: "123" })).json().fields.phone).toContain("El teléfono no es válido");
    expect((await rest(admin, "PUT", "/api/settings/company", { ...company, email: "ventas" })).json().fields.email).toBe("El correo electrónico no es válido.");
    expect((await rest(admin, "PUT", "/api/settings/company", { ...company, name: " " })).json().fields.name).toBe("Escribe el nombre de la empresa o escuela.");
    expect((await rest(admin, "GET", "/api/settings/company")).json().company.phone).toBe("+576023456789");
  });

  it("is admin only", async () => {
    expect((await rest(teacher, "GET", "/api/settings/company")).statusCode).toBe(403);
    expect((await rest(teacher, "PUT", "/api/settings/company", company)).statusCode).toBe(403);
    expect((await rest(platform, "GET", "/api/settings/company")).statusCode).toBe(401);
    expect((await upload(teacher, "PUT", "/api/settings/company/logo", {}, { name: "logo.png", content: png })).statusCode).toBe(403);
  });

  it("takes a PNG logo checked by its bytes, under a generated name readable by the server only", async () => {
    const fake = await upload(admin, "PUT", "/api/settings/company/logo", {}, { name: "logo.png", content: Buffer.from("no soy una imagen"), type: "image/png" });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe("El logo debe ser una imagen PNG o JPEG.");
    // A damaged image would stop every quotation PDF: it is refused when uploaded.
    const broken = await upload(admin, "PUT", "/api/settings/company/logo", {}, { name: "logo.png", content: brokenPng, type: "image/png" });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().message).toBe("La imagen del logo está dañada. Guárdala de nuevo como PNG o JPEG e inténtalo otra vez.");
    const saved = await upload(admin, "PUT", "/api/settings/company/logo", {}, { name: "../../logo empresa.png", content: png, type: "image/png" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: "Logo guardado", company: { hasLogo: true } });
    const dir = join(platform.dataDir, "uploads");
    const stored = readdirSync(dir).filter((name) => name.endsWith(".png"));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(statSync(join(dir, stored[0] as string)).mode & 0o777).toBe(0o600);
    const preview = await rest(admin, "GET", "/api/settings/company/logo");
    expect(preview.headers["content-type"]).toBe("image/png");

    // A second logo replaces the first: one file stays.
    await upload(admin, "PUT", "/api/settings/company/logo", {}, { name: "otro.png", content: png, type: "image/png" });
    expect(readdirSync(dir).filter((name) => name.endsWith(".png"))).toHaveLength(1);
  });

  it("prints the seller and the logo on the quotation PDF", async () => {
    await upload(admin, "POST", "/api/products/import", {}, { name: "c.csv", content: Buffer.from("Código,Título,Nuevo precio\nVBC-001,Vinilo,1000\n") });
    const pdf = await rest(admin, "POST", "/api/quotations/pdf", { clientName: "Cliente", items: [{ code: "VBC-001" }] });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
    const removed = await rest(admin, "DELETE", "/api/settings/company/logo");
    expect(removed.json()).toMatchObject({ message: "Logo quitado", company: { hasLogo: false } });
    expect(readdirSync(join(platform.dataDir, "uploads")).filter((name) => name.endsWith(".png"))).toHaveLength(0);
    const plain = await rest(admin, "POST", "/api/quotations/pdf", { clientName: "Cliente", items: [{ code: "VBC-001" }] });
    expect(plain.rawPayload.toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });
});
