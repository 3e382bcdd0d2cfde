import { describe, expect, it } from "vitest";
import type { HelpTopic } from "../content/helpTopics.ts";
import { filterHelpTopics } from "./filterHelpTopics.ts";

const article = (title: string, summary: string) => ({ slug: title.toLowerCase(), title, summary, body: [] });

const TOPICS: HelpTopic[] = [
  {
    id: "billing",
    title: "Billing",
    summary: "Plans and invoices.",
    articles: [article("Choose a plan", "Compare the plans."), article("Request a refund", "How refunds work.")],
  },
  {
    id: "customers",
    title: "Customers",
    summary: "Contacts in one place.",
    articles: [
      article("Add a customer", "Record a name and e-mail."),
      article("Import customers", "Bring contacts in with the API."),
    ],
  },
];

const titles = (topics: HelpTopic[]) =>
  topics.map((topic) => [topic.title, topic.articles.map((article) => article.title)]);

describe("filterHelpTopics", () => {
  it("keeps everything for a blank search", () => {
    expect(filterHelpTopics(TOPICS, "   ")).toEqual(TOPICS);
  });

  it("keeps only the matching articles of a topic that does not match itself", () => {
    expect(titles(filterHelpTopics(TOPICS, "refund"))).toEqual([["Billing", ["Request a refund"]]]);
  });

  it("keeps all articles of a topic whose title or summary matches", () => {
    expect(titles(filterHelpTopics(TOPICS, "invoices"))).toEqual([["Billing", ["Choose a plan", "Request a refund"]]]);
  });

  it("matches article summaries, case-insensitively", () => {
    expect(titles(filterHelpTopics(TOPICS, "THE API"))).toEqual([["Customers", ["Import customers"]]]);
  });

  it("searches across topics and ignores spaces around the search", () => {
    expect(titles(filterHelpTopics(TOPICS, "  add  "))).toEqual([["Customers", ["Add a customer"]]]);
    expect(titles(filterHelpTopics(TOPICS, "plan"))).toEqual([["Billing", ["Choose a plan", "Request a refund"]]]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterHelpTopics(TOPICS, "kangaroo")).toEqual([]);
  });
});
