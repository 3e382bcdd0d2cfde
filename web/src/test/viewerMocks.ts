import { ViewerDocument, type WorkspaceRole } from "#web/graphql/generated/graphql.ts";

export type MockWorkspace = { id: string; name: string; role: WorkspaceRole; requireTwoFactor?: boolean };

export type ViewerMockOptions = {
  username?: string;
  email?: string;
  /** The workspace the viewer works in; null when they have none. */
  current?: MockWorkspace | null;
  /** Every workspace they belong to (the current one included). */
  memberships?: MockWorkspace[];
  workspaceNotice?: string | null;
  /** Whether the workspace requires a second factor the viewer has not set up. */
  twoFactorSetupRequired?: boolean;
};

export const ACME: MockWorkspace = { id: "w1", name: "Acme", role: "owner" };

/** The Viewer query's answer as the server gives it, for component tests of the team screens. */
export function viewerResult({
  username = "alice",
  email = "alice@example.com",
  current = ACME,
  memberships = current ? [current] : [],
  workspaceNotice = null,
  twoFactorSetupRequired = false,
}: ViewerMockOptions = {}) {
  return {
    data: {
      viewer: {
        __typename: "Viewer",
        id: "u1",
        username,
        email,
        workspaceNotice,
        twoFactorSetupRequired,
        currentWorkspace: current ? { __typename: "CurrentWorkspace", requireTwoFactor: false, ...current } : null,
        memberships: memberships.map(({ id, name, role }) => ({
          __typename: "Membership",
          role,
          workspace: { __typename: "Workspace", id, name },
        })),
      },
    },
  };
}

/** A Viewer mock answering every time it is asked (StrictMode and refetches ask more than once). */
export function viewerMock(options: ViewerMockOptions = {}) {
  return {
    request: { query: ViewerDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: viewerResult(options),
  };
}
