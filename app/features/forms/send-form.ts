import type { ClientActionFunctionArgs } from "react-router";
import type { FormAnswer } from "./answer";
import { formValues } from "./schemas/form-data";
import { isFormType } from "./schemas/form-types";

/**
 * Forwards a form's post to the server and turns a failure to reach it
 * (offline, 429, a proxy's error page) into the form's error panel instead of
 * the page's error boundary. Loaded when a form is sent (client-action.ts).
 */
export async function sendForm({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  try {
    return await serverAction<FormAnswer>();
  } catch (error) {
    const formType = formData.get("formType");
    if (!isFormType(formType)) throw error;
    console.error("form not sent", error);
    const { website: _honeypot, ...values } = formValues(formData);
    // A membership application is sent from its last step.
    return { formType, status: "error", values, ...(formType === "membership" ? { step: 4 } : {}) } satisfies FormAnswer;
  }
}
