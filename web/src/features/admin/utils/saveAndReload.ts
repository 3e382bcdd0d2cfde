import { serverMessage } from "#web/ui/userFacingError.ts";
import { toast } from "#web/ui/toast.tsx";

/**
 * The admin editors' save: toast the outcome (with the server's reason on failure), then reload the
 * saved values. A failed reload is ignored: the saved values stay in the form, so nothing the user
 * sees changes.
 */
export async function saveAndReload(
  save: () => Promise<unknown>,
  reload: () => Promise<unknown>,
  texts: { success: string; failure: string },
): Promise<void> {
  try {
    await save();
  } catch (saveError) {
    toast.error(texts.failure, serverMessage(saveError));
    return;
  }
  toast.success(texts.success);
  await reload().catch(() => undefined);
}
