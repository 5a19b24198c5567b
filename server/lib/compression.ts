import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { chosenEncoding, type CompressedAnswers, createCompressedAnswers } from "./compressed-answers.js";

/** Answers under this many bytes go as they are: compressing them saves less than it costs. */
export const compressThreshold = 1024;

const jsonType = /^application\/(?:[\w.-]+\+)?json(?:;|$)/i;

function isResponse(payload: unknown): payload is Response {
  return typeof payload === "object" && payload !== null && Object.prototype.toString.call(payload) === "[object Response]";
}

/**
 * Compresses the JSON answers of the routes registered after it in `scope` (REST and tRPC):
 * brotli or gzip, as the client accepts, from 1 KiB up (issue 24). Nothing else is compressed on
 * the fly: the web client's files go pre-compressed from the build, and a download keeps its
 * bytes and its Content-Length.
 */
export async function compressJsonAnswers(scope: FastifyInstance, answers: CompressedAnswers = createCompressedAnswers()): Promise<void> {
  scope.addHook("onSend", async (request, reply, payload) => {
    // A download (Content-Disposition: attachment) goes as stored: @fastify/compress would
    // otherwise compress a text file on the fly (mime-db calls text/plain compressible) and drop
    // its Content-Length. x-no-compression is the plugin's own switch for one request.
    if (String(reply.getHeader("content-disposition") ?? "").startsWith("attachment")) {
      request.headers["x-no-compression"] = "1";
      return payload;
    }
    // tRPC hands Fastify a fetch Response, which the plugin would compress as a stream of unknown
    // length, however small. A plain JSON one is read first, so the 1 KiB threshold applies and the
    // answer has a Content-Length. Streamed answers (jsonl batches, SSE) are left as they are.
    let body: string | Buffer;
    if (isResponse(payload)) {
      if (payload.body === null || payload.headers.has("transfer-encoding")) return payload;
      if (!jsonType.test(payload.headers.get("content-type") ?? "")) return payload;
      reply.code(payload.status);
      for (const [name, value] of payload.headers) reply.header(name, value);
      body = Buffer.from(await payload.arrayBuffer());
    } else if (typeof payload === "string" || Buffer.isBuffer(payload)) {
      body = payload;
    } else {
      return payload;
    }
    // A JSON answer from 1 KiB up, for a client that accepts br or gzip: compressed once per
    // distinct body (compressed-answers.ts); the plugin below sees Content-Encoding and leaves it.
    const encoding = chosenEncoding(request.headers["accept-encoding"]);
    const size = typeof body === "string" ? Buffer.byteLength(body) : body.length;
    if (!encoding || size < compressThreshold || request.headers["x-no-compression"] !== undefined) return body;
    if (!jsonType.test(String(reply.getHeader("content-type") ?? "application/json")) || reply.hasHeader("content-encoding")) return body;
    if (reply.statusCode === 206 || reply.hasHeader("content-range")) return body;
    const compressed = await answers.compress(encoding, body);
    reply.header("content-encoding", encoding);
    const vary = String(reply.getHeader("vary") ?? "");
    if (!/accept-encoding/i.test(vary)) reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    reply.removeHeader("content-length");
    return compressed;
  });
  await scope.register(fastifyCompress, {
    threshold: compressThreshold,
    encodings: ["br", "gzip"],
    customTypes: jsonType,
    // No client of ours sends a compressed request body, so none is accepted.
    globalDecompression: false,
  });
}
