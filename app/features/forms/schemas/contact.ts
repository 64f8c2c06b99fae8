import * as z from "zod/mini";
import { email, honeypot, message, optionalText, personName, privacyAccepted } from "./fields";

/**
 * General enquiry, also the adoption page's form: name, e-mail, message and
 * privacy acceptance required, phone optional (at most 30). When the visitor
 * comes from a dog page, `dogName` carries that dog (optional).
 */
export function contactSchema() {
  return z.object({
    dogName: optionalText({ max: [100, "dogNameMax"] }),
    name: personName(),
    email: email(),
    phone: optionalText({ max: [30, "phoneMax"] }),
    message: message(),
    privacyAccepted: privacyAccepted(),
    website: honeypot(),
  });
}
