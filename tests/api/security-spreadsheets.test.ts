import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { type Actor, firstAdmin, rest, upload } from "../setup/as-role.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * Issue 19: a spreadsheet import is a zip the school's admin was sent by someone else. A 1 MB
 * XLSX that inflates to 1 GB stopped the server for a minute; now it is refused at once.
 */

let platform: TestPlatform;
let admin: Actor;

beforeAll(async () => {
  platform = await createTestPlatform();
  admin = await firstAdmin(platform);
});

afterAll(async () => {
  await platform?.close();
});

/** One sheet of 120 MB of zeros: under 200 KB packed. */
function bomb(): Buffer {
  return Buffer.from(zipSync({ "[Content_Types].xml": new TextEncoder().encode("<Types/>"), "xl/worksheets/sheet1.xml": new Uint8Array(120 * 1024 * 1024) }, { level: 9 }));
}

describe("XLSX catalogue imports under limits", () => {
  it("a zip bomb gets 413 with a Spanish message at once, the catalogue is untouched and the server answers", async () => {
    const good = await writeXlsxFile([
      ["Código", "Título", "Nuevo Precio"],
      ["SEG-1", "Pintura segura", 1000],
    ]).toBuffer();
    expect((await upload(admin, "POST", "/api/products/import", {}, { name: "bueno.xlsx", content: good })).json()).toMatchObject({ success: true, count: 1 });

    const archive = bomb();
    expect(archive.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const refused = await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.xlsx", content: archive });
    const elapsed = performance.now() - started;
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^El archivo XLSX es demasiado grande al descomprimirlo/);
    expect(elapsed).toBeLessThan(3000);
    expect((await rest(platform, "GET", "/api/health")).statusCode).toBe(200);
    const overview = await rest(admin, "GET", "/api/products/overview");
    expect(overview.json().productCount).toBe(1);
  });

  it("a normal XLSX still imports with its values", async () => {
    const xlsx = await writeXlsxFile([
      ["Código", "Título", "Nuevo Precio"],
      ["SEG-2", "Galón", "45.000"],
      ["SEG-3", "Cubeta", 150000],
    ]).toBuffer();
    const imported = await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.xlsx", content: xlsx });
    expect(imported.json()).toMatchObject({ success: true, count: 2 });
    const found = await rest(admin, "GET", "/api/products?q=seg-2");
    expect(found.json().products[0]).toMatchObject({ code: "SEG-2", title: "Galón", price: 45000 });
  });

  it("a bomb whose declared sizes lie, too many parts, or a part named __proto__ are refused at once in Spanish", async () => {
    // Declared sizes rewritten to 1,000 bytes: only counting while inflating catches it.
    const lying = Buffer.from(bomb());
    for (let i = 0; i + 4 <= lying.length; i++) {
      if (lying.readUInt32LE(i) === 0x04034b50) lying.writeUInt32LE(1000, i + 22);
      if (lying.readUInt32LE(i) === 0x02014b50) lying.writeUInt32LE(1000, i + 24);
    }
    // That it stops after the limit's worth of output, not after inflating it all, is counted in
    // tests/unit/zip-limits.test.ts (a time bound here failed on a busy machine).
    const refused = await upload(admin, "POST", "/api/products/import", {}, { name: "catalogo.xlsx", content: lying });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe("El archivo XLSX es demasiado grande al descomprimirlo (más de 50 MB). Divide el catálogo en archivos más pequeños.");

    const parts: Record<string, Uint8Array> = {};
    for (let i = 0; i < 2001; i++) parts[`xl/p${i}.xml`] = new Uint8Array(1);
    const many = await upload(admin, "POST", "/api/products/import", {}, { name: "partes.xlsx", content: Buffer.from(zipSync(parts)) });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe("El archivo XLSX tiene demasiadas partes (más de 2.000). Guárdalo de nuevo desde Excel o Google Sheets.");

    // A 4 MB part named __proto__ once took the server many seconds of CPU before failing.
    const proto = Buffer.from(
      Buffer.from(zipSync({ "[Content_Types].xml": new Uint8Array(8), __proto_x: new Uint8Array(4 * 1024 * 1024) }, { level: 9 }))
        .toString("latin1")
        .replaceAll("__proto_x", "__proto__"),
      "latin1",
    );
    const started = performance.now();
    const odd = await upload(admin, "POST", "/api/products/import", {}, { name: "raro.xlsx", content: proto });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toContain("No se pudo leer el archivo Excel");

    expect((await rest(platform, "GET", "/api/health")).statusCode).toBe(200);
    const overview = await rest(admin, "GET", "/api/products/overview");
    expect(overview.json().productCount).toBe(2);
  });
});
