const EMBED_BASE = "https://www.youtube-nocookie.com/embed/";

/** YouTube video ids are 11 characters of A-Z, a-z, 0-9, - and _. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_LINK_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

function parseUrl(text: string): URL | null {
  const trimmed = text.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function videoIdOf(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split("/").filter(Boolean);
  if (SHORT_LINK_HOSTS.has(host)) return first;
  if (NOCOOKIE_HOSTS.has(host)) return first === "embed" ? second : undefined;
  if (!YOUTUBE_HOSTS.has(host)) return undefined;
  if (first === "watch" && !second) return url.searchParams.get("v") ?? undefined;
  if (first === "embed" || first === "shorts" || first === "live") return second;
  return undefined;
}

/**
 * The privacy-enhanced embed URL for a YouTube link in any of its usual forms (watch, youtu.be,
 * shorts, live, embed), or null when the link is not a YouTube video the page may frame (the
 * server's CSP allows only YouTube's frames).
 */
export function toEmbedUrl(url: string | null | undefined): string | null {
  const parsed = url ? parseUrl(url) : null;
  const id = parsed ? videoIdOf(parsed) : undefined;
  return id && VIDEO_ID.test(id) ? `${EMBED_BASE}${id}` : null;
}
