import { formIsland } from "../form-island";

/**
 * General enquiry; `dogName` preselected when the visitor comes from a dog page
 * (props, navigation state `{ dogName }`, or the query parameter `?dog=`; `dogEnquiryLink` builds such a link).
 */
export const ContactForm = formIsland(() => import("../ui/contact-form").then((module) => module.ContactForm));
