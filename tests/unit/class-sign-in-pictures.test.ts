import { describe, expect, it } from "vitest";
import { cardPictures, passwordPictures } from "../../common/class-sign-in/pictures.js";
import { qrPath } from "../../common/class-sign-in/qr-path.js";
import { feelingPicture, feelings } from "../../common/mood-checkins/mood-checkins.feelings.js";
import { pictureFiles } from "../../web/components/ui/picture-files.js";

describe("the drawings of class sign-in and of the check-in ship with the app", () => {
  it("every picture of pictures.ts and every feeling's face has its OpenMoji file, and no other file is imported", () => {
    const codes = [...[...passwordPictures, ...cardPictures].map((picture) => picture.code), ...feelings.map(feelingPicture)];
    for (const code of codes) expect(pictureFiles[code], code).toMatch(new RegExp(`${code}\\.svg`));
    expect(Object.keys(pictureFiles).sort()).toEqual([...codes].sort());
  });
});

describe("the class card's QR code", () => {
  it("is a square of whole modules with the three finder patterns in its corners", () => {
    const { size, path } = qrPath("https://escuela.example/entrar/K7M2QX");
    expect(size).toBeGreaterThanOrEqual(21);
    // Each finder pattern's top row is a run of 7 dark modules at a corner.
    expect(path).toContain("M0 0h7v1h-7z");
    expect(path).toContain(`M${size - 7} 0h7v1h-7z`);
    expect(path).toContain(`M0 ${size - 1}h7v1h-7z`);
  });
});
