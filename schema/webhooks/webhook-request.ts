import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./private-addresses.ts";

export type WebhookPost = { url: string; headers: Record<string, string>; body: string };

export type PostOptions = {
  /** Private, loopback and link-local addresses are refused unless this is set (local testing). */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
};

/**
 * A 2xx is delivered; anything else (a redirect too) failed, with what to tell the endpoint's owners:
 * the status it answered, or else only CONNECTION_REFUSED or TIMED_OUT. Never an address, a port or
 * why a connection failed: an owner could otherwise map the network around this server through it.
 */
export type PostOutcome = { delivered: boolean; responseStatus: number | null; error: string | null };

/** Every failure to reach the endpoint: refused, reset, unreachable, a private address, a name that does not resolve. */
export const CONNECTION_REFUSED = "Connection refused";
export const TIMED_OUT = "Timed out";

type Address = { address: string; family: number };

class RefusedError extends Error {}

async function resolveHost(hostname: string): Promise<{ host: string; addresses: Address[] }> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(host);
  const addresses = family === 0 ? await lookup(host, { all: true, order: "verbatim" }) : [{ address: host, family }];
  return { host, addresses };
}

/** Why none of these addresses may be reached (one is private), or null. */
function privateAddressIn(host: string, addresses: Address[]): string | null {
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  if (!refused) return null;
  return refused.address === host ? `${host} is a private address` : `${host} resolves to a private address`;
}

/** The addresses the request may connect to: all of the host's, each checked, or none. */
async function checkedAddresses(hostname: string, allowPrivateAddresses: boolean): Promise<Address[]> {
  const { host, addresses } = await resolveHost(hostname);
  const refusal = allowPrivateAddresses ? null : privateAddressIn(host, addresses);
  if (refusal) throw new RefusedError(`Refused: ${refusal}`);
  return addresses;
}

/**
 * Why an endpoint's URL reaches a private address, checked when it is saved so its owner hears at
 * once; or null. A name that does not resolve yet may later: its deliveries fail while it cannot.
 */
export async function privateUrlRefusal(url: string): Promise<string | null> {
  const resolved = await resolveHost(new URL(url).hostname).catch(() => null);
  return resolved && privateAddressIn(resolved.host, resolved.addresses);
}

/**
 * Connects only to the addresses that were checked, so a name that resolves differently a moment later
 * (DNS rebinding) cannot slip a private address past the check.
 */
function pinnedLookup(addresses: Address[]): LookupFunction {
  return (_hostname, options, callback) => {
    const usable = options.family ? addresses.filter(({ family }) => family === options.family) : addresses;
    const [first] = usable;
    if (!first) {
      callback(Object.assign(new Error("no address of the requested family"), { code: "ENOTFOUND" }), "", 0);
    } else if (options.all) {
      (callback as unknown as (error: null, addresses: Address[]) => void)(null, usable);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function failureMessage(error: unknown): string {
  return error instanceof Error && error.name === "TimeoutError" ? TIMED_OUT : CONNECTION_REFUSED;
}

/** One POST of a delivery: redirects are not followed, the body of the answer is not read. */
export async function postWebhook(post: WebhookPost, options: PostOptions): Promise<PostOutcome> {
  const url = new URL(post.url);
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const addresses = await checkedAddresses(url.hostname, options.allowPrivateAddresses);
    const client = url.protocol === "https:" ? https : http;
    const responseStatus = await new Promise<number>((resolve, reject) => {
      const request = client.request(url, {
        method: "POST",
        headers: {
          ...post.headers,
          "content-type": "application/json",
          "user-agent": "Bramble-CRM-Webhooks",
          "content-length": Buffer.byteLength(post.body),
        },
        lookup: pinnedLookup(addresses),
        signal,
      });
      request.on("response", (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on("error", (error) => reject(signal.aborted ? signal.reason : error));
      request.end(post.body);
    });
    if (responseStatus >= 200 && responseStatus < 300) return { delivered: true, responseStatus, error: null };
    const error =
      responseStatus >= 300 && responseStatus < 400
        ? `Answered ${responseStatus}: redirects are not followed`
        : `Answered ${responseStatus}`;
    return { delivered: false, responseStatus, error };
  } catch (error) {
    return { delivered: false, responseStatus: null, error: failureMessage(error) };
  }
}
