-- What someone set up in a workspace stops once they lose their access to it (issue 21): removing a
-- member, a member leaving, or the site admin disabling the account now disables the webhook endpoints
-- they created and revokes the invitations they sent. This does the same for those who lost their
-- access before: endpoints whose creator is no longer a member of the workspace, or whose account is
-- disabled, and their pending invitations. Endpoints whose creator is unknown (the account was
-- deleted) are left as they are: no one is known to have lost access to them.
UPDATE "webhook_endpoints" AS e
SET "enabled" = false,
    "disabled_reason" = CASE
      WHEN u."disabled_at" IS NOT NULL
        THEN 'Disabled automatically: ' || u."username" || ', who created it, had their account disabled'
      ELSE 'Disabled automatically: ' || u."username" || ', who created it, is no longer a member of the workspace'
    END,
    "updated_at" = CURRENT_TIMESTAMP
FROM "users" AS u
WHERE u."id" = e."created_by_id"
  AND e."enabled"
  AND (
    u."disabled_at" IS NOT NULL
    OR NOT EXISTS (
      SELECT 1 FROM "memberships" AS m WHERE m."workspace_id" = e."workspace_id" AND m."user_id" = u."id"
    )
  );

UPDATE "invitations" AS i
SET "revoked_at" = CURRENT_TIMESTAMP
FROM "users" AS u
WHERE u."id" = i."invited_by_id"
  AND i."accepted_at" IS NULL
  AND i."revoked_at" IS NULL
  AND (
    u."disabled_at" IS NOT NULL
    OR NOT EXISTS (
      SELECT 1 FROM "memberships" AS m WHERE m."workspace_id" = i."workspace_id" AND m."user_id" = u."id"
    )
  );
