import type { FeatureIcon } from "./feature-icons.rules.ts";

// The landing page's feature blocks, plans and testimonials as a fresh install shows them: the seed
// of each list and the landing page's fallback when it has none. Plain data (the web bundles it).

export type FeatureBlockContent = { icon: FeatureIcon; title: string; description: string };

export type PricingPlanContent = {
  name: string;
  monthlyPriceCents: number;
  description: string;
  features: string[];
  popular: boolean;
};

export type TestimonialContent = { quote: string; name: string; role: string; company: string; rating: number };

export const DEFAULT_FEATURE_BLOCKS: FeatureBlockContent[] = [
  {
    icon: "contacts",
    title: "Contact Management",
    description: "Every contact, company and conversation in one searchable profile that the whole team can see.",
  },
  {
    icon: "pipeline",
    title: "Deal Pipeline",
    description:
      "Move deals through the stages you define, spot stalled opportunities and forecast revenue with confidence.",
  },
  {
    icon: "tasks",
    title: "Tasks and Reminders",
    description: "Assign follow-ups with due dates and priorities, so a promising lead never goes cold.",
  },
  {
    icon: "timeline",
    title: "Activity Timeline",
    description: "Calls, emails, meetings and notes logged against the right customer, in the order they happened.",
  },
  {
    icon: "support",
    title: "One Record for Sales and Support",
    description:
      "Support sees every open deal and sales sees every logged call and note before the next customer call.",
  },
  {
    icon: "reports",
    title: "Reports and Dashboards",
    description:
      "A live dashboard of customers, open deals by stage, tasks due and revenue, and lists you export as CSV.",
  },
];

/** The spec's plans (section 9): the annual price is computed from the monthly one, never stored. */
export const DEFAULT_PRICING_PLANS: PricingPlanContent[] = [
  {
    name: "Starter",
    monthlyPriceCents: 2900,
    description: "For small teams getting organised.",
    features: ["Up to 1,000 contacts", "5 team members", "Deal pipeline and tasks", "CSV import and export"],
    popular: false,
  },
  {
    name: "Professional",
    monthlyPriceCents: 7900,
    description: "For growing sales and support teams.",
    features: ["Up to 10,000 contacts", "Unlimited team members", "API access", "Webhooks", "Owner and member roles"],
    popular: true,
  },
  {
    name: "Enterprise",
    monthlyPriceCents: 19900,
    description: "For organisations with custom needs.",
    features: [
      "Unlimited contacts",
      "Unlimited team members",
      "SLA guarantee",
      "White-label options",
      "Dedicated account manager",
    ],
    popular: false,
  },
];

export const DEFAULT_TESTIMONIALS: TestimonialContent[] = [
  {
    quote:
      "We replaced three spreadsheets and a shared inbox with one shared CRM. Our reps now see every call and note before a renewal call, and our win rate went up 18% in one quarter.",
    name: "Maria Lopez",
    role: "VP of Sales",
    company: "Northwind Traders",
    rating: 5,
  },
  {
    quote:
      "Support finally has context. When a customer writes in, we see their deals, past calls and open tasks on one screen, so we answer in minutes instead of hours.",
    name: "David Chen",
    role: "Head of Customer Support",
    company: "Fernwood Health",
    rating: 5,
  },
  {
    quote:
      "Setup took an afternoon. We imported 6,000 contacts from a CSV file and had the whole team working in it the next morning.",
    name: "Aisha Patel",
    role: "Operations Manager",
    company: "Atlas Logistics",
    rating: 5,
  },
];
