import { useFetcher } from "react-router";
import { format } from "~/i18n/format";
import type { AddressErrorCode } from "../editor-address";
import { workspacePaths } from "../paths";
import type { LinkProblem } from "../sign-in.server";
import type { SignInTexts } from "../sign-in-texts";
import { AddressForm } from "./address-form";
import { Notice, WorkspacePage } from "./workspace-frame";

/** What the sign-in pages' loaders send (`/admin/login`, `/admin/login/<token>`). */
export interface SignInPageData {
  texts: SignInTexts & { errors: Record<AddressErrorCode, string> };
  minutes: number;
  /** Why the page is shown (signed out, sign-in ended), in words. */
  notice?: string;
  /** What was wrong with the link that was opened. */
  problem?: LinkProblem;
}

/**
 * The page of a sign-in link (`/admin/login/<token>`): a good link shows one button, whose post signs in (a
 * plain form: it works before the page's code and lands on the start page); a link that cannot sign in shows
 * why, with the sign-in form.
 */
export function SignInLinkPage({ page }: { page: SignInPageData }) {
  if (page.problem) return <SignInPage page={page} />;
  const { texts } = page;
  return (
    <WorkspacePage title={texts.title}>
      <form method="post" className="max-w-2xl space-y-4">
        <p className="text-muted-foreground">{texts.link.intro}</p>
        <button type="submit" className="ui-btn ui-btn-default ui-btn-size-default">
          {texts.link.button}
        </button>
      </form>
    </WorkspacePage>
  );
}

/** The sign-in action's answer: the same for every valid address, editor or not. */
export type SignInAnswer = { status: "sent"; email: string } | { status: "invalid"; email: string };

/** The sign-in form's page; `actionData` is the answer of a post sent without JavaScript. */
export function SignInPage({ page, actionData }: { page: SignInPageData; actionData?: SignInAnswer }) {
  const fetcher = useFetcher<SignInAnswer>();
  const answer = fetcher.data ?? actionData;
  const { texts, minutes, notice, problem } = page;
  const title = problem ? texts.linkProblems.title : answer?.status === "sent" ? texts.sentTitle : texts.title;
  return (
    <WorkspacePage title={title}>
      {notice && <Notice>{notice}</Notice>}
      {problem && <Notice tone="error">{format(texts.linkProblems[problem], { minutes })}</Notice>}
      {answer?.status === "sent" && (
        <div className="max-w-2xl space-y-2">
          <Notice tone="success">{format(texts.sent, { email: answer.email, minutes })}</Notice>
          <p className="text-muted-foreground">{texts.sentHint}</p>
        </div>
      )}
      {!answer && !problem && <p className="max-w-2xl text-muted-foreground">{texts.intro}</p>}
      <AddressForm
        fetcher={fetcher}
        action={workspacePaths.login}
        label={texts.emailLabel}
        submitLabel={texts.submit}
        pendingLabel={texts.submitting}
        errorTexts={texts.errors}
        error={answer?.status === "invalid" ? "emailInvalid" : undefined}
        defaultValue={answer?.email}
      />
    </WorkspacePage>
  );
}
