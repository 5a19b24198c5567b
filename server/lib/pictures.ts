import { chmod, rename, rm, stat } from "node:fs/promises";
import type { Metadata, default as Sharp } from "sharp";
import type { FileKind } from "../../common/uploads.js";

/** The longest side a stored picture keeps: sharp on a phone, a quarter of a 12-megapixel photo. */
export const pictureMaxSide = 2000;

let loading: Promise<typeof Sharp> | undefined;
/** sharp (libvips, over 10 MB resident) is loaded with the first picture, not at start (docs/perf/small-machine.md). */
function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // No cache of decoded files: each picture is read once, and the school machine keeps its memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

const reencoded = ["jpeg", "png", "webp"] as const satisfies readonly FileKind[];
type Reencoded = (typeof reencoded)[number];
const isReencoded = (kind: FileKind): kind is Reencoded => (reencoded as readonly FileKind[]).includes(kind);

/**
 * Makes a stored picture smaller than pictureMaxSide, upright (the camera's EXIF orientation applied)
 * and without its camera data (EXIF, GPS, XMP), in place and in its own format. A picture that is
 * already small and carries no such data is left byte for byte. Returns the new size, or null when
 * nothing changed. A picture sharp cannot read is left as it was: its bytes already passed the
 * content check, and refusing it here would lose a child's work over a decoder's opinion.
 * sharp (libvips) does this in a fraction of the memory and time of a JS decoder, and keeps the
 * colours and orientation right, which is why it is a dependency.
 */
export async function tidyPicture(path: string, kind: FileKind): Promise<number | null> {
  if (!isReencoded(kind)) return null;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(path).metadata();
  } catch {
    return null;
  }
  const [width, height] = meta.autoOrient ? [meta.autoOrient.width, meta.autoOrient.height] : [meta.width, meta.height];
  const tooBig = Math.max(width ?? 0, height ?? 0) > pictureMaxSide;
  const carriesData = Boolean(meta.exif || meta.xmp || meta.iptc || (meta.orientation && meta.orientation !== 1));
  if (!tooBig && !carriesData) return null;
  const tidied = `${path}.tidy`;
  try {
    const picture = sharp(path, { animated: kind === "webp" })
      .autoOrient()
      .resize({ width: pictureMaxSide, height: pictureMaxSide, fit: "inside", withoutEnlargement: true })
      .keepIccProfile();
    const encoded = kind === "jpeg" ? picture.jpeg({ quality: 85, mozjpeg: true }) : kind === "png" ? picture.png({ compressionLevel: 9, palette: false }) : picture.webp({ quality: 85 });
    await encoded.toFile(tidied);
    await chmod(tidied, 0o600);
    await rename(tidied, path);
    return (await stat(path)).size;
  } catch {
    await rm(tidied, { force: true });
    return null;
  }
}
