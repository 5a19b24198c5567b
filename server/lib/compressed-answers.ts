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

export function createCompressedAnswers(options: { maxBytes?: number; maxBodyBytes?: number } = {}): CompressedAnswers {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxBodyBytes = options.maxBodyBytes ?? 1024 * 1024;
  const entries = new Map<string, Buffer | Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function forget(key: string) {
    bytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
    entries.delete(key);
  }

  return {
    async compress(encoding, body) {
      const text = typeof body === "string" ? body : body.toString("latin1");
      const raw = typeof body === "string" ? Buffer.from(body, "utf8") : body;
      if (raw.length > maxBodyBytes) {
        misses++;
        return compressors[encoding](raw);
      }
      // The key is the exact body (latin1 keeps every byte of a Buffer as one character).
      const key = `${encoding}:${typeof body === "string" ? "s" : "b"}:${text}`;
      const kept = entries.get(key);
      if (kept !== undefined) {
        hits++;
        // Most recently used last.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      misses++;
      // Computed once for every request that asks while it runs.
      const pending = compressors[encoding](raw);
      entries.set(key, pending);
      try {
        const compressed = await pending;
        if (entries.get(key) === pending) {
          entries.set(key, compressed);
          const size = key.length + compressed.length;
          sizes.set(key, size);
          bytes += size;
          for (const oldest of entries.keys()) {
            if (bytes <= maxBytes || oldest === key) break;
            forget(oldest);
          }
        }
        return compressed;
      } catch (error) {
        if (entries.get(key) === pending) forget(key);
        throw error;
      }
    },
    stats: () => ({ hits, misses, entries: entries.size, bytes }),
  };
}
