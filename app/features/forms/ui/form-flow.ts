import { type FormEvent, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { useLocale } from "~/i18n/hooks";
import { type FormAnswer, type FormPost, answerWithoutStoring, readFormPost } from "../answer";
import { isoDateIn } from "~/platform/time/calendar";
import { noticeInWords } from "../rules/membership-notice";
import { formInput } from "../schemas/form-data";
import type { FormType } from "../schemas/form-types";
import { type MembershipStep, membershipStepSchema } from "../schemas/membership";
import { schemaFor } from "../schemas/registry";
import { type FieldErrors, validateWith } from "../schemas/validate";
import { type FormTexts, formTexts } from "../texts";

/**
 * The one state machine of every visitor form (membership steps included).
 * A form shows the last answer to it (answer.ts): the page action's answer
 * after a post without JavaScript, or in the browser the answer that
 * `answerWithoutStoring` gives at once, else the page action's answer to the
 * post sent through the router (a fetcher). From the answer follow the phase
 * (editing, sending, success, error), the values to fill in, the step, the
 * field errors and the toasts.
 */

export type Phase = "editing" | "submitting" | "success" | "error";

/** The form texts in the page's language. */
export function useFormTexts(): FormTexts {
  return formTexts[useLocale()];
}

/** The page action's answer if the last post (without JavaScript) was this form's. */
export function useFormActionData(formType: FormType): FormAnswer | undefined {
  const answer = useActionData<FormAnswer>();
  return answer?.formType === formType ? answer : undefined;
}

const noSubscription = () => () => {};

/** True once the form runs in the browser (marks the box `data-enhanced`: tests and styles can tell both paths apart). */
export function useEnhanced() {
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return enhanced || undefined;
}

interface Flow {
  answer: FormAnswer;
  /** The page action answered it while the page loaded (no JavaScript): its notices are shown in the page, not as toasts. */
  fromPage: boolean;
  /** Errors as the visitor fixes them: they fade, none appear while typing. */
  liveErrors?: FieldErrors;
  /** A post on its way to the server: the fetcher's data it will replace. */
  sending?: { previous: FormAnswer | undefined };
}

export interface FormFlowOptions {
  formType: FormType;
  /** The element id of the form box: the anchor of the post without JavaScript. */
  boxId: string;
  /** Success clears the form (sponsorship, contact, donation, membership); otherwise its data is kept. */
  resetOnSuccess?: boolean;
  /** Called in the browser with each new answer after the built-in reactions (scroll, focus, toasts). */
  onAnswer?: (answer: FormAnswer) => void;
}

/** Only fields that already showed a message keep one (errors fade as they are fixed). */
export function revalidatedErrors(shown: FieldErrors, now: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(now).filter(([field]) => field in shown));
}

/** The posted form, with the pressed button's name and value (`new FormData(form, submitter)` is not everywhere yet). */
function postOf(form: HTMLFormElement, submitter: HTMLElement | null): { formData: FormData; post: FormPost } {
  const formData = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name) formData.set(submitter.name, submitter.value);
  const post = readFormPost(formData);
  if (!post) throw new Error("a visitor form without formType");
  return { formData, post };
}

export function useFormFlow({ formType, boxId, resetOnSuccess = false, onAnswer }: FormFlowOptions) {
  const locale = useLocale();
  const texts = useFormTexts();
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<FormAnswer>();
  const pageAnswer = useFormActionData(formType);
  const [flow, setFlow] = useState<Flow>(() => ({
    answer: pageAnswer ?? { formType, status: "editing", values: {} },
    fromPage: pageAnswer !== undefined,
  }));
  const box = useRef<HTMLElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // The server's answer to the post in flight has arrived: it becomes the shown answer.
  const arrived = flow.sending && fetcher.state === "idle" && fetcher.data !== flow.sending.previous ? fetcher.data : undefined;
  if (arrived) setFlow({ answer: arrived, fromPage: false });

  const { answer } = flow;
  const phase: Phase = flow.sending
    ? "submitting"
    : answer.status === "success"
      ? "success"
      : answer.status === "error"
        ? "error"
        : "editing";
  const values = answer.status === "success" && resetOnSuccess ? {} : answer.values;
  const step: MembershipStep = answer.status === "success" && resetOnSuccess ? 1 : (answer.step ?? 1);
  const errors = flow.liveErrors ?? answer.fieldErrors ?? {};

  // The reactions to a new answer in the browser; the answer the page was rendered with has had its own.
  const reacted = useRef(answer);
  const notifyAnswer = useEffectEvent((shown: FormAnswer) => onAnswer?.(shown));
  useEffect(() => {
    if (reacted.current === answer) return;
    reacted.current = answer;
    if (answer.status === "success" || answer.status === "error") box.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    if (answer.fieldErrors) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    if (answer.status === "blocked") toast.error(texts.common.honeypotToast);
    if (answer.notice) {
      const { title, description } = noticeInWords(texts, answer.notice);
      toast.error(title, { description });
    }
    notifyAnswer(answer);
  }, [answer, texts]);

  /** Submit, Next and Back: answered at once where the browser can decide, otherwise sent to the page action. */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { formData, post } = postOf(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const decided = answerWithoutStoring(post, locale, isoDateIn(new Date()));
    if (decided) return setFlow({ answer: decided, fromPage: false });
    setFlow({ answer, fromPage: false, liveErrors: {}, sending: { previous: fetcher.data } });
    // Sending a form changes nothing the page shows: no loader runs again.
    void fetcher.submit(formData, { method: "post", action: `${pathname}${search}`, defaultShouldRevalidate: false });
  };

  /** While errors show, each change checks again: fixed fields lose their message. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (Object.keys(errors).length === 0) return;
    const { post } = postOf(event.currentTarget, null);
    const today = isoDateIn(new Date());
    const input = formInput(formType, post.values);
    const schema =
      formType === "membership" ? membershipStepSchema(locale, { today }, step) : schemaFor(formType, locale, { today }, input);
    const checked = validateWith(schema, formType === "membership" ? post.values : input);
    setFlow({ ...flow, liveErrors: checked.ok ? {} : revalidatedErrors(errors, checked.fieldErrors) });
  };

  /** The button of the success or error panel: back to the form (emptied after a success that resets it). */
  const backToForm = () => setFlow({ answer: { formType, status: "editing", values, step }, fromPage: false });

  return {
    answer,
    phase,
    values,
    step,
    errors,
    /** Notices the page shows itself: the server answered without JavaScript, so there was no toast. */
    pageNotice: flow.fromPage ? answer : undefined,
    /** Where the form posts without JavaScript: its own page, scrolled back to the form. */
    action: `${pathname}${search}#${boxId}`,
    box,
    form,
    onSubmit,
    onChange,
    backToForm,
  };
}
