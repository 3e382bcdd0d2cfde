import type { MockLink } from "@apollo/client/testing";
import { ListPreferencesDocument, UpdateListPreferencesDocument } from "#web/graphql/generated/graphql.ts";

/** The signed-in person's page size, as the server answers it (any number of times). */
export function listPreferencesMock(pageSize: number): MockLink.MockedResponse {
  return {
    request: { query: ListPreferencesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { viewer: { __typename: "Viewer", id: "u1", pageSize } } },
  };
}

/** Saving a new page size; `saved` records each size the server was sent. */
export function updateListPreferencesMock(pageSize: number, saved: number[]): MockLink.MockedResponse {
  return {
    request: { query: UpdateListPreferencesDocument, variables: { input: { pageSize } } },
    result: () => {
      saved.push(pageSize);
      return { data: { updateListPreferences: { __typename: "Viewer", id: "u1", pageSize } } };
    },
  };
}
