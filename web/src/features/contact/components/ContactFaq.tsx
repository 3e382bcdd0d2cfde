import type { ReactNode } from "react";
import { Link } from "react-router-dom";

const QUESTIONS: ReadonlyArray<{ question: string; answer: ReactNode }> = [
  {
    question: "How quickly will you answer my message?",
    answer:
      "Usually within one business day. E-mail and chat support are staffed 24/7, so urgent problems with your account are picked up at any hour.",
  },
  {
    question: "Can I try the product before I talk to sales?",
    answer: (
      <>
        Yes. Every plan starts with a 14-day free trial and no credit card is required:{" "}
        <Link to="/register">create an account</Link> and explore at your own pace.
      </>
    ),
  },
  {
    question: "Where can I find answers without waiting?",
    answer: (
      <>
        The <Link to="/help-center">Help Center</Link> covers everyday questions, the{" "}
        <Link to="/documentation">Documentation</Link> explains set-up and self-hosting, and the{" "}
        <Link to="/api-reference">API Reference</Link> lists every endpoint.
      </>
    ),
  },
  {
    question: "I have a question about an invoice or a refund.",
    answer: (
      <>
        Use the form with the subject &quot;Billing&quot; and your account e-mail. Our{" "}
        <Link to="/refund">Refund Policy</Link> explains what is refunded and how long it takes.
      </>
    ),
  },
  {
    question: "How do I report a security problem?",
    answer:
      'Write to us with the subject "Security" and as much detail as you can. We confirm every report and keep you informed until it is fixed.',
  },
];

/** Frequently asked questions, each opening on its own (native disclosure widgets, usable without script). */
export function ContactFaq() {
  return (
    <div className="contact-faq">
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question}>
          <summary>{question}</summary>
          <p>{answer}</p>
        </details>
      ))}
    </div>
  );
}
