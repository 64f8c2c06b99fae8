import type { RequestHandler } from "express";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import { type RouteHandle, routeTreeOf } from "~/framework/route-tree";
import type { Locale } from "~/i18n/locales";
import { answerWithAllow } from "./answer-with-allow";
import { routerUrl } from "./request-target";

/**
 * The methods the route answering `url` takes: GET and HEAD, POST where its module has an action (the form pages),
 * OPTIONS. The route is the one React Router would run the action of: the deepest match with a path, or the
 * index route when the query has a bare `index`; a data request (`/kontakt.data`, `/_root.data`) is its page's.
 * Undefined: the path is a page of the other language, which does not exist on this host.
 */
export function routeMethods(routes: RouteObject[], url: URL, basename = "/", hostLocale?: Locale): string[] | undefined {
  const pathname = url.pathname === "/_root.data" ? "/" : url.pathname.replace(/\.data$/, "");
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const pageLocale = matches.find((match) => (match.route.handle as RouteHandle | undefined)?.locale)?.route.handle as
    RouteHandle | undefined;
  if (hostLocale && pageLocale?.locale && pageLocale.locale !== hostLocale) return undefined;
  const last = matches.at(-1);
  const target =
    last?.route.index && url.searchParams.getAll("index").includes("") ? last : matches.findLast((match, i) => i === 0 || match.route.path);
  return ["GET", "HEAD", ...(target?.route.action ? ["POST"] : []), "OPTIONS"];
}

/**
 * The methods of React Router's pages, checked before React Router runs. React Router hands PUT, PATCH and
 * DELETE to a page's action (ours read a posted form) and cannot take TRACE at all (the Fetch API refuses it),
 * so those are refused here, as is any method a route does not take. A POST to a page without a form goes on:
 * a browser form can send it, and React Router refuses it with its error page (405), with Allow set here.
 * A page of the other language is not found on this host (its GET is answered so by its layout's loader; a
 * post would otherwise reach the page's action, which runs before any loader).
 */
export function pageMethods({ routes, basename }: Pick<ServerBuild, "routes" | "basename">): RequestHandler {
  const tree = routeTreeOf(routes);
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const methods = routeMethods(tree, routerUrl(req), basename, res.locals.locale);
    if (!methods) return void res.status(404).type("text/plain").send("Not Found");
    if (methods.includes(req.method) && req.method !== "OPTIONS") return next();
    if (req.method !== "POST") return answerWithAllow(res, req.method, methods);
    res.set("Allow", methods.join(", "));
    next();
  };
}
