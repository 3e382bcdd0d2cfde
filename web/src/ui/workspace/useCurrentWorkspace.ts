import { useQuery } from "@apollo/client/react";
import { ViewerDocument, type ViewerQuery } from "#web/graphql/generated/graphql.ts";

export type Viewer = NonNullable<ViewerQuery["viewer"]>;
export type CurrentWorkspace = NonNullable<Viewer["currentWorkspace"]>;

/** The signed-in person, the workspace they work in (null when they have none) and whether they own it. */
export function useCurrentWorkspace() {
  const { data, loading, error } = useQuery(ViewerDocument);
  const viewer = data?.viewer ?? null;
  const workspace = viewer?.currentWorkspace ?? null;
  return { viewer, workspace, isOwner: workspace?.role === "owner", loading, error };
}
