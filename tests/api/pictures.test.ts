import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageKinds, storeUpload, uploadsDir } from "../../server/lib/files.js";
import { createTestPlatform, type TestPlatform } from "../setup/test-platform.js";

/**
 * A phone's photo of a drawing is 4000 × 3000 px and several megabytes, with the place it was taken
 * in its EXIF data. Tribu keeps a picture no larger than 2000 px on its long side, turned as the
 * camera meant, and without that data: the teacher's phone loads it quickly and nobody learns where
 * the family lives from it.
 */
describe("pictures are kept small, upright and without their camera data", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  const store = (content: Buffer, originalName: string) =>
    storeUpload(platform.db, content, { dataDir: platform.dataDir, allowedKinds: imageKinds, wrongKindMessage: "Sube una imagen", originalName, purpose: "test", ownerId: null });
  const stored = (storageName: string) => join(uploadsDir(platform.dataDir), storageName);

  /** A noisy picture (as a photo is), so that its size is a photo's, not a flat colour's. */
  async function photo(width: number, height: number) {
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = 96 + (((i * 2654435761) >>> 24) & 0x1f);
    return sharp(noise, { raw: { width, height, channels: 3 } });
  }

  it("a big phone photo with GPS data and a rotation is stored at 2000 px, upright, without EXIF", async () => {
    // Stored sideways (3000 wide, 4000 high) with orientation 6: the camera means "turn it 90°".
    const input = await (await photo(3000, 4000))
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: "Telefono" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "4/1 36/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(input.length).toBeGreaterThan(2_000_000);
    const row = await store(input, "dibujo.jpg");
    const path = stored(row.storageName);
    const meta = await sharp(readFileSync(path)).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 1500]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(row.size).toBe(statSync(path).size);
    expect(row.size).toBeLessThan(input.length / 2);
    expect(row.mimeType).toBe("image/jpeg");
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it("a small PNG without camera data is kept byte for byte", async () => {
    const input = await (await photo(640, 480)).png().toBuffer();
    const row = await store(input, "captura.png");
    expect(readFileSync(stored(row.storageName)).equals(input)).toBe(true);
  });

  it("a big PNG or WebP is made smaller and keeps its type", async () => {
    for (const [kind, input] of [
      ["png", await (await photo(2600, 1300)).png().toBuffer()],
      ["webp", await (await photo(2600, 1300)).webp().toBuffer()],
    ] as const) {
      const row = await store(input, `grande.${kind}`);
      const meta = await sharp(readFileSync(stored(row.storageName))).metadata();
      expect([meta.format, meta.width, meta.height], kind).toEqual([kind, 2000, 1000]);
      expect(row.mimeType).toBe(`image/${kind}`);
    }
  });
});
