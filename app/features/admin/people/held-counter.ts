/** One of a person's counts held in the rate-limit table (its own module: the people page's texts name each kind). */
export interface HeldCounter {
  /** What is counted in the current hour: the address's requests (the spam rule), the sign-in links asked for it. */
  kind: "requestsThisHour" | "receiptsThisHour" | "signInLinksThisHour" | "alertConfirmationsThisHour";
  hits: number;
  resetAt: Date;
}
