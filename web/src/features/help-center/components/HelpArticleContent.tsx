import { Link } from "react-router-dom";
import { PublicPageHeader } from "#web/ui/PublicPageHeader.tsx";
import type { HelpArticle, HelpBlock } from "../content/helpTopics.ts";
import "../help-center.css";

export type HelpArticleContentProps = {
  article: HelpArticle;
  /** The other articles of the article's topic, offered at the end. */
  related: ReadonlyArray<HelpArticle>;
};

function Block({ block }: { block: HelpBlock }) {
  if ("steps" in block) {
    return (
      <ol className="help-article-steps">
        {block.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    );
  }
  return <p>{block.paragraph}</p>;
}

/** One Help Center article: its text, the way back and the other articles of its topic. */
export function HelpArticleContent({ article, related }: HelpArticleContentProps) {
  return (
    <article className="public-page help-article">
      <p className="help-article-back">
        <Link to="/help-center">← Help Center</Link>
      </p>
      <PublicPageHeader heading={article.title} intro={article.summary} />
      <div className="public-section help-article-body">
        {article.body.map((block, index) => (
          <Block key={index} block={block} />
        ))}
      </div>
      {related.length > 0 ? (
        <nav className="public-section" aria-labelledby="help-related">
          <h2 id="help-related">Related Articles</h2>
          <ul className="help-articles">
            {related.map((other) => (
              <li key={other.slug}>
                <Link to={`/help-center/${other.slug}`} className="help-article-title">
                  {other.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
