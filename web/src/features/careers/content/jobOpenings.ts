export type JobType = "Full-time" | "Part-time" | "Contract" | "Internship";

export type JobOpening = {
  id: string;
  title: string;
  department: string;
  location: string;
  type: JobType;
};

/** The six sample openings the Careers page lists. */
export const JOB_OPENINGS: ReadonlyArray<JobOpening> = [
  {
    id: "senior-full-stack-engineer",
    title: "Senior Full-Stack Engineer",
    department: "Engineering",
    location: "Remote (Europe)",
    type: "Full-time",
  },
  {
    id: "product-designer",
    title: "Product Designer",
    department: "Design",
    location: "London, UK",
    type: "Full-time",
  },
  {
    id: "account-executive",
    title: "Account Executive",
    department: "Sales",
    location: "San Francisco, CA",
    type: "Full-time",
  },
  {
    id: "customer-success-manager",
    title: "Customer Success Manager",
    department: "Customer Success",
    location: "New York, NY",
    type: "Full-time",
  },
  {
    id: "support-specialist",
    title: "Technical Support Specialist",
    department: "Support",
    location: "Remote (US)",
    type: "Part-time",
  },
  {
    id: "content-marketing-writer",
    title: "Content Marketing Writer",
    department: "Marketing",
    location: "Remote",
    type: "Contract",
  },
];
