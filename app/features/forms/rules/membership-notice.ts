import type { FieldErrors } from "../schemas/validate";
import type { FormErrorCode, FormTexts } from "../texts";

/**
 * The toast of a membership step that Next refused, or of the final recheck:
 * missing data first ("Fehlende Angaben" with the generic text), otherwise the
 * problem of the first invalid field under its title: a missing choice or
 * phone number is missing data, an age or date problem is about the birthday,
 * a phone problem about the phone or the mobile number, anything else an error.
 */
export type NoticeTitle = "missing" | "birthday" | "phone" | "mobile" | "error";

export interface MembershipNotice {
  title: NoticeTitle;
  /** An error code, or the step's own "fill in every required field" text. */
  description: FormErrorCode | "requiredBeforeNext";
}

const missingData: readonly FormErrorCode[] = ["membershipTypeRequired", "phoneRequired", "phoneRequiredFinal"];
const birthdayProblems: readonly FormErrorCode[] = ["tooYoung", "birthdayInvalid"];
const phoneProblems: readonly FormErrorCode[] = ["phoneCountryCode", "phoneDigits", "phoneCharacters"];

export function membershipNotice(fieldErrors: FieldErrors, stage: "step" | "submit"): MembershipNotice {
  if (Object.values(fieldErrors).some((codes) => codes.includes("membershipRequired"))) {
    return { title: "missing", description: stage === "submit" ? "membershipRequired" : "requiredBeforeNext" };
  }
  const [field, [description = "membershipRequired"] = []] = Object.entries(fieldErrors)[0] ?? [];
  const title: NoticeTitle = missingData.includes(description)
    ? "missing"
    : birthdayProblems.includes(description)
      ? "birthday"
      : phoneProblems.includes(description)
        ? field === "mobile"
          ? "mobile"
          : "phone"
        : "error";
  return { title, description };
}

/** The notice in the visitor's words (a toast with JavaScript, an alert in the page without). */
export function noticeInWords(texts: FormTexts, notice: MembershipNotice): { title: string; description: string } {
  const m = texts.membership;
  return {
    title: m.noticeTitles[notice.title],
    description: notice.description === "requiredBeforeNext" ? m.requiredBeforeNext : texts.errors[notice.description],
  };
}
