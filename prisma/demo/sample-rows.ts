/**
 * The spec's sample rows (6 customers, 5 tasks, 7 activities), kept as the demo data a fresh install
 * starts with. Times are offsets from the moment of seeding so the demo always looks current.
 */
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export const SAMPLE_CUSTOMERS = [
  {
    key: "sarah",
    name: "Sarah Johnson",
    email: "sarah.johnson@techcorp.com",
    phone: "+1 (555) 123-4567",
    company: "TechCorp Solutions",
    status: "active",
    valueCents: 1_250_000,
    notes: "Decision maker for the platform renewal.",
    ageDays: 150,
  },
  {
    key: "michael",
    name: "Michael Chen",
    email: "m.chen@innovatelabs.io",
    phone: "+1 (555) 234-5678",
    company: "Innovate Labs",
    status: "lead",
    valueCents: 850_000,
    notes: "Met at SaaS Summit; interested in the API.",
    ageDays: 40,
  },
  {
    key: "emily",
    name: "Emily Rodriguez",
    email: "emily.r@globaldynamics.com",
    phone: "+1 (555) 345-6789",
    company: "Global Dynamics",
    status: "active",
    valueCents: 2_100_000,
    notes: "",
    ageDays: 120,
  },
  {
    key: "david",
    name: "David Kim",
    email: "david@startupxyz.com",
    phone: "+1 (555) 456-7890",
    company: "StartupXYZ",
    status: "inactive",
    valueCents: 320_000,
    notes: "Paused after their funding round slipped.",
    ageDays: 170,
  },
  {
    key: "lisa",
    name: "Lisa Thompson",
    email: "lisa.thompson@enterprise.co",
    phone: "+1 (555) 567-8901",
    company: "Enterprise Co",
    status: "active",
    valueCents: 4_500_000,
    notes: "Enterprise plan, 120 seats.",
    ageDays: 90,
  },
  {
    key: "james",
    name: "James Wilson",
    email: "jwilson@digitalventures.com",
    phone: "+1 (555) 678-9012",
    company: "Digital Ventures",
    status: "lead",
    valueCents: 675_000,
    notes: "",
    ageDays: 12,
  },
] as const;

export type SampleCustomerKey = (typeof SAMPLE_CUSTOMERS)[number]["key"];

export const SAMPLE_TASKS: {
  title: string;
  description: string;
  dueInDays: number;
  priority: "high" | "medium" | "low";
  completed: boolean;
  customer: SampleCustomerKey;
}[] = [
  {
    title: "Follow up with Sarah Johnson",
    description: "Discuss the Q1 renewal and the new analytics add-on.",
    dueInDays: 1,
    priority: "high",
    completed: false,
    customer: "sarah",
  },
  {
    title: "Prepare proposal for Innovate Labs",
    description: "Pricing for 25 seats with API access.",
    dueInDays: 3,
    priority: "high",
    completed: false,
    customer: "michael",
  },
  {
    title: "Send onboarding guide to Global Dynamics",
    description: "Include the data import checklist.",
    dueInDays: 5,
    priority: "medium",
    completed: false,
    customer: "emily",
  },
  {
    title: "Quarterly review with Enterprise Co",
    description: "Review usage, support tickets and expansion options.",
    dueInDays: 6,
    priority: "medium",
    completed: false,
    customer: "lisa",
  },
  {
    title: "Update contact details for StartupXYZ",
    description: "New billing contact after the team change.",
    dueInDays: -2,
    priority: "low",
    completed: true,
    customer: "david",
  },
];

export const SAMPLE_ACTIVITIES: {
  type: "call" | "email" | "meeting" | "note";
  title: string;
  description: string;
  hoursAgo: number;
  customer: SampleCustomerKey;
}[] = [
  {
    type: "call",
    title: "Discovery call with Sarah Johnson",
    description: "Walked through their current pipeline process.",
    hoursAgo: 2,
    customer: "sarah",
  },
  {
    type: "email",
    title: "Sent proposal to Michael Chen",
    description: "Proposal for 25 seats with API access.",
    hoursAgo: 5,
    customer: "michael",
  },
  {
    type: "meeting",
    title: "Product demo for Global Dynamics",
    description: "Demoed pipelines and reporting to five stakeholders.",
    hoursAgo: 24,
    customer: "emily",
  },
  {
    type: "note",
    title: "Enterprise Co asked about SSO",
    description: "Check the roadmap and reply by Friday.",
    hoursAgo: 30,
    customer: "lisa",
  },
  {
    type: "call",
    title: "Check-in with David Kim",
    description: "They expect to restart the project next quarter.",
    hoursAgo: 48,
    customer: "david",
  },
  {
    type: "email",
    title: "Welcome email to James Wilson",
    description: "Shared the getting-started guide.",
    hoursAgo: 72,
    customer: "james",
  },
  {
    type: "meeting",
    title: "Contract negotiation with Enterprise Co",
    description: "Agreed on a two-year term.",
    hoursAgo: 96,
    customer: "lisa",
  },
];

/** Deals of the sample customers, so their pages show a pipeline too. */
export const SAMPLE_DEALS: {
  title: string;
  stage: "qualified" | "proposal" | "negotiation" | "closed_won" | "closed_lost";
  valueCents: number;
  ageDays: number;
  /** Days from now to the expected close (negative: past); a closed deal was expected when it closed. */
  expectedInDays: number;
  closedDaysAgo: number | null;
  customer: SampleCustomerKey;
}[] = [
  {
    title: "TechCorp platform renewal",
    stage: "negotiation",
    valueCents: 1_250_000,
    ageDays: 30,
    expectedInDays: 14,
    closedDaysAgo: null,
    customer: "sarah",
  },
  {
    title: "Innovate Labs API pilot",
    stage: "proposal",
    valueCents: 850_000,
    ageDays: 10,
    expectedInDays: 30,
    closedDaysAgo: null,
    customer: "michael",
  },
  {
    title: "Global Dynamics rollout",
    stage: "closed_won",
    valueCents: 2_100_000,
    ageDays: 60,
    expectedInDays: -3,
    closedDaysAgo: 3,
    customer: "emily",
  },
  {
    title: "StartupXYZ starter plan",
    stage: "closed_lost",
    valueCents: 320_000,
    ageDays: 120,
    expectedInDays: -45,
    closedDaysAgo: 45,
    customer: "david",
  },
  {
    title: "Enterprise Co two-year contract",
    stage: "closed_won",
    valueCents: 4_500_000,
    ageDays: 80,
    expectedInDays: -4,
    closedDaysAgo: 4,
    customer: "lisa",
  },
  {
    title: "Digital Ventures discovery",
    stage: "qualified",
    valueCents: 675_000,
    ageDays: 5,
    expectedInDays: 45,
    closedDaysAgo: null,
    customer: "james",
  },
];

/**
 * The companies the sample customers work at: each sample customer's company text names one, and the
 * person is linked to it as primary with a role; one also advises a second company.
 */
export const SAMPLE_COMPANIES: {
  name: string;
  domains: string[];
  industry: string;
  size: number;
  phone: string;
  website: string;
  address: string;
  people: { customer: SampleCustomerKey; role: string; primary: boolean }[];
}[] = [
  {
    name: "TechCorp Solutions",
    domains: ["techcorp.com"],
    industry: "Software",
    size: 850,
    phone: "+1 (555) 100-2000",
    website: "https://techcorp.com",
    address: "500 Market Street, San Francisco, CA 94105",
    people: [{ customer: "sarah", role: "VP of Operations", primary: true }],
  },
  {
    name: "Innovate Labs",
    domains: ["innovatelabs.io"],
    industry: "Research",
    size: 45,
    phone: "+1 (555) 200-3000",
    website: "https://innovatelabs.io",
    address: "12 Kendall Square, Cambridge, MA 02142",
    people: [{ customer: "michael", role: "CTO", primary: true }],
  },
  {
    name: "Global Dynamics",
    domains: ["globaldynamics.com"],
    industry: "Manufacturing",
    size: 3200,
    phone: "+1 (555) 300-4000",
    website: "https://globaldynamics.com",
    address: "1 Industrial Way, Detroit, MI 48201",
    people: [{ customer: "emily", role: "Head of Procurement", primary: true }],
  },
  {
    name: "StartupXYZ",
    domains: ["startupxyz.com"],
    industry: "Financial services",
    size: 12,
    phone: "+1 (555) 400-5000",
    website: "https://startupxyz.com",
    address: "88 Congress Avenue, Austin, TX 78701",
    people: [
      { customer: "david", role: "Founder", primary: true },
      { customer: "michael", role: "Advisor", primary: false },
    ],
  },
  {
    name: "Enterprise Co",
    domains: ["enterprise.co"],
    industry: "Retail",
    size: 12000,
    phone: "+1 (555) 500-6000",
    website: "https://enterprise.co",
    address: "200 Park Avenue, New York, NY 10166",
    people: [{ customer: "lisa", role: "IT Director", primary: true }],
  },
  {
    name: "Digital Ventures",
    domains: ["digitalventures.com"],
    industry: "Marketing",
    size: 140,
    phone: "+1 (555) 600-7000",
    website: "https://digitalventures.com",
    address: "400 Pike Street, Seattle, WA 98101",
    people: [{ customer: "james", role: "Marketing Manager", primary: true }],
  },
];

/** The generated customers' companies take an industry and a size from these, by their place in the list. */
export const GENERATED_INDUSTRIES = ["Software", "Healthcare", "Logistics", "Education", "Retail", "Media"] as const;
export const GENERATED_SIZES = [8, 25, 60, 180, 450, 1500, 7000] as const;
