/** Addresses that mean this machine (loopback), or every address of it. */
const THIS_MACHINE = /^(127(\.\d{1,3}){3}|::1|0\.0\.0\.0|::|localhost)$/;

/**
 * The host name a browser on this machine reaches a server listening on `host` by: `localhost` for a
 * loopback or every-address listener, since WebAuthn (passkeys) refuses IP addresses; `host` otherwise.
 * The default APP_URL and the "running at" line use it (the server still listens on `host`).
 */
export function browserHost(host: string): string {
  return THIS_MACHINE.test(host) ? "localhost" : host;
}
