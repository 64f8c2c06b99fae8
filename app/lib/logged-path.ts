import { isWorkspacePath } from "~/platform/workspace-path";
import { routeTable } from "~/i18n/route-table";

/**
 * A request's path and query as the log shows it: without the secrets and personal data a query may carry. In
 * the workspace (`/admin/people?email=…`, `/admin/inbox?q=…`) and on the alert mails' link pages (`?token=…`)
 * every value gives way to `…` (the names stay, when they are plain names); a `token` anywhere does too; a
 * sign-in link's secret leaves `/admin/login/…`.
 */

const linkPages: readonly string[] = [routeTable.alertConfirm, routeTable.alertUnsubscribe].flatMap(({ de, es }) => [de, es]);
const signInLink = /^(\/admin\/login\/)[^/?#]+/i;
const plainName = /^[A-Za-z][\w.-]*$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether every query value of a path is kept out of the log. */
function hidesQuery(pathname: string): boolean {
  const path = decoded(pathname)
    .toLowerCase()
    .replace(/(.)\/+$/, "$1");
  return isWorkspacePath(path) || linkPages.includes(path);
}

export function loggedPath(target: string): string {
  const queryAt = target.indexOf("?");
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
  const path = pathname.replace(signInLink, "$1…");
  if (queryAt === -1) return path;
  const hideAll = hidesQuery(pathname);
  const parameters = target
    .slice(queryAt + 1)
    .split("&")
    .map((parameter) => {
      const equals = parameter.indexOf("=");
      const name = equals === -1 ? parameter : parameter.slice(0, equals);
      const readable = decoded(name.replace(/\+/g, " "));
      if (!hideAll && readable.toLowerCase() !== "token") return parameter;
      return plainName.test(readable) ? `${name}=…` : "…";
    });
  return `${path}?${parameters.join("&")}`;
}
