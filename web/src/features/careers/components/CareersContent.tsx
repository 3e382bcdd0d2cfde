import { ClockCircleOutlined, EnvironmentOutlined, TeamOutlined } from "@ant-design/icons";
import { Button, Tag } from "antd";
import { Link } from "react-router-dom";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import { useInitialData } from "#web/ui/site/useInitialData.ts";
import { JOB_OPENINGS } from "../content/jobOpenings.ts";
import { applyMailtoHref } from "../utils/applyMailtoHref.ts";
import "../careers.css";

const PERKS = [
  "Work from home, from one of our offices, or both",
  "Four weeks of paid holiday plus public holidays",
  "A yearly learning budget for books, courses and conferences",
  "Health cover for you and your family",
];

/** The Careers page: why work here and the open positions, each with an Apply link that opens an e-mail. */
export function CareersContent() {
  const { companyName, companyEmail } = useInitialData().siteSettings;
  return (
    <article className="public-page">
      <PublicPageHeader
        heading="Careers"
        intro={`Help us build the CRM that sales and support teams love to use. Join ${companyName}.`}
      />

      <section className="public-section" aria-labelledby="careers-why">
        <h2 id="careers-why">Why Work With Us</h2>
        <ul>
          {PERKS.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </section>

      <section className="public-section" aria-labelledby="careers-openings">
        <h2 id="careers-openings">Open Positions</h2>
        <ul className="job-list">
          {JOB_OPENINGS.map((job) => (
            <li key={job.id} className="public-card job-card">
              <div className="job-card-text">
                <h3>{job.title}</h3>
                <dl className="job-facts">
                  <div>
                    <dt>
                      <TeamOutlined aria-hidden="true" /> Department
                    </dt>
                    <dd>{job.department}</dd>
                  </div>
                  <div>
                    <dt>
                      <EnvironmentOutlined aria-hidden="true" /> Location
                    </dt>
                    <dd>{job.location}</dd>
                  </div>
                  <div>
                    <dt>
                      <ClockCircleOutlined aria-hidden="true" /> Type
                    </dt>
                    <dd>
                      <Tag>{job.type}</Tag>
                    </dd>
                  </div>
                </dl>
              </div>
              <Button
                type="primary"
                href={applyMailtoHref(companyEmail, job.title)}
                aria-label={`Apply for ${job.title}`}
              >
                Apply
              </Button>
            </li>
          ))}
        </ul>
        <p className="public-muted">
          Don&apos;t see the right role? Write to <a href={`mailto:${companyEmail}`}>{companyEmail}</a> and tell us what
          you would like to work on, or <Link to="/about">learn more about us</Link>.
        </p>
      </section>
    </article>
  );
}
