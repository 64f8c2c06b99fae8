import { data, redirect } from "react-router";
import { env } from "~/config/env.server";
import { db } from "~/db/db.server";
import { type SignInAnswer, SignInPage, type SignInPageData } from "~/features/admin/components/sign-in-page";
import { editorAddress } from "~/features/admin/editor-address";
import { configuredEditors } from "~/features/admin/editors.server";
import { workspacePaths } from "~/features/admin/paths";
import { SIGN_IN_LINK_MINUTES, signInRequested } from "~/features/admin/sign-in.server";
import { addressErrorTexts } from "~/features/admin/editors-texts";
import { signInTexts } from "~/features/admin/sign-in-texts";
import type { Route } from "./+types/login";

/**
 * `/admin/login`: the sign-in form (its e-mail control is named `email`). Posting it mails a sign-in link
 * when the address is an editor's; every address gets the same answer, as fast.
 */

const notices = ["signedOut", "signedOutEverywhere", "sessionEnded"] as const;
type Notice = (typeof notices)[number];
const isNotice = (value: string | null): value is Notice => notices.includes(value as Notice);

export function loader({ request, context }: Route.LoaderArgs): SignInPageData {
  if (context.editor) throw redirect(workspacePaths.start, 303);
  const texts = signInTexts[context.locale];
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    texts: { ...texts, errors: addressErrorTexts[context.locale] },
    minutes: SIGN_IN_LINK_MINUTES,
    notice: isNotice(notice) ? texts.notices[notice] : undefined,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("Unreadable form", { status: 400 });
  const entered = form.get("email");
  const address = editorAddress(entered);
  if (!address) return data<SignInAnswer>({ status: "invalid", email: typeof entered === "string" ? entered : "" }, { status: 400 });
  // Answered before the address is looked at: the same answer for every address, in the same time.
  signInRequested(
    await db(),
    {
      address,
      locale: context.locale,
      origin: context.origins[context.locale],
      clientIp: context.clientIp,
      configured: configuredEditors(),
      clientLimitPerHour: env().SIGN_IN_RATE_LIMIT_PER_HOUR,
      printLink: !env().SMTP_URL,
    },
    context.logger,
  );
  return data<SignInAnswer>({ status: "sent", email: address });
}

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage page={loaderData} actionData={actionData} />;
}
