import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/**
 * How much of a refused request's body is still read after the answer, and for how long (issue 33),
 * before the connection closes. A refused upload is answered at once ("connection: close", issue
 * 19), while the client is still sending; closing the socket then with bytes still arriving makes
 * the kernel reset the connection, and a client such as Node's fetch (undici) fails with EPIPE
 * before it reads the answer. nginx's lingering close does the same: end our side, read and
 * discard for a while, then close.
 */
export const lingerLimits = { bytes: 2 * 1024 * 1024, ms: 2000 };

const lingering = new WeakSet<Socket>();

/**
 * For an answer given before the request's body has arrived: once Node has written the answer and
 * would close the connection (it calls socket.destroySoon() for "connection: close"), the socket
 * ends our side and keeps reading the rest of the body, thrown away, until it has all arrived or
 * `limits` is reached; only then is it closed.
 */
export function lingerBeforeClosing(request: IncomingMessage, limits: { bytes: number; ms: number } = lingerLimits): void {
  const socket = request.socket;
  if (request.complete || lingering.has(socket) || socket.destroyed) return;
  lingering.add(socket);
  socket.destroySoon = () => {
    if (socket.writable) socket.end();
    // Closes once our last byte (the answer) has left, so nothing of the answer is cut.
    let closing = false;
    const close = () => {
      if (closing) return;
      closing = true;
      clearTimeout(timer);
      if (socket.writableFinished || !socket.writable) socket.destroy();
      else socket.once("finish", () => socket.destroy());
    };
    const timer = setTimeout(close, limits.ms);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    if (request.complete) return close();
    // Whoever was reading the body (a multipart parser) stopped at the refusal: read it here.
    let received = 0;
    request.unpipe();
    request.removeAllListeners("data");
    request.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bytes) close();
    });
    request.once("end", close);
    request.once("error", close);
    request.resume();
  };
}
