import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation, useMatches, useRouteError } from "react-router";
import { useLocalizedPath, useMessages, useSite } from "~/i18n/hooks";
import { switchLanguageHref } from "~/i18n/language-switch";
import { otherLocale } from "~/i18n/locales";
import type { StaticRouteKey } from "~/i18n/route-table";
import { Icon } from "~/components/icons/icon";
import { cn } from "~/lib/cn";
import { isCurrentSection } from "./current-section";
import { LogoMark } from "./logo";

/** Main navigation entries, in the order the header shows them. */
const mainNavigation = [
  "home",
  "dogs",
  "adoption",
  "fosterHome",
  "donations",
  "about",
  "contact",
] as const satisfies readonly StaticRouteKey[];

export function SiteHeader() {
  const t = useMessages();
  const { locale, origins } = useSite();
  const path = useLocalizedPath();
  const matches = useMatches();
  const location = useLocation();
  const error = useRouteError();
  // The toggle menu belongs to the page it was opened on: a navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string>();
  const menuOpen = menuOpenOn === location.key;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : undefined);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const target = otherLocale(locale);
  // A page that failed (not found, error) has no counterpart: the switch leads to the other home page.
  const switchHref = error ? `${origins[target]}/` : switchLanguageHref(matches, target, origins[target]);

  // Escape closes the menu and gives the focus back to the toggle.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpenOn(undefined);
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  // Plain links, followed in the app by the frame (framework/links-in-app.ts), marked as React Router's NavLink marks them;
  // `data-discover` has the router learn their routes ahead of a click, as it does for its own links.
  const navLink = (to: string, end: boolean, className: string, children: ReactNode, label?: string) => {
    const current = isCurrentSection(location.pathname, to, end);
    return (
      <a
        href={to}
        data-discover="true"
        aria-current={current ? "page" : undefined}
        aria-label={label}
        title={label}
        className={cn(className, current ? "text-primary" : "text-foreground")}
      >
        {children}
      </a>
    );
  };
  const links = mainNavigation.map((key) => <li key={key}>{navLink(path(key), key === "home", "site-nav-link", t.nav[key])}</li>);

  const languageSwitch = (
    <a
      href={switchHref}
      hrefLang={target}
      lang={target}
      // The visible label (DE/ES) is the accessible name; the title describes where it leads.
      title={t.languageSwitch.description}
      className="language-switch"
      data-testid="language-switch"
    >
      {t.languageSwitch.label}
    </a>
  );

  return (
    <header className="site-header" data-links-in-app="">
      <div className="site-header-bar">
        <a href="/" data-discover="true" className="flex items-center gap-2 font-bold" aria-label={t.nav.logoLabel}>
          <LogoMark className="size-10" />
          <span className="hidden text-lg leading-tight sm:inline">{t.siteName}</span>
        </a>
        <nav aria-label={t.nav.label} className="hidden lg:block">
          <ul className="flex items-center gap-1">{links}</ul>
        </nav>
        <div className="flex items-center gap-2">
          {navLink(path("favourites"), false, "icon-button", <Icon name="heart" className="size-5" />, t.nav.favourites)}
          {languageSwitch}
          <button
            ref={toggle}
            type="button"
            className="icon-button cursor-pointer lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t.nav.closeMenu : t.nav.openMenu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <Icon name={menuOpen ? "x" : "menu"} className="size-6" />
          </button>
        </div>
      </div>
      <nav id={menuId} aria-label={t.nav.label} hidden={!menuOpen} className="border-t lg:hidden">
        <ul className="site-nav-menu">{links}</ul>
      </nav>
    </header>
  );
}
