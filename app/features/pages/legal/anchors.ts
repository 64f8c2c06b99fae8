/** Anchor of the privacy page's video section, linked from the Finca Chaos page (kept apart so that page doesn't bundle the policy). */
export const PRIVACY_VIDEO_ANCHOR = "youtube";
