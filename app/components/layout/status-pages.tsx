import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Icon, type IconName } from "~/components/icons/icon";
import { buttonVariants } from "~/components/ui/button";
import { useMessages } from "~/i18n/hooks";
import { fullTitle } from "~/lib/full-title";

interface StatusPageProps {
  title: string;
  heading: string;
  lines: string[];
  /** The way on (a button). */
  link: { to: string; label: string; icon: IconName };
}

/** The way on from a failed page: the home page. */
const homeLink = (label: string) => ({ to: "/", label, icon: "house" }) as const;

/** A page in place of the requested one (not found, error): never indexed. */
export function StatusPage({ title, heading, lines, link: { to, label, icon } }: StatusPageProps) {
  const { siteName } = useMessages();
  return (
    <div className="status-page">
      {/* React 19 hoists these into <head>. */}
      <title>{fullTitle(siteName, title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="status-page-heading">{heading}</h1>
      {lines.map((line) => (
        <p key={line} className="section-intro">
          {line}
        </p>
      ))}
      <Link to={to} className={buttonVariants({ size: "lg", className: "mt-8" })}>
        <Icon name={icon} />
        {label}
      </Link>
    </div>
  );
}

/** The not-found page: rendered in place of the page, with status 404 (no redirect). */
export function NotFoundPage() {
  const t = useMessages().notFound;
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn("404: no page at", pathname);
  }, [pathname]);
  return <StatusPage title={t.title} heading={t.heading} lines={[t.message, t.note]} link={homeLink(t.homeButton)} />;
}

/** Fallback for unexpected errors (status 500); never shows internals. */
export function ErrorPage() {
  const t = useMessages().error;
  return <StatusPage title={t.title} heading={t.heading} lines={[t.message]} link={homeLink(t.homeButton)} />;
}
