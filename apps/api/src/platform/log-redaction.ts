// What the request log may say of a URL: secrets travel in some (a reset or invite link's token, an
// OAuth callback's code and state, a calendar feed's or a shared quote's token), and logs are read by
// more people, and kept longer, than the secrets deserve. Those parts are written as "[redacted]".
import type { FastifyRequest } from "fastify";

const secretParams = new Set(["token", "code", "state", "session_id"]);
/** Paths whose last segment is a bearer secret. */
const secretPaths = [
  /^(\/api\/calendar\/feed\/)[^/?]+/,
  /^(\/api\/customerquote\/)[^/?]+/,
  /^(\/customer-quote\/)[^/?]+/,
];

export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of secretPaths) path = path.replace(pattern, "$1[redacted]");
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = decodeURIComponent(pair.split("=")[0] ?? "");
      return secretParams.has(name) ? `${pair.split("=")[0]}=[redacted]` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
