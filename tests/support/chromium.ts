/**
 * Debian's Chromium, headless, as the machines run it: no sandbox as root, no GPU, and nothing that
 * reaches for the network on its own (this host refuses it). End-to-end tests and the bench share it.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
  ],
};
