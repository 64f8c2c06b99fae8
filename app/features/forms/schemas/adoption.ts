import * as z from "zod/mini";
import { dogName, email, experience, honeypot, livingSituation, message, personName, phone, privacyAccepted } from "./fields";

/** Adoption request from a dog page: the dog (fixed by the page) and who asks, all required. */
export function adoptionSchema() {
  return z.object({
    dog: dogName(),
    name: personName(),
    email: email(),
    phone: phone(),
    livingSituation: livingSituation(),
    experience: experience(),
    message: message(),
    privacyAccepted: privacyAccepted(),
    website: honeypot(),
  });
}
