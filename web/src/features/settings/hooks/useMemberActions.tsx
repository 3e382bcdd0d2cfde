import { useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import type { ReactElement } from "react";
import { serverMessage } from "#web/ui/userFacingError.ts";
import {
  ChangeMemberRoleDocument,
  MembersDocument,
  RemoveMemberDocument,
  ViewerDocument,
  type WorkspaceRole,
} from "#web/graphql/generated/graphql.ts";
import { toast } from "#web/ui/toast.tsx";
import { roleWithArticle } from "#web/ui/workspace/workspaceRoles.ts";

export type TeamMember = { id: string; username: string };

/**
 * An owner's changes to the team, each confirmed when it takes something away: removing someone,
 * and stepping down from owner (the viewer loses the owner's screens). Render `confirmation` so the
 * dialogs follow the theme.
 */
export function useMemberActions(options: { viewerId: string; workspaceName: string }): {
  changeRole: (member: TeamMember, role: WorkspaceRole) => void;
  confirmRemove: (member: TeamMember) => void;
  confirmation: ReactElement;
} {
  const { viewerId, workspaceName } = options;
  const [modal, confirmation] = Modal.useModal();
  // Membership rows have no id of their own, so the list is read again rather than updated in place.
  const [changeMemberRole] = useMutation(ChangeMemberRoleDocument, {
    refetchQueries: [MembersDocument, ViewerDocument],
    awaitRefetchQueries: true,
  });
  const [removeMember] = useMutation(RemoveMemberDocument, { refetchQueries: [MembersDocument] });

  async function saveRole(member: TeamMember, role: WorkspaceRole) {
    try {
      await changeMemberRole({ variables: { userId: member.id, role } });
    } catch (error) {
      toast.error("Failed to change the role", serverMessage(error));
      return;
    }
    toast.success(
      member.id === viewerId
        ? `You are now ${roleWithArticle(role)}`
        : `${member.username} is now ${roleWithArticle(role)}`,
    );
  }

  function changeRole(member: TeamMember, role: WorkspaceRole) {
    if (member.id !== viewerId || role === "owner") {
      void saveRole(member, role);
      return;
    }
    void modal.confirm({
      title: "Step down to member?",
      content: "You will no longer manage the team, the API keys or the workspace itself.",
      okText: "Step down",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => saveRole(member, role),
    });
  }

  async function remove(member: TeamMember) {
    try {
      await removeMember({ variables: { userId: member.id } });
    } catch (error) {
      toast.error("Failed to remove the member", serverMessage(error));
      return;
    }
    toast.success(`${member.username} was removed from ${workspaceName}`);
  }

  function confirmRemove(member: TeamMember) {
    void modal.confirm({
      title: `Remove ${member.username} from ${workspaceName}?`,
      content:
        "Their tasks here are unassigned and their API keys stop working. They can only come back with a new invitation.",
      okText: "Remove",
      okButtonProps: { danger: true },
      cancelText: "Cancel",
      onOk: () => remove(member),
    });
  }

  return { changeRole, confirmRemove, confirmation };
}
