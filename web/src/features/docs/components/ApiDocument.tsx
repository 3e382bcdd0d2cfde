import { useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { useScrollToHash } from "#web/ui/site/useScrollToHash.ts";
import { groupOfAnchor, groupOperations, type OperationGroup } from "../openapi/groupOperations.ts";
import type { OpenApiDocument } from "../openapi/openApiDocument.ts";
import { ApiOverview, overviewSections } from "./ApiOverview.tsx";
import { DocumentText } from "./DocumentText.tsx";
import { OperationNav } from "./OperationNav.tsx";
import { OperationSection } from "./OperationSection.tsx";

export type ApiDocumentProps = {
  document: OpenApiDocument;
};

/**
 * The tag the address names (its own anchor or one of its operations'); an anchor of the overview keeps
 * the tag shown before, and the first tag is shown until one is chosen.
 */
function useSelectedGroup(groups: OperationGroup[]): OperationGroup | undefined {
  const anchor = decodeURIComponent(useLocation().hash.slice(1));
  const named = groupOfAnchor(groups, anchor);
  const [shownId, setShownId] = useState(named?.id);
  if (named && named.id !== shownId) setShownId(named.id);
  return named ?? groups.find((group) => group.id === shownId) ?? groups[0];
}

/** Links to the tags before and after the one shown. */
function GroupPager({ groups, current }: { groups: OperationGroup[]; current: OperationGroup }) {
  const index = groups.indexOf(current);
  const previous = groups[index - 1];
  const next = groups[index + 1];
  return (
    <nav className="api-group-pager" aria-label="More of the API">
      {previous ? <a href={`#${previous.id}`}>← {previous.tag}</a> : <span />}
      {next ? <a href={`#${next.id}`}>{next.tag} →</a> : null}
    </nav>
  );
}

/**
 * The OpenAPI document as a page: a side list of everything, the overview, then the operations of one
 * tag at a time (the one the side list or a deep link chose), so the page is a few screens long rather
 * than every operation at once. Tags and operations are found by their headings; as landmarks, fifty
 * of them would drown the page's own.
 */
export function ApiDocument({ document }: ApiDocumentProps) {
  const groups = useMemo(() => groupOperations(document), [document]);
  const selected = useSelectedGroup(groups);
  // The operations appear only once the document has arrived, and a tag's only once chosen: the
  // anchor is followed after they render.
  useScrollToHash();
  return (
    <div className="api-reference-layout">
      <OperationNav sections={overviewSections(document)} groups={groups} current={selected} />
      <div className="api-reference-body">
        <ApiOverview document={document} />
        {selected ? (
          <>
            <section key={selected.id} id={selected.id} className="public-section">
              <h2>{selected.tag}</h2>
              {selected.description ? <DocumentText text={selected.description} /> : null}
              {selected.operations.map((api) => (
                <OperationSection key={api.id} document={document} api={api} />
              ))}
            </section>
            <GroupPager groups={groups} current={selected} />
          </>
        ) : null}
      </div>
    </div>
  );
}
