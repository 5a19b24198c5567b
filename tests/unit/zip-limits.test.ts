import { Inflate, unzipSync, zipSync } from "fflate";
import { readSheet } from "read-excel-file/node";
import { describe, expect, it } from "vitest";
import writeXlsxFile from "write-excel-file/node";
import { declaredEntries, repackedWithinLimits, zipLimits, zipMessages } from "../../server/lib/zip-limits.js";

const mb = 1024 * 1024;

/** A zip whose one entry is `size` zero bytes at maximum compression (about 1 KB per MB). */
function bomb(size: number): Buffer {
  return Buffer.from(zipSync({ "xl/worksheets/sheet1.xml": new Uint8Array(size) }, { level: 9 }));
}

/** The same zip with every declared uncompressed size rewritten to `declared`: sizes that lie. */
function lying(zip: Buffer, declared: number): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i + 4 <= copy.length; i++) {
    const signature = copy.readUInt32LE(i);
    if (signature === 0x04034b50) copy.writeUInt32LE(declared, i + 22);
    if (signature === 0x02014b50) copy.writeUInt32LE(declared, i + 24);
  }
  return copy;
}

function thrown(run: () => unknown): { code?: string; message?: string } {
  try {
    run();
  } catch (error) {
    return error as { code?: string; message?: string };
  }
  throw new Error("no error");
}

describe("zip limits", () => {
  it("refuses a bomb by its declared size before inflating anything (413, Spanish message)", () => {
    const archive = bomb(60 * mb);
    expect(archive.length).toBeLessThan(mb);
    const started = performance.now();
    const error = thrown(() => repackedWithinLimits(archive));
    expect(error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: zipMessages.tooLarge });
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("stops a bomb whose declared sizes lie once the inflated bytes pass the limit", () => {
    const archive = lying(bomb(60 * mb), 1000);
    expect(declaredEntries(archive)[0]?.size).toBe(1000);
    expect(thrown(() => repackedWithinLimits(archive)).code).toBe("PAYLOAD_TOO_LARGE");
    // Stopped early, counted in compressed pieces pushed, not in seconds (a busy machine took 3.3 s):
    // with a 1 MB limit, the 60 MB bomb stops within its first few 4 KB pieces of ~15.
    const push = Inflate.prototype.push;
    let pieces = 0;
    Inflate.prototype.push = function (this: Inflate, ...args: Parameters<Inflate["push"]>) {
      pieces += 1;
      return push.apply(this, args);
    };
    try {
      repackedWithinLimits(archive, { ...zipLimits, maxTotalBytes: 200 * mb });
      const all = pieces;
      pieces = 0;
      expect(thrown(() => repackedWithinLimits(archive, { ...zipLimits, maxTotalBytes: mb })).code).toBe("PAYLOAD_TOO_LARGE");
      expect(all).toBeGreaterThan(10);
      expect(pieces).toBeLessThanOrEqual(2);
    } finally {
      Inflate.prototype.push = push;
    }
  });

  it("refuses too many entries and archives that are not zips", () => {
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i <= zipLimits.maxEntries; i++) many[`p/${i}.xml`] = new Uint8Array(1);
    expect(thrown(() => repackedWithinLimits(Buffer.from(zipSync(many))))).toMatchObject({ code: "BAD_REQUEST", message: zipMessages.tooManyEntries });
    expect(thrown(() => repackedWithinLimits(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]))).code).toBe("BAD_REQUEST");
  });

  it("hands on a normal archive with the same contents, stored without compression", () => {
    const files = { "[Content_Types].xml": new TextEncoder().encode("<Types/>"), "xl/workbook.xml": new TextEncoder().encode("<workbook>".repeat(500)) };
    const repacked = repackedWithinLimits(Buffer.from(zipSync(files, { level: 6 })));
    expect(unzipSync(repacked)).toEqual(files);
    expect(declaredEntries(repacked).every((entry) => entry.method === 0)).toBe(true);
  });

  it("a spreadsheet saved by a spreadsheet program reads the same rows once re-packed", async () => {
    const rows = [
      ["Código", "Título", "Nuevo Precio"],
      ["A-1", "Pintura blanca", 45000],
      ["A-2", "Galón", "45.000"],
    ];
    const xlsx = await writeXlsxFile(rows).toBuffer();
    const repacked = repackedWithinLimits(xlsx);
    expect(await readSheet(repacked)).toEqual(await readSheet(xlsx));
    expect(await readSheet(repacked)).toEqual(rows);
  });

  it("refuses an entry named __proto__ at once instead of spreading it into one entry per byte", () => {
    const archive = Buffer.from(zipSync({ "[Content_Types].xml": new Uint8Array(8), __proto_x: new Uint8Array(mb) }, { level: 9 }));
    const patched = Buffer.from(archive.toString("latin1").replaceAll("__proto_x", "__proto__"), "latin1");
    expect(declaredEntries(patched).map((entry) => entry.name)).toEqual(["[Content_Types].xml", "__proto__"]);
    const started = performance.now();
    expect(thrown(() => repackedWithinLimits(patched))).toMatchObject({ code: "BAD_REQUEST", message: zipMessages.malformed });
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
