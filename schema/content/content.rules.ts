import { z } from "zod";
import { emailAddress, optionalText, requiredText } from "#core/text.rules.ts";

// Hero and site settings rules, shared by the service and the admin forms (no server imports here).

const videoUrl = optionalText("Demo Video URL", 500).refine(
  (value) => value === "" || isHttpUrl(value),
  "Demo Video URL must be an http(s) URL",
);

function isHttpUrl(value: string): boolean {
  return URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol);
}

export const heroInput = z.object(
  {
    badge: requiredText("Badge Text", 100),
    heading: requiredText("Main Heading", 120),
    subheading: requiredText("Subheading", 120),
    description: optionalText("Description", 1000),
    videoUrl,
  },
  { error: "Hero content is required" },
);

export const siteSettingsInput = z.object(
  {
    companyName: requiredText("Company Name", 100),
    companyEmail: emailAddress("Company Email", "Company Email must be a valid email address"),
    companyPhone: optionalText("Company Phone", 40),
    companyAddress: optionalText("Company Address", 300),
    // One line a period ("Mon-Fri: 9-6 GMT"); left out, the saved hours stay as they are.
    officeHours: z
      .string({ error: "Office Hours must be text" })
      .trim()
      .max(500, "Office Hours must be at most 500 characters")
      .optional(),
  },
  { error: "Site settings are required" },
);
