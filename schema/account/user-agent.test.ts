import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./user-agent.ts";

describe("describeUserAgent", () => {
  it("names the browser with its major version and the operating system", () => {
    const agents = [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:145.0) Gecko/20100101 Firefox/145.0",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    ];
    expect(agents.map(describeUserAgent)).toEqual([
      { browser: "Chrome 142", os: "Linux" },
      { browser: "Firefox 145", os: "Windows 10" },
      { browser: "Safari 18", os: "iOS" },
    ]);
  });

  it("says what it cannot tell: no User-Agent, or a program that names no browser", () => {
    expect(describeUserAgent("")).toEqual({ browser: "Unknown browser", os: "Unknown system" });
    expect(describeUserAgent("curl/8.5.0").os).toBe("Unknown system");
  });
});
