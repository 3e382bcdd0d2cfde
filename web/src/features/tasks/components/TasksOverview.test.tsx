// @vitest-environment jsdom
import "#web/test/setupDom.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE } from "#schema/account/account.rules.ts";
import {
  CustomerOptionsDocument,
  TaskDocument,
  TasksDocument,
  TeamMembersDocument,
  ViewerDocument,
} from "#web/graphql/generated/graphql.ts";
import { renderRoute } from "#web/test/renderRoute.tsx";
import { TasksOverview } from "./TasksOverview.tsx";

const wait = { timeout: 8000 };
const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const task = {
  __typename: "Task" as const,
  id: "t1",
  isSample: false,
  title: "Send the contract",
  description: "The signed copy",
  dueAt: null,
  priority: "high" as const,
  completed: false,
  assignee: null,
  customer: { __typename: "Customer" as const, id: "c1", name: "Acme" },
};

const noFilter = { status: null, priority: null, assigneeId: null, dueFrom: null, dueBefore: null };

const emptyList = (status: "pending" | null = null, filter: object = {}) => ({
  request: {
    query: TasksDocument,
    variables: {
      filter: { ...noFilter, status, ...filter },
      orderBy: null,
      first: DEFAULT_PAGE_SIZE,
      after: null,
      offset: null,
    },
  },
  ...always,
  result: {
    data: {
      tasks: {
        __typename: "TaskConnection",
        totalCount: 0,
        totalCountIsLowerBound: false,
        pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        edges: [],
      },
    },
  },
});

const teamMembers = { request: { query: TeamMembersDocument }, ...always, result: { data: { teamMembers: [] } } };

const customerOptions = {
  request: { query: CustomerOptionsDocument, variables: { search: null } },
  ...always,
  result: {
    data: {
      customers: { __typename: "CustomerConnection", edges: [] },
    },
  },
};

const viewer = {
  request: { query: ViewerDocument },
  ...always,
  result: {
    data: {
      viewer: {
        __typename: "User",
        id: "u1",
        username: "maria",
        email: "maria@example.com",
        currentWorkspace: null,
        workspaceNotice: null,
        twoFactorSetupRequired: false,
        memberships: [],
      },
    },
  },
};

function taskMock(id: string, answer: object) {
  return { request: { query: TaskDocument, variables: { id } }, ...always, result: answer };
}

function renderTasks(path: string, mocks: object[]) {
  return renderRoute({
    routes: [{ path: "/tasks", element: <TasksOverview /> }],
    path,
    mocks: [viewer, emptyList(), emptyList("pending"), teamMembers, customerOptions, ...(mocks as never[])],
  });
}

describe("TasksOverview", () => {
  it("opens the task named in the address (?task=<id>) in its edit dialog, and forgets it once closed", async () => {
    const { router } = renderTasks("/tasks?status=pending&task=t1", [taskMock("t1", { data: { task } })]);
    // (Under test, antd gives every element the same id, so the dialog is not found by its title's.)
    const dialog = await screen.findByRole("dialog", {}, wait);
    expect(within(dialog).getByText("Edit Task")).toBeTruthy();
    expect(within(dialog).getByLabelText("Title *")).toHaveProperty("value", "Send the contract");
    expect(within(dialog).getByLabelText("Description")).toHaveProperty("value", "The signed copy");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(router.state.location.search).toBe("?status=pending"), wait);
  });

  it("says so when the address names a task the workspace does not have", async () => {
    const notFound = { errors: [{ message: "Task not found", extensions: { code: "NOT_FOUND" } }] };
    const { router } = renderTasks("/tasks?task=gone", [taskMock("gone", notFound)]);
    const alert = await screen.findByRole("alert", {}, wait);
    expect(alert.textContent).toContain("Task not found");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(within(alert).getByRole("button", { name: /close/i }));
    await waitFor(() => expect(router.state.location.search).toBe(""), wait);
  });

  it("keeps My tasks in the address and asks the server for the viewer's tasks only", async () => {
    const list = emptyList(null, { assigneeId: "u1" });
    const mine = {
      ...list,
      result: {
        data: {
          tasks: { ...list.result.data.tasks, totalCount: 1, edges: [{ __typename: "TaskEdge", node: task }] },
        },
      },
    };
    const { router } = renderTasks("/tasks", [mine]);
    await screen.findByText("No tasks found", {}, wait);
    fireEvent.click(screen.getByRole("checkbox", { name: "My tasks" }));
    await waitFor(() => expect(router.state.location.search).toBe("?mine=1"), wait);
    expect(screen.getByText("Status")).toBeTruthy();
    expect(screen.getByText("Priority")).toBeTruthy();
    expect(await screen.findByText("Send the contract", {}, wait)).toBeTruthy();
  });
});
