import { describe, expect, it } from "vitest";
import { validationMessage } from "#tests/support/validation.ts";
import { parseInput } from "#core/validation.ts";
import { DEFAULT_FEATURE_BLOCKS, DEFAULT_PRICING_PLANS, DEFAULT_TESTIMONIALS } from "./landing-lists.defaults.ts";
import {
  featureBlockInput,
  featureBlocksInput,
  orderInput,
  pricingPlanInput,
  pricingPlansInput,
  testimonialInput,
  testimonialsInput,
} from "./landing-lists.rules.ts";

const block = { icon: "tasks", title: "Tasks", description: "Follow-ups on time." };
const plan = { name: "Team", monthlyPriceCents: 4900, description: "", features: ["10 seats"], popular: false };
const quote = { quote: "Great.", name: "Ada", role: "", company: "", rating: 5 };

describe("the fresh install's lists", () => {
  it("pass their own rules", () => {
    expect(validationMessage(featureBlocksInput, DEFAULT_FEATURE_BLOCKS)).toBe("valid");
    expect(validationMessage(pricingPlansInput, DEFAULT_PRICING_PLANS)).toBe("valid");
    expect(validationMessage(testimonialsInput, DEFAULT_TESTIMONIALS)).toBe("valid");
  });
});

describe("feature block rules", () => {
  it.each([
    [{ ...block, icon: "rocket" }, "Icon must be one of contacts, pipeline, tasks, timeline, support, reports"],
    [{ ...block, icon: undefined }, "Icon must be one of contacts, pipeline, tasks, timeline, support, reports"],
    [{ ...block, title: "  " }, "Title is required"],
    [{ ...block, title: "x".repeat(81) }, "Title must be at most 80 characters"],
    [{ ...block, description: "" }, "Description is required"],
    [{ ...block, description: "x".repeat(301) }, "Description must be at most 300 characters"],
    [null, "Feature block details are required"],
  ])("refuses %j with %j", (input, message) => {
    expect(validationMessage(featureBlockInput, input)).toBe(message);
  });

  it("trims the texts", () => {
    expect(parseInput(featureBlockInput, { ...block, title: " Tasks " })).toEqual(block);
  });
});

describe("plan rules", () => {
  it.each([
    [{ ...plan, name: "" }, "Name is required"],
    [{ ...plan, name: "x".repeat(61) }, "Name must be at most 60 characters"],
    [{ ...plan, monthlyPriceCents: "29" }, "Monthly Price must be a number"],
    [{ ...plan, monthlyPriceCents: 29.5 }, "Monthly Price must be a whole number of cents"],
    [{ ...plan, monthlyPriceCents: -1 }, "Monthly Price cannot be negative"],
    [{ ...plan, monthlyPriceCents: 10_000_001 }, "Monthly Price must be at most $100,000"],
    [{ ...plan, description: "x".repeat(201) }, "Description must be at most 200 characters"],
    [{ ...plan, features: "10 seats" }, "Features must be a list of texts"],
    [{ ...plan, features: ["10 seats", " "] }, "Feature is required"],
    [{ ...plan, features: ["x".repeat(101)] }, "Feature must be at most 100 characters"],
    [{ ...plan, features: Array.from({ length: 13 }, () => "Seat") }, "A plan lists at most 12 features"],
    [{ ...plan, popular: "yes" }, "Most Popular must be true or false"],
  ])("refuses %j with %j", (input, message) => {
    expect(validationMessage(pricingPlanInput, input)).toBe(message);
  });

  it("takes a free plan and leaves out description, features and the tag", () => {
    expect(parseInput(pricingPlanInput, { name: "Free", monthlyPriceCents: 0 })).toEqual({
      name: "Free",
      monthlyPriceCents: 0,
      description: "",
      features: [],
      popular: false,
    });
    expect(validationMessage(pricingPlanInput, { ...plan, monthlyPriceCents: 10_000_000 })).toBe("valid");
  });

  it("lets one plan of a list be Most Popular", () => {
    expect(validationMessage(pricingPlansInput, [plan, { ...plan, popular: true }])).toBe("valid");
    expect(
      validationMessage(pricingPlansInput, [
        { ...plan, popular: true },
        { ...plan, popular: true },
      ]),
    ).toBe("Only one plan can be Most Popular");
  });
});

describe("testimonial rules", () => {
  it.each([
    [{ ...quote, quote: "" }, "Quote is required"],
    [{ ...quote, quote: "x".repeat(601) }, "Quote must be at most 600 characters"],
    [{ ...quote, name: " " }, "Name is required"],
    [{ ...quote, role: "x".repeat(81) }, "Role must be at most 80 characters"],
    [{ ...quote, company: "x".repeat(81) }, "Company must be at most 80 characters"],
    [{ ...quote, rating: 0 }, "Rating must be a whole number from 1 to 5"],
    [{ ...quote, rating: 6 }, "Rating must be a whole number from 1 to 5"],
    [{ ...quote, rating: 4.5 }, "Rating must be a whole number from 1 to 5"],
    [{ ...quote, rating: undefined }, "Rating must be a whole number from 1 to 5"],
  ])("refuses %j with %j", (input, message) => {
    expect(validationMessage(testimonialInput, input)).toBe(message);
  });

  it("takes 1 to 5 stars, without a role or company", () => {
    for (const rating of [1, 5]) expect(validationMessage(testimonialInput, { ...quote, rating })).toBe("valid");
    expect(parseInput(testimonialInput, { quote: "Great.", name: "Ada", rating: 3 })).toEqual({
      ...quote,
      rating: 3,
    });
  });
});

describe("list rules", () => {
  it("take one to the grid's most entries", () => {
    expect(validationMessage(featureBlocksInput, [])).toBe("The landing page needs at least one feature block");
    expect(validationMessage(featureBlocksInput, Array(12).fill(block))).toBe("valid");
    expect(validationMessage(featureBlocksInput, Array(13).fill(block))).toBe(
      "The landing page shows at most 12 feature blocks",
    );
    expect(validationMessage(pricingPlansInput, Array(7).fill(plan))).toBe("The landing page shows at most 6 plans");
    expect(validationMessage(testimonialsInput, Array(13).fill(quote))).toBe(
      "The landing page shows at most 12 testimonials",
    );
  });

  it("refuse what is not a list", () => {
    expect(validationMessage(testimonialsInput, {})).toBe("Testimonials must be a list");
    expect(validationMessage(pricingPlansInput, { plans: [] })).toBe("Plans must be a list");
  });

  it("name the first invalid entry's rule", () => {
    expect(validationMessage(testimonialsInput, [quote, { ...quote, name: "" }])).toBe("Name is required");
  });

  it("take an order of ids", () => {
    expect(validationMessage(orderInput("pricingPlans"), ["a", "b"])).toBe("valid");
    expect(validationMessage(orderInput("pricingPlans"), "a,b")).toBe("The new order must list every plan once");
    expect(validationMessage(orderInput("testimonials"), [1])).toBe("The new order must list every testimonial once");
  });
});
