import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { db } from "~/db/db.server";
import { type FormActionData, echoValues } from "./action-data";
import { mailRecipients } from "./mail-config.server";
import { isoDateIn } from "./schemas/dates";
import { formInput, formValues } from "./schemas/form-data";
import { isFormType } from "./schemas/form-types";
import { checkMembershipStep, firstStepWithError, isMembershipStep, membershipNotice, nextStep, previousStep } from "./schemas/membership";
import { type SubmissionOutcome, submitForm } from "./submit.server";

/**
 * The action every page with a form exports (`export { formAction as action }`):
 * forms post to their own page without JavaScript and get the same answers
 * the browser-side forms show. `intent` = "edit" returns to the form (retry,
 * new request), "next"/"back" move between membership steps.
 */
export async function formAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  // A post that is no readable form (JSON, plain text, a broken multipart body) is the client's mistake.
  const formData = await request.formData().catch(() => undefined);
  if (!formData) throw data("Unreadable form", { status: 400 });
  const formType = formData.get("formType");
  const intent = formData.get("intent");
  const values = formValues(formData);
  const echoed = echoValues(values);
  const { locale } = context;
  if (!isFormType(formType)) throw data("Unknown form", { status: 400 });

  const reply = (answer: Omit<FormActionData, "formType" | "values">, status = 200) =>
    data<FormActionData>({ formType, values: echoed, ...answer }, { status });

  const postedStep = Number(formData.get("step"));
  const step = isMembershipStep(postedStep) ? postedStep : 1;
  if (intent === "edit") return reply({ status: "editing", step });
  if (formType === "membership" && intent === "back") return reply({ status: "editing", step: previousStep(step) });
  if (formType === "membership" && intent === "next") {
    const check = checkMembershipStep(locale, { today: isoDateIn(new Date()) }, step, values);
    if (!check.ok) return reply({ status: "editing", step, fieldErrors: check.fieldErrors, notice: check.notice }, 400);
    return reply({ status: "editing", step: nextStep(step) });
  }

  let outcome: SubmissionOutcome;
  try {
    outcome = await submitForm(await db(), { formType, locale, data: formInput(formType, values) }, { recipients: mailRecipients() });
  } catch (error) {
    context.logger.error({ err: error, formType }, "form submission could not be stored");
    return reply({ status: "error", step }, 503);
  }
  switch (outcome.status) {
    case "accepted":
      return reply({ status: "success" });
    case "blocked":
      return reply({ status: "blocked", step });
    case "invalid": {
      const { fieldErrors } = outcome;
      if (formType !== "membership") return reply({ status: "invalid", fieldErrors }, 400);
      const notice = membershipNotice(locale, fieldErrors, "submit");
      return reply({ status: "invalid", step: firstStepWithError(fieldErrors), fieldErrors, notice }, 400);
    }
  }
}
