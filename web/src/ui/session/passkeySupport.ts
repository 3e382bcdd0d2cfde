import { browserSupportsWebAuthn } from "@simplewebauthn/browser";

/** Whether a page's host name is an IP address (v4, or v6 with its colons): WebAuthn refuses those. */
export function isIpAddressHost(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":") || hostname.startsWith("[");
}

/** Whether to offer passkeys here: the browser has WebAuthn and the site was reached by a name, not an IP. */
export function passkeysOffered(): boolean {
  return !isIpAddressHost(window.location.hostname) && browserSupportsWebAuthn();
}
