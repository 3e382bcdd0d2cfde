import { Collapse } from "antd";

const QUESTIONS = [
  {
    question: "How does the 14-day free trial work?",
    answer:
      "Sign up and you get every feature of the plan you pick for 14 days. No credit card is required; at the end of the trial you choose a plan or your account simply pauses.",
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Upgrade or downgrade at any time from your settings. Plan changes are prorated, so you only pay the difference for the rest of your billing period.",
  },
  {
    question: "How much do I save with annual billing?",
    answer: "Annual billing saves 20% compared with paying monthly, on every plan.",
  },
  {
    question: "Can I import my existing contacts and deals?",
    answer:
      "Yes. Import contacts, companies and deals from a CSV file or a spreadsheet export of your current CRM, and map each column to a Bramble CRM field.",
  },
  {
    question: "Is my data secure?",
    answer:
      "Your data is encrypted in transit and at rest, access is limited by role, and the service runs with 99.9% uptime.",
  },
  {
    question: "What support do you offer?",
    answer: "Our support team answers by email and chat 24/7, on every plan, including during your free trial.",
  },
];

export function FaqSection() {
  return (
    <section className="landing-section landing-section-alt" aria-labelledby="faq-heading">
      <div className="landing-section-intro">
        <h2 id="faq-heading">Frequently Asked Questions</h2>
        <p>Everything you need to know before you start.</p>
      </div>
      {/* Not `accordion`: antd then marks the questions up as tabs; as buttons they announce expanded/collapsed. */}
      <Collapse
        className="landing-faq"
        items={QUESTIONS.map(({ question, answer }) => ({
          key: question,
          label: question,
          children: <p>{answer}</p>,
        }))}
      />
    </section>
  );
}
