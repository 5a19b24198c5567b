import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";

/**
 * JSON answers compressed once per distinct body (issue 24). A browser asks for every answer
 * compressed (Accept-Encoding: br, gzip), and the busiest reads send the same bytes again and
 * again until the data changes: a kept module page or dashboard cost 4 to 5 times more CPU
 * compressed afresh on each request than sent plain (scripts/perf/cpu-per-request.ts). So the
 * compressed bytes are remembered by encoding and exact body, least recently used first out,
 * within a byte budget: the same body gets the same bytes, and a changed body is a new entry.
 * Compression runs in zlib's thread pool, with the settings @fastify/compress uses (brotli
 * quality 4, gzip's default level).
 */
export const compressibleEncodings = ["br", "gzip"] as const;
export type CompressedEncoding = (typeof compressibleEncodings)[number];

const compressors: Record<CompressedEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body),
};

/** The encoding to answer with, from the request's Accept-Encoding (q-values honoured), or undefined for none. */
export function chosenEncoding(acceptEncoding: string | undefined): CompressedEncoding | undefined {
  if (!acceptEncoding) return undefined;
  // As @fastify/compress: "*" and x-gzip stand for gzip.
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, "gzip");
  const chosen = negotiate(header, [...compressibleEncodings]);
  return chosen === "br" || chosen === "gzip" ? chosen : undefined;
}

export type CompressedAnswers = {
  compress(encoding: CompressedEncoding, body: string | Buffer): Promise<Buffer>;
  stats(): { hits: number; misses: number; entries: number; bytes: number };
};

type Entry = { table: Map<string, Entry>; key: string; value: Buffer | Promise<Buffer>; size: number };

export function createCompressedAnswers(options: { maxBytes?: number; maxBodyBytes?: number } = {}): CompressedAnswers {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  // One table per encoding and kind of body, keyed by the body itself (a Buffer by its latin1
  // text, one character per byte). A kept answer comes back as the same string every time, so
  // its lookup costs no copy of the body; the least recently used entry is the first in `order`.
  const tables = new Map<string, Map<string, Entry>>();
  const order = new Set<Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function forget(entry: Entry) {
    bytes -= entry.size;
    order.delete(entry);
    if (entry.table.get(entry.key) === entry) entry.table.delete(entry.key);
  }

  return {
    async compress(encoding, body) {
      const kind = `${encoding}:${typeof body === "string" ? "s" : "b"}`;
      // A UTF-8 body has at least as many bytes as characters: anything longer is too big.
      if (body.length > maxBodyBytes || (typeof body === "string" && body.length * 3 > maxBodyBytes && Buffer.byteLength(body) > maxBodyBytes)) {
        misses++;
        return compressors[encoding](typeof body === "string" ? Buffer.from(body, "utf8") : body);
      }
      const key = typeof body === "string" ? body : body.toString("latin1");
      let table = tables.get(kind);
      if (!table) {
        table = new Map();
        tables.set(kind, table);
      }
      const kept = table.get(key);
      if (kept !== undefined) {
        hits++;
        order.delete(kept);
        order.add(kept);
        return kept.value;
      }
      misses++;
      // Computed once for every request that asks while it runs.
      const pending = compressors[encoding](typeof body === "string" ? Buffer.from(body, "utf8") : body);
      const entry: Entry = { table, key, value: pending, size: 0 };
      table.set(key, entry);
      order.add(entry);
      try {
        const compressed = await pending;
        if (table.get(key) === entry) {
          entry.value = compressed;
          entry.size = key.length + compressed.length;
          bytes += entry.size;
          for (const oldest of order) {
            if (bytes <= maxBytes || oldest === entry) break;
            forget(oldest);
          }
        }
        return compressed;
      } catch (error) {
        forget(entry);
        throw error;
      }
    },
    stats: () => ({ hits, misses, entries: order.size, bytes }),
  };
}
