import QRCode from "qrcode";

/**
 * A QR code as one SVG path (a rectangle per run of dark modules in a row), drawn the same by the
 * screen's <svg> and the PDF's <Svg>. `size` is the side in modules, without the quiet zone.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size, path: runs.join("") };
}

/** The light margin around a QR code that readers need, in modules. */
export const qrQuietZone = 4;
