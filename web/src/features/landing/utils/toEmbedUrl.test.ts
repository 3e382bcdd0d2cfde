import { describe, expect, it } from "vitest";
import { toEmbedUrl } from "./toEmbedUrl.ts";

const EMBED = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ";

describe("toEmbedUrl", () => {
  it.each([
    ["a watch link", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a watch link with extra parameters", "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s"],
    ["a mobile watch link", "https://m.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a watch link without www", "https://youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a watch link without a scheme", "youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a plain-http watch link", "http://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a short link", "https://youtu.be/dQw4w9WgXcQ"],
    ["a short link with a start time", "https://youtu.be/dQw4w9WgXcQ?si=abc&t=10"],
    ["a shorts link", "https://www.youtube.com/shorts/dQw4w9WgXcQ"],
    ["a live link", "https://www.youtube.com/live/dQw4w9WgXcQ"],
    ["an embed link", "https://www.youtube.com/embed/dQw4w9WgXcQ"],
    ["a privacy-enhanced embed link", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["a link with surrounding spaces", "  https://youtu.be/dQw4w9WgXcQ  "],
  ])("converts %s to the privacy-enhanced embed URL", (_name, url) => {
    expect(toEmbedUrl(url)).toBe(EMBED);
  });

  it.each([
    ["an empty link", ""],
    ["no link", null],
    ["another video site", "https://vimeo.com/76979871"],
    ["a look-alike host", "https://www.youtube.com.evil.test/watch?v=dQw4w9WgXcQ"],
    ["a YouTube channel page", "https://www.youtube.com/@GoogleDevelopers"],
    ["a watch link without a video", "https://www.youtube.com/watch?list=PL123"],
    ["an id of the wrong length", "https://youtu.be/abc"],
    ["an id with forbidden characters", "https://www.youtube.com/watch?v=dQw4w9WgX%3C"],
    ["a javascript: link", "javascript:alert(1)"],
    ["text that is not a link", "watch our demo"],
  ])("returns null for %s", (_name, url) => {
    expect(toEmbedUrl(url)).toBeNull();
  });
});
