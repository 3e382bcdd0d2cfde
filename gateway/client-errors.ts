import { maxHeaderSize, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";

export const HEADERS_TOO_LARGE_MESSAGE = `The request's URL and headers must be under ${maxHeaderSize / 1024} kB in all`;
export const REQUEST_TIMEOUT_MESSAGE = "The request took too long to arrive";
export const MALFORMED_REQUEST_MESSAGE = "Malformed HTTP request";

/** Node's parser error codes, answered as Node answers them, with a message. */
function answerFor(code: string | undefined): { status: number; message: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, message: HEADERS_TOO_LARGE_MESSAGE };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { status: 413, message: "Request body is too large" };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, message: REQUEST_TIMEOUT_MESSAGE };
    default:
      return { status: 400, message: MALFORMED_REQUEST_MESSAGE };
  }
}

type ClientSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * The HTTP server's `clientError` listener, for a request Node's parser refuses before the app sees it:
 * a URL and headers over the limit, a request that timed out, bytes that are not HTTP. Node's own
 * answer has the status alone and an empty body; this one says what was wrong, as every other error
 * does. As Node does, it answers only when no response has started on the connection, then closes it.
 */
export function answerClientError(error: Error & { code?: string }, socket: ClientSocket) {
  if (!socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = answerFor(error.code);
  const answer =
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
    "Content-Type: text/plain; charset=utf-8\r\n" +
    `Content-Length: ${Buffer.byteLength(message)}\r\n` +
    "Connection: close\r\n\r\n" +
    message;
  // Closed once the answer is out: a client still sending (a slowloris) must not hold the connection.
  socket.end(answer, () => socket.destroy());
}
