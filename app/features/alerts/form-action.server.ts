import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { db } from "~/db/db.server";
import { dogTexts } from "~/features/dogs/texts";
import { isHoneypotFilled } from "~/features/forms/schemas/fields";
import { validateWith } from "~/features/forms/schemas/validate";
import { formTexts } from "~/features/forms/texts";
import { alertFilterLabel, alertFilterOf } from "./filter";
import type { AlertFormAnswer } from "./form-answer";
import { alertFormInput, alertFormSchema } from "./schema";
import { subscribe } from "./subscriptions.server";
import { alertFormTexts, consentWording } from "./texts";

/**
 * The dog list's action: the alert form, with or without JavaScript. A valid post records the subscription of
 * the list's filters and enqueues its confirmation mail; the answer is the same whether the address was new,
 * already confirmed or over its hourly mails (nobody learns who subscribed), and for a filled honeypot.
 */
export async function alertFormAction({ request, context }: ActionFunctionArgs<AppLoadContext>) {
  const formData = await request.formData().catch(() => undefined);
  if (!formData) throw data("Unreadable form", { status: 400 });
  const { locale } = context;
  const input = alertFormInput(formData);
  const email = typeof input.email === "string" ? input.email : "";
  const reply = (answer: AlertFormAnswer, status = 200) => data<AlertFormAnswer>(answer, { status });
  if (isHoneypotFilled(input)) return reply({ status: "success", email });

  const checked = validateWith(alertFormSchema, input);
  if (!checked.ok) {
    const words = formTexts[locale].errors;
    const first = (field: string) => {
      const code = checked.fieldErrors[field]?.[0];
      return code ? words[code] : undefined;
    };
    return reply({ status: "invalid", email, errors: { email: first("email"), privacyAccepted: first("privacyAccepted") } }, 400);
  }
  const filter = alertFilterOf(formData.get("type"), formData.get("location"));
  const texts = alertFormTexts[locale];
  try {
    await subscribe(await db(), {
      email: checked.data.email,
      locale,
      origin: context.origins[locale],
      filter,
      filterLabel: alertFilterLabel(filter, dogTexts[locale], texts.allDogs),
      consentText: consentWording(texts.consent),
    });
  } catch (error) {
    context.logger.error({ err: error }, "alert subscription could not be stored");
    return reply({ status: "error", email }, 503);
  }
  return reply({ status: "success", email });
}
