import { Icon } from "~/components/icons/icon";
import type { AssociationContact } from "~/platform/settings/settings";
import { format } from "~/i18n/format";
import { useLocalizedPath, useMessages, useSite } from "~/i18n/hooks";
import type { Locale } from "~/i18n/locales";
import type { StaticRouteKey } from "~/i18n/route-table";

/** The footer's links to pages of the site, in the order it shows them. */
const pageLinks = ["imprint", "privacy", "faq", "blog", "guides", "membership"] as const satisfies readonly StaticRouteKey[];

function AssociationContact({ association, heading, lang }: { association: AssociationContact; heading: string; lang: Locale }) {
  const t = useMessages();
  const { address } = association;
  return (
    <div lang={lang}>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary-foreground/80">{heading}</h2>
      <address className="space-y-1 text-sm not-italic">
        <p className="font-semibold">{association.legalName}</p>
        <p>{address.street}</p>
        <p>
          {address.postalCode} {address.city} ({address.region})
        </p>
        <p>{address.country}</p>
        <p className="pt-2">
          <a className="inline-flex items-center gap-2 hover:underline" href={`mailto:${association.email}`}>
            <Icon name="mail" className="size-4" />
            <span className="sr-only">{t.footer.email}: </span>
            {association.email}
          </a>
        </p>
        <p>
          <a className="inline-flex items-center gap-2 hover:underline" href={`tel:${association.phone.replace(/\s+/g, "")}`}>
            <Icon name="phone" className="size-4" />
            <span className="sr-only">{t.footer.phone}: </span>
            {association.phone}
          </a>
        </p>
      </address>
    </div>
  );
}

export function SiteFooter() {
  const t = useMessages();
  const site = useSite();
  const { associations, social } = site.facts;
  const path = useLocalizedPath();
  // Plain links, followed in the app by the frame (framework/links-in-app.ts), also before this island's code is there; the
  // router learns the routes of those marked `data-discover` ahead of a click, as for its own links.
  return (
    <footer className="site-footer" data-links-in-app="">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{t.siteName}</p>
          <p className="mt-3 text-sm text-primary-foreground/85">{t.footer.tagline}</p>
          <h2 className="mb-3 mt-6 text-sm font-semibold uppercase tracking-wide text-primary-foreground/80">{t.footer.followHeading}</h2>
          <ul className="flex gap-3">
            <li>
              <a
                href={social.facebook}
                rel="noopener noreferrer"
                target="_blank"
                aria-label="Facebook"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary-foreground/10 hover:bg-primary-foreground/20"
              >
                <Icon name="facebook" className="size-5" />
              </a>
            </li>
            <li>
              <a
                href={social.instagram}
                rel="noopener noreferrer"
                target="_blank"
                aria-label="Instagram"
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary-foreground/10 hover:bg-primary-foreground/20"
              >
                <Icon name="instagram" className="size-5" />
              </a>
            </li>
          </ul>
        </div>
        <AssociationContact association={associations.de} heading={t.footer.germanAssociation} lang="de" />
        <AssociationContact association={associations.es} heading={t.footer.spanishAssociation} lang="es" />
        <nav aria-label={t.footer.legalHeading}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-primary-foreground/80">{t.footer.legalHeading}</h2>
          <ul className="space-y-2 text-sm">
            {pageLinks.map((key) => (
              <li key={key}>
                <a className="hover:underline" data-discover="true" href={path(key)}>
                  {t.footer[key]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-primary-foreground/15">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-primary-foreground/75">
          {format(t.footer.copyright, { year: site.year, name: t.siteName })}
        </p>
      </div>
    </footer>
  );
}
