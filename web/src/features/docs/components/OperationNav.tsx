import { Fragment } from "react";
import { pathSegments, type OperationGroup } from "../openapi/groupOperations.ts";
import { MethodBadge } from "./MethodBadge.tsx";

export type OperationNavProps = {
  /** The page's sections before the operations, e.g. Overview and Authentication. */
  sections: ReadonlyArray<{ id: string; title: string }>;
  groups: OperationGroup[];
  /** The tag whose operations the page shows. */
  current: OperationGroup | undefined;
};

/** A path that wraps only after a slash. */
function BreakablePath({ path }: { path: string }) {
  return (
    <span className="api-nav-path">
      {pathSegments(path).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {segment}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * The side list: the page's sections, then each tag with its operations, as links to their anchors
 * (following one shows its tag's operations); the tag shown is marked as the current one.
 */
export function OperationNav({ sections, groups, current }: OperationNavProps) {
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
            <a href={`#${group.id}`} className="api-nav-tag" aria-current={group === current ? "true" : undefined}>
              {group.tag}
            </a>
            <ul>
              {group.operations.map(({ id, method, path }) => (
                <li key={id}>
                  <a href={`#${id}`} className="api-nav-operation">
                    <MethodBadge method={method} /> <BreakablePath path={path} />
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
