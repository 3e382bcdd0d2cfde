import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import { HELP_TOPICS } from "../content/helpTopics.ts";
import { filterHelpTopics } from "../utils/filterHelpTopics.ts";
import "../help-center.css";

const SEARCH_ID = "help-search";

/** The Help Center: a search box that filters the topic cards and their articles as you type. */
export function HelpCenterContent() {
  const [query, setQuery] = useState("");
  const topics = filterHelpTopics(HELP_TOPICS, query);

  return (
    <article className="public-page">
      <PublicPageHeader heading="Help Center" intro="Guides and answers for everything you do in the CRM." />

      <search className="help-search">
        <label htmlFor={SEARCH_ID}>Search help articles</label>
        <Input
          id={SEARCH_ID}
          type="search"
          size="large"
          placeholder="e.g. import, password, refund"
          prefix={<SearchOutlined aria-hidden="true" />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          allowClear
        />
      </search>

      <section className="public-section" aria-labelledby="help-topics">
        <h2 id="help-topics">Browse by Topic</h2>
        <div role="status">
          {topics.length === 0 ? (
            <p className="help-empty">
              No articles match &quot;{query.trim()}&quot;. Try another word, or <Link to="/contact">ask our team</Link>
              .
            </p>
          ) : null}
        </div>
        <ul className="public-card-grid">
          {topics.map((topic) => (
            <li key={topic.id} className="public-card">
              <h3>{topic.title}</h3>
              <p className="public-muted">{topic.summary}</p>
              <ul className="help-articles">
                {topic.articles.map((article) => (
                  <li key={article.slug}>
                    <Link to={`/help-center/${article.slug}`} className="help-article-title">
                      {article.title}
                    </Link>
                    <span className="public-muted">{article.summary}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="public-section" aria-labelledby="help-more">
        <h2 id="help-more">Still Need Help?</h2>
        <p>
          Read the <Link to="/documentation">Documentation</Link> for set-up and self-hosting, the{" "}
          <Link to="/api-reference">API Reference</Link> for integrations, or <Link to="/contact">contact us</Link>: our
          e-mail and chat support answer 24/7.
        </p>
      </section>
    </article>
  );
}
