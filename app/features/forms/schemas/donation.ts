import * as z from "zod/mini";
import { amount, email, honeypot, optionalText, personName, privacyAccepted, text } from "./fields";

/**
 * Donation pledge with a preset purpose ("Hospiz"/"Hospicio" or a shelter's
 * name). It asks for what the association needs to follow up: who, how much
 * (1 € to 10,000 € in whole euros), an optional message.
 */
export const DONATION_MIN = 1;
export const DONATION_MAX = 10000;

export function donationSchema() {
  return z.object({
    purpose: text({ min: [1, "purposeRequired"], max: [100, "purposeMax"] }),
    name: personName(),
    email: email(),
    amount: amount({ min: [DONATION_MIN, "donationAmountMin"], max: [DONATION_MAX, "amountMax"], required: "donationAmountRequired" }),
    message: optionalText({ max: [2000, "messageMax"], multiline: true }),
    privacyAccepted: privacyAccepted(),
    website: honeypot(),
  });
}
