import * as z from "zod/mini";
import { email, experience, honeypot, livingSituation, message, optionalText, personName, phone, privacyAccepted, text } from "./fields";

/**
 * Foster-home application: address 5–200, zip code 4–10, availability 10–500,
 * existing pets optional up to 500, the rest as the shared fields.
 */
export function fosterHomeSchema() {
  return z.object({
    name: personName(),
    email: email(),
    phone: phone(),
    address: text({ min: [5, "addressMin"], max: [200, "addressMax"] }),
    zipCode: text({ min: [4, "zipCodeMin"], max: [10, "zipCodeMax"] }),
    experience: experience(),
    existingPets: optionalText({ max: [500, "existingPetsMax"], multiline: true }),
    livingSituation: livingSituation(),
    availability: text({ min: [10, "availabilityMin"], max: [500, "availabilityMax"], multiline: true }),
    message: message(),
    privacyAccepted: privacyAccepted(),
    website: honeypot(),
  });
}
