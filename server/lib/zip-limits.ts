import { Inflate, zipSync } from "fflate";
import { AppError } from "./errors.js";

/**
 * Untrusted zip archives (an XLSX catalogue) unpacked under limits (issue 19): a 1 MB file that
 * inflates to 1 GB stopped the server for a minute and took 2 GB of memory. The central directory's
 * declared sizes are checked before anything is inflated, and the bytes actually inflated are
 * counted while inflating, since declared sizes can lie. What passes is handed on re-packed without
 * compression, so the spreadsheet reader never inflates untrusted data itself.
 */
export const zipLimits = { maxEntries: 2000, maxTotalBytes: 50 * 1024 * 1024 } as const;

export const zipMessages = {
  tooLarge: `El archivo XLSX es demasiado grande al descomprimirlo (más de ${zipLimits.maxTotalBytes / 1024 / 1024} MB). Divide el catálogo en archivos más pequeños.`,
  malformed: "El archivo XLSX no es válido o tiene demasiadas partes. Guárdalo de nuevo desde Excel o Google Sheets.",
  tooManyEntries: "El archivo XLSX tiene demasiadas partes (más de 2.000). Guárdalo de nuevo desde Excel o Google Sheets.",
} as const;

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

const malformed = () => new AppError("BAD_REQUEST", zipMessages.malformed);
const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", zipMessages.tooLarge);
const tooManyEntries = () => new AppError("BAD_REQUEST", zipMessages.tooManyEntries);

/** Whether an error is one of these limits (too large once unpacked, too many entries), not a damaged file. */
export function isZipLimitError(error: unknown): error is AppError {
  return error instanceof AppError && (error.message === zipMessages.tooLarge || error.message === zipMessages.tooManyEntries);
}

/** The entries the central directory declares; throws before inflating anything out of proportion. */
export function declaredEntries(zip: Buffer, limits = zipLimits): Entry[] {
  // End of central directory: 22 bytes plus a comment of at most 65,535, at the end of the file.
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 65_535); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw malformed();
  const count = zip.readUInt16LE(end + 10);
  const directoryOffset = zip.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw tooLarge(); // zip64: far past our sizes
  if (count > limits.maxEntries) throw tooManyEntries();
  const entries: Entry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw malformed();
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localOffset = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw tooLarge();
    total += size;
    if (total > limits.maxTotalBytes) throw tooLarge();
    entries.push({ name, method, compressedSize, size, localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates every entry while counting the bytes that come out (at most `maxTotalBytes` in all) and
 * returns the same archive stored without compression.
 */
export function repackedWithinLimits(zip: Buffer, limits = zipLimits): Buffer {
  const files: Record<string, Uint8Array> = Object.create(null);
  let total = 0;
  for (const entry of declaredEntries(zip, limits)) {
    const local = entry.localOffset;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) throw malformed();
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (data.length < entry.compressedSize) throw malformed();
    if (entry.name.endsWith("/")) continue;
    // No spreadsheet has it, and as an object key it would spread into one entry per byte (seconds of CPU).
    if (entry.name === "__proto__") throw malformed();
    if (entry.method === 0) {
      total += data.length;
      if (total > limits.maxTotalBytes) throw tooLarge();
      files[entry.name] = data;
      continue;
    }
    if (entry.method !== 8) throw malformed();
    const chunks: Uint8Array[] = [];
    let failure: AppError | undefined;
    const inflater = new Inflate((chunk) => {
      total += chunk.length;
      if (total > limits.maxTotalBytes) throw tooLarge();
      chunks.push(chunk);
    });
    try {
      // Small pieces, so a bomb is stopped after a few MB of output, not after one huge chunk.
      for (let offset = 0; offset < data.length; offset += 4096) {
        inflater.push(data.subarray(offset, Math.min(offset + 4096, data.length)), offset + 4096 >= data.length);
      }
    } catch (error) {
      failure = error instanceof AppError ? error : malformed();
    }
    if (failure) throw failure;
    files[entry.name] = Buffer.concat(chunks);
  }
  return Buffer.from(zipSync(files, { level: 0 }));
}
