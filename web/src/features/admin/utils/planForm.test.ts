import { describe, expect, it } from "vitest";
import { featureLines, planFormValues, planInput } from "./planForm.ts";

const plan = {
  id: "p1",
  name: "Team",
  monthlyPriceCents: 4950,
  description: "For teams.",
  features: ["10 seats", "Shared inbox"],
  popular: true,
};

describe("the plan form", () => {
  it("shows a plan's price in dollars and its features one per line", () => {
    expect(planFormValues(plan)).toEqual({
      name: "Team",
      monthlyPrice: 49.5,
      description: "For teams.",
      features: "10 seats\nShared inbox",
      popular: true,
    });
  });

  it("starts a new plan empty, without a price", () => {
    expect(planFormValues(null)).toEqual({
      name: "",
      monthlyPrice: null,
      description: "",
      features: "",
      popular: false,
    });
  });

  it("saves the price in cents and the non-blank lines as features", () => {
    expect(
      planInput({ name: "Team", monthlyPrice: 19.99, description: "", features: " A \n\n B\n", popular: false }),
    ).toEqual({ name: "Team", monthlyPriceCents: 1999, description: "", features: ["A", "B"], popular: false });
  });

  it("reads an empty features field as no features", () => {
    expect(featureLines("")).toEqual([]);
    expect(featureLines(undefined)).toEqual([]);
    expect(featureLines("\n \n")).toEqual([]);
  });
});
