import { useParams } from "react-router-dom";
import { HelpArticleContent } from "#web/features/help-center/components/HelpArticleContent.tsx";
import { findHelpArticle, HELP_TOPICS } from "#web/features/help-center/content/helpTopics.ts";
import { PublicLayout } from "#web/features/landing/components/PublicLayout.tsx";
import { DocumentTitle } from "#web/ui/DocumentTitle.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";

/** /help-center/:articleSlug: one article, or the 404 page for a slug no article has. */
export function HelpArticlePage() {
  const { articleSlug } = useParams();
  const article = findHelpArticle(articleSlug);
  if (!article) return <NotFoundPage />;
  const topic = HELP_TOPICS.find((candidate) => candidate.articles.includes(article));
  const related = topic?.articles.filter((other) => other !== article) ?? [];
  return (
    <PublicLayout>
      <DocumentTitle title={`${article.title} | Help Center`} description={article.summary} />
      <HelpArticleContent article={article} related={related} />
    </PublicLayout>
  );
}
