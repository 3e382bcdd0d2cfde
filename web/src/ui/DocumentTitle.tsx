export type DocumentTitleProps = {
  title: string;
};

/** Sets the browser tab title; React 19 hoists <title> into <head>. */
export function DocumentTitle({ title }: DocumentTitleProps) {
  return <title>{`${title} | Bramble CRM`}</title>;
}
