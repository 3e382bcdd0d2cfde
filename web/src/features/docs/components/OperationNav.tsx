import type { OperationGroup } from "../openapi/groupOperations.ts";
import { MethodBadge } from "./MethodBadge.tsx";

export type OperationNavProps = {
  /** The page's sections before the operations, e.g. Overview and Authentication. */
  sections: ReadonlyArray<{ id: string; title: string }>;
  groups: OperationGroup[];
};

/** The side list: the page's sections, then each tag with its operations, as links to their anchors. */
export function OperationNav({ sections, groups }: OperationNavProps) {
  return (
    <nav className="api-nav" aria-label="API reference">
      <ul>
        {sections.map(({ id, title }) => (
          <li key={id}>
            <a href={`#${id}`}>{title}</a>
          </li>
        ))}
        {groups.map((group) => (
          <li key={group.id}>
            <a href={`#${group.id}`} className="api-nav-tag">
              {group.tag}
            </a>
            <ul>
              {group.operations.map(({ id, method, path }) => (
                <li key={id}>
                  <a href={`#${id}`} className="api-nav-operation">
                    <MethodBadge method={method} /> <span>{path}</span>
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
