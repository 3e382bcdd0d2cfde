/**
 * The line icons a feature block may show, drawn by the landing page (LineIcon.tsx). Plain data: the
 * rules, the admin's form and the landing page all read it.
 */
export const FEATURE_ICONS = ["contacts", "pipeline", "tasks", "timeline", "support", "reports"] as const;

export type FeatureIcon = (typeof FEATURE_ICONS)[number];
