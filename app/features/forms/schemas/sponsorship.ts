import * as z from "zod/mini";
import { SPONSORSHIP_MAX, SPONSORSHIP_MIN, type SponsorshipSource, isRequestAmount } from "../rules/sponsorship-amount";
import { amount, checkbox, dogName, email, honeypot, text } from "./fields";

/**
 * Monthly sponsorship, on a dog page or as a request on the donations page
 * (rules/sponsorship-amount.ts). Both send the same fields; the request form
 * adds `source: "donationsPage"` so that the server applies its rule.
 */
export function sponsorshipSchema(source: SponsorshipSource = "dogPage") {
  const minimum = source === "dogPage" ? "sponsorshipAmountMin" : "sponsorshipRequestAmountMin";
  const monthly = amount({ min: [SPONSORSHIP_MIN, minimum], max: [SPONSORSHIP_MAX, "amountMax"], required: "sponsorshipAmountRequired" });
  return z.object({
    dogName: dogName(),
    yourName: text({ min: [1, "yourNameRequired"], max: [100, "nameMax"] }),
    email: email(),
    amount: source === "dogPage" ? monthly : monthly.check(z.refine(isRequestAmount, "sponsorshipRequestAmountMin")),
    publishName: checkbox(),
    source: z._default(z.literal(source, { error: () => "invalidValue" }), source),
    website: honeypot(),
  });
}
