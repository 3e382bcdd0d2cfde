import { useEffect } from "react";

export const SITE_NAME = "Bramble CRM";

export type DocumentTitleProps = {
  title: string;
  /** The page's meta description; pages without one keep the site's default from index.html. */
  description?: string;
  /** false when `title` already names the site (the landing page's "Bramble CRM — ..."). */
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

/** Sets the browser tab title (React 19 hoists <title> into <head>) and, optionally, the meta description. */
export function DocumentTitle({ title, description, withSiteName = true }: DocumentTitleProps) {
  usePageDescription(description);
  return <title>{withSiteName ? `${title} | ${SITE_NAME}` : title}</title>;
}
