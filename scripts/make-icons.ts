/**
 * The installed app's icons (issue 39), drawn from the same mark as web/public/favicon.svg: a
 * 192 and a 512 px icon with rounded corners, and a 512 px "maskable" one whose letter sits inside
 * the central 80% a launcher may crop to a circle (https://web.dev/articles/maskable-icon).
 * Run once when the mark changes: npx tsx scripts/make-icons.ts (the PNGs are committed).
 */
import { writeFileSync } from "node:fs";
import sharp from "sharp";

const green = "#2f6f5e";

function mark(size: number, maskable: boolean): string {
  const corner = maskable ? 0 : Math.round(size * 0.22);
  const fontSize = Math.round(size * (maskable ? 0.42 : 0.53));
  const baseline = Math.round(size * (maskable ? 0.65 : 0.69));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${corner}" fill="${green}"/><text x="${size / 2}" y="${baseline}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#fff">T</text></svg>`;
}

const out = new URL("../web/public/icons/", import.meta.url);
for (const [name, size, maskable] of [
  ["icon-192.png", 192, false],
  ["icon-512.png", 512, false],
  ["maskable-512.png", 512, true],
  ["apple-touch-icon-180.png", 180, true],
] as const) {
  writeFileSync(new URL(name, out), await sharp(Buffer.from(mark(size, maskable))).png({ compressionLevel: 9 }).toBuffer());
}
