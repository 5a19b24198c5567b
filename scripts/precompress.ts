/**
 * Brotli (highest quality) and gzip copies of the web client's text files, written beside each
 * file at build time ("index-abc.js.br", "index-abc.js.gz"). The server sends them as they are
 * (@fastify/static preCompressed), so no request pays for compressing them. Images, woff2 fonts,
 * PDFs and audio are compressed already and are left alone; files under 1 KiB gain too little.
 */
import { constants } from "node:zlib";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export const precompressedFiles = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Below this a file goes as it is, like the server's JSON answers. */
export const precompressThreshold = 1024;

export function precompressedAssets() {
  return compression({
    include: precompressedFiles,
    // Vite's manifest is read by the build tools, never sent to a browser.
    exclude: /(^|\/)\.vite\//,
    threshold: precompressThreshold,
    algorithms: [
      defineAlgorithm("brotliCompress", { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      defineAlgorithm("gzip", { level: constants.Z_BEST_COMPRESSION }),
    ],
    logLevel: "silent",
  });
}
