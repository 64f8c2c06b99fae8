/** The dog list action's answer to the alert form; the form renders from it (errors in the page's language). */
export interface AlertFormAnswer {
  status: "success" | "invalid" | "error";
  /** The address as posted, to fill the field again. */
  email: string;
  errors?: { email?: string; privacyAccepted?: string };
}
