import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { db } from "~/db/db.server";
import { type FormAnswer, answerWithoutStoring, echoValues, invalidSubmission, readFormPost } from "./answer";
import { mailRecipients } from "~/platform/mail/mail-config.server";
import { isoDateIn } from "~/platform/time/calendar";
import { formInput } from "./schemas/form-data";
import { type SubmissionOutcome, submitForm } from "./submit.server";

/** The status code of an answer: 400 when the form is refused, 503 when it could not be stored. */
function statusOf(answer: FormAnswer): number {
  if (answer.status === "error") return 503;
  return answer.fieldErrors ? 400 : 200;
}

/**
 * The action every page with a form exports (`export { formAction as action }`).
 * Forms post here with and without JavaScript (answer.ts): what needs no
 * storing is answered as the browser would have; a valid submission is stored
 * with its mail (submit.server.ts) and answered success, or error when the
 * database is unavailable.
 */
export async function formAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  // A post that is no readable form (JSON, plain text, a broken multipart body) is the client's mistake.
  const formData = await request.formData().catch(() => undefined);
  if (!formData) throw data("Unreadable form", { status: 400 });
  const post = readFormPost(formData);
  if (!post) throw data("Unknown form", { status: 400 });
  const { locale } = context;
  const now = new Date();
  const reply = (answer: FormAnswer) => data<FormAnswer>(answer, { status: statusOf(answer) });

  const decided = answerWithoutStoring(post, locale, isoDateIn(now));
  if (decided) return reply(decided);

  let outcome: SubmissionOutcome;
  try {
    const input = { formType: post.formType, locale, data: formInput(post.formType, post.values) };
    outcome = await submitForm(await db(), input, { now, recipients: mailRecipients() });
  } catch (error) {
    context.logger.error({ err: error, formType: post.formType }, "form submission could not be stored");
    return reply({ formType: post.formType, status: "error", values: echoValues(post.values), step: post.step });
  }
  switch (outcome.status) {
    // What the spam rules caught gets the answer of a success: a bot learns nothing, a person caught by mistake is not alarmed.
    case "accepted":
    case "spam":
      // The values go back too: a form that keeps them after success (adoption, foster home) returns to them.
      return reply({ formType: post.formType, status: "success", values: echoValues(post.values) });
    case "blocked":
      return reply({ formType: post.formType, status: "blocked", values: echoValues(post.values), step: post.step });
    case "invalid":
      // The server's rules can differ from the browser's check a moment before (e.g. at midnight).
      return reply(invalidSubmission(post, outcome.fieldErrors));
  }
}
