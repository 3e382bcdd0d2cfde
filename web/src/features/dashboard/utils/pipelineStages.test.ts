import { describe, expect, it } from "vitest";
import { OPEN_STAGE_COLORS, openStages } from "./pipelineStages.ts";

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe("the dashboard's pie", () => {
  it("shows the open stages only: won and lost have figures of their own", () => {
    const stages = [
      { stage: "qualified" as const, count: 1 },
      { stage: "proposal" as const, count: 2 },
      { stage: "negotiation" as const, count: 3 },
      { stage: "closed_won" as const, count: 4 },
      { stage: "closed_lost" as const, count: 5 },
    ];
    expect(openStages(stages).map((slice) => [slice.stage, slice.count])).toEqual([
      ["qualified", 1],
      ["proposal", 2],
      ["negotiation", 3],
    ]);
  });

  it.each(OPEN_STAGE_COLORS)("colours $stage at 3:1 or more against the light and the dark card", ({ color }) => {
    expect(contrast(color, "#ffffff")).toBeGreaterThanOrEqual(3);
    expect(contrast(color, "#141414")).toBeGreaterThanOrEqual(3);
  });
});
