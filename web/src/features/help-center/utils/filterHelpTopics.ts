import type { HelpArticle, HelpTopic } from "../content/helpTopics.ts";

function mentions(item: { title: string; summary: string }, needle: string): boolean {
  return item.title.toLowerCase().includes(needle) || item.summary.toLowerCase().includes(needle);
}

/**
 * The topics and articles a search matches, case-insensitively, in titles and summaries. A topic
 * that matches itself keeps all its articles; otherwise it keeps only its matching articles, and
 * drops out when none match. A blank search matches everything.
 */
export function filterHelpTopics(topics: ReadonlyArray<HelpTopic>, query: string): HelpTopic[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") {
    return [...topics];
  }
  return topics.flatMap((topic) => {
    if (mentions(topic, needle)) {
      return [topic];
    }
    const articles: HelpArticle[] = topic.articles.filter((article) => mentions(article, needle));
    return articles.length > 0 ? [{ ...topic, articles }] : [];
  });
}
