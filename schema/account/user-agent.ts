import Bowser from "bowser";

export const UNKNOWN_BROWSER = "Unknown browser";
export const UNKNOWN_SYSTEM = "Unknown system";

/**
 * What the lists of an account's browsers (its sessions, the browsers it trusts) say of each one: its
 * address and User-Agent, the browser and system read from it, and whether it is the browser asking.
 */
export type BrowserRecordView = {
  id: string;
  ip: string;
  userAgent: string;
  browser: string;
  os: string;
  current: boolean;
};

/** A session's browser and operating system as a person recognises them, from its User-Agent. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  // Bowser refuses an empty User-Agent (a client may send none).
  if (!userAgent.trim()) return { browser: UNKNOWN_BROWSER, os: UNKNOWN_SYSTEM };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : UNKNOWN_BROWSER,
    os: os.name ? [os.name, os.versionName].filter(Boolean).join(" ") : UNKNOWN_SYSTEM,
  };
}
