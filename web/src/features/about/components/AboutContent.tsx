import {
  EyeOutlined,
  HeartOutlined,
  RocketOutlined,
  SafetyOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from "@ant-design/icons";
import { Link } from "react-router-dom";
import { ButtonLink } from "#web/ui/ButtonLink.tsx";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";

const VALUES = [
  {
    title: "Customers first",
    text: "We build for the people who answer the phone and close the deal, and we listen to them before we write code.",
    icon: <HeartOutlined />,
  },
  {
    title: "Keep it simple",
    text: "A CRM only helps when people enjoy using it, so every screen does one job and does it quickly.",
    icon: <ThunderboltOutlined />,
  },
  {
    title: "Earn trust",
    text: "Your customer data is yours: encrypted, exportable at any time and never sold.",
    icon: <SafetyOutlined />,
  },
  {
    title: "Win together",
    text: "Sales and support share one picture of every customer, and so do we: we work in the open and help each other.",
    icon: <TeamOutlined />,
  },
];

/** The About page: who we are, our mission, our vision and the values we work by. */
export function AboutContent() {
  const { companyName } = useInitialData().siteSettings;
  return (
    <article className="public-page">
      <PublicPageHeader
        heading="About Us"
        intro={`${companyName} is the customer-relationship manager for sales and support teams that would rather talk to customers than fight their tools.`}
      />

      <div className="public-section">
        <div className="public-card-grid">
          <div className="public-card">
            <span className="public-card-icon" aria-hidden="true">
              <RocketOutlined />
            </span>
            <h2 id="about-mission">Our Mission</h2>
            <p>
              To help every sales and support team know their customers: one shared place for contacts, deals, tasks and
              every conversation, so no follow-up is forgotten and no customer has to repeat themselves.
            </p>
          </div>
          <div className="public-card">
            <span className="public-card-icon" aria-hidden="true">
              <EyeOutlined />
            </span>
            <h2 id="about-vision">Our Vision</h2>
            <p>
              A world where small and growing teams have the same grip on their customer relationships as the largest
              companies, without the cost, the consultants or the months of set-up.
            </p>
          </div>
        </div>
      </div>

      <section className="public-section" aria-labelledby="about-values">
        <h2 id="about-values">Our Values</h2>
        <ul className="public-card-grid">
          {VALUES.map((value) => (
            <li key={value.title} className="public-card">
              <span className="public-card-icon" aria-hidden="true">
                {value.icon}
              </span>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="public-section" aria-labelledby="about-story">
        <h2 id="about-story">Our Story</h2>
        <p>
          {companyName} started as an internal tool for a ten-person support team that kept losing track of promises
          made on the phone. Today more than 50,000 people in over 120 countries use it every day to run their
          pipelines, plan their follow-ups and keep their customers happy.
        </p>
        <p>
          Questions about who we are or how we work? <Link to="/contact">Get in touch</Link>.
        </p>
      </section>

      <section className="public-section" aria-labelledby="about-join">
        <h2 id="about-join">Join Our Team</h2>
        <p>We are hiring across engineering, design, sales and support, remote and in our offices.</p>
        <ButtonLink to="/careers" type="primary">
          View open positions
        </ButtonLink>
      </section>
    </article>
  );
}
