import { type AppLoadContext, data } from "react-router";
import { db } from "~/db/db.server";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { otherLocale } from "~/i18n/locales";
import { textsFor } from "~/i18n/texts.server";
import type { LinkState } from "./link-page";
import { isLinkValid } from "./subscriptions.server";

/**
 * The loader and action of the alerts' link pages (confirm, unsubscribe): the secret comes in the link's
 * `token` parameter (and the page's form sends it back). A GET only looks; the POST acts. Neither answer is
 * kept in the page cache (`no-store`): each is about one visitor's link.
 */

const noStore = { "Cache-Control": "no-store" };

export const linkHeaders = () => noStore;

const tokenOf = (request: Request, formData?: FormData) => {
  const posted = formData?.get("token");
  return typeof posted === "string" && posted ? posted : (new URL(request.url).searchParams.get("token") ?? "");
};

export async function linkLoader(request: Request, context: AppLoadContext, purpose: "confirm" | "unsubscribe") {
  const key = purpose === "confirm" ? "alertConfirm" : "alertUnsubscribe";
  const token = tokenOf(request);
  const state: LinkState = (await isLinkValid(await db(), token, purpose)) ? "ask" : "invalid";
  return data(
    {
      state,
      token: state === "ask" ? token : "",
      // The language switch keeps a valid link's secret: the same page in the other language acts on it too.
      alternateSearch: state === "ask" ? { [otherLocale(context.locale)]: `?token=${encodeURIComponent(token)}` } : {},
      head: staticHeadFor(context, key, () => ({ noIndex: true })),
      texts: textsFor(context.locale, "alertLinks"),
    },
    { headers: noStore },
  );
}

/** Runs `act` with the link's secret: done when it applied, invalid when the link names nothing (any more). */
export async function linkAction(request: Request, act: (token: string) => Promise<boolean>) {
  const formData = await request.formData().catch(() => undefined);
  const state: LinkState = (await act(tokenOf(request, formData))) ? "done" : "invalid";
  return data({ state }, { headers: noStore });
}
