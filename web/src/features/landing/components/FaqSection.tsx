import { useId, useState } from "react";
import { LineIcon } from "./LineIcon.tsx";

const QUESTIONS = [
  {
    question: "How does the 14-day free trial work?",
    answer:
      "Sign up and you get every feature of the plan you pick for 14 days. No credit card is required; at the end of the trial you choose a plan or your account simply pauses.",
  },
  {
    question: "Can I change plans later?",
    answer:
      "Yes. Contact us to upgrade or downgrade at any time. Plan changes are prorated, so you only pay the difference for the rest of your billing period.",
  },
  {
    question: "How much do I save with annual billing?",
    answer: "Annual billing saves 20% compared with paying monthly, on every plan.",
  },
  {
    question: "Can I import my existing contacts?",
    answer:
      "Yes. Import your customers from a CSV file or a spreadsheet export of your current CRM, map each column to a field, and read a report of every row that could not be imported.",
  },
  {
    question: "Is my data secure?",
    answer:
      "Your data travels encrypted, passwords are kept only as salted hashes, two-factor sign-in and passkeys protect accounts, access is limited by role, and the service runs with 99.9% uptime.",
  },
  {
    question: "What support do you offer?",
    answer: "Our support team answers by email and chat 24/7, on every plan, including during your free trial.",
  },
];

type FaqItemProps = { question: string; answer: string };

/** One question: a button that shows and hides its answer (the answer is in the page from the start). */
function FaqItem({ question, answer }: FaqItemProps) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <div className={open ? "landing-faq-item landing-faq-item-open" : "landing-faq-item"}>
      <button
        type="button"
        className="landing-faq-question"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <LineIcon name="chevron" size={12} className="landing-faq-arrow" />
        {question}
      </button>
      <div id={answerId} className="landing-faq-answer" hidden={!open}>
        <p>{answer}</p>
      </div>
    </div>
  );
}

export function FaqSection() {
  return (
    <section className="landing-section landing-section-alt" aria-labelledby="faq-heading">
      <div className="landing-section-intro">
        <h2 id="faq-heading">Frequently Asked Questions</h2>
        <p>Everything you need to know before you start.</p>
      </div>
      {/* Each question opens on its own; as buttons they announce expanded/collapsed. */}
      <div className="landing-faq">
        {QUESTIONS.map(({ question, answer }) => (
          <FaqItem key={question} question={question} answer={answer} />
        ))}
      </div>
    </section>
  );
}
