/** The spec's answers to saving the Settings screen's personal parts (profile and preferences). */
export const SETTINGS_UPDATED = "Settings updated successfully";
export const SETTINGS_UPDATE_FAILED = "Failed to update settings";
