import { useEffect } from "react";
import { useInitialData } from "./site/useInitialData.ts";

export type DocumentTitleProps = {
  title: string;
  /** The page's meta description; pages without one keep the site's default from index.html. */
  description?: string;
  /** false when `title` already names the site (the landing page's "<company> — ..."). */
  withSiteName?: boolean;
};

/** Sets the meta description while the page is shown and restores the previous one afterwards. */
function usePageDescription(description: string | undefined) {
  useEffect(() => {
    const meta = description ? document.querySelector<HTMLMetaElement>('meta[name="description"]') : null;
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}

/**
 * Sets the browser tab title (React 19 hoists <title> into <head>), ending in the company name of the
 * site settings as the page carries them, and, optionally, the meta description.
 */
export function DocumentTitle({ title, description, withSiteName = true }: DocumentTitleProps) {
  const { companyName } = useInitialData().siteSettings;
  usePageDescription(description);
  return <title>{withSiteName ? `${title} | ${companyName}` : title}</title>;
}
