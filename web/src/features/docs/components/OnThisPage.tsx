export type OnThisPageProps = {
  sections: ReadonlyArray<{ id: string; title: string }>;
};

/** A table of contents linking to the page's sections. */
export function OnThisPage({ sections }: OnThisPageProps) {
  return (
    <nav className="public-toc" aria-labelledby="on-this-page">
      <h2 id="on-this-page">On This Page</h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
