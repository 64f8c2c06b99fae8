import { adoptionHead } from "../features/adoption/head";
import { adoptionPageTexts } from "../features/adoption/page-texts";
import { adoptionTexts } from "../features/adoption/texts";
import { alertConfirmHead, alertUnsubscribeHead } from "../features/alerts/head";
import { alertFormTexts, alertLinkTexts } from "../features/alerts/texts";
import { blogHead, blogPostHead } from "../features/blog/head";
import { blogTexts } from "../features/blog/texts";
import { contentTexts } from "../features/content/texts";
import { dogDetailHead, dogsHead } from "../features/dogs/head";
import { dogDetailTexts, dogTexts } from "../features/dogs/texts";
import { favouritesHead } from "../features/favourites/head";
import { favouritesTexts } from "../features/favourites/texts";
import { guideDetailHead, guidesHead } from "../features/guides/head";
import { guideTexts } from "../features/guides/texts";
import { aboutHead } from "../features/pages/about/head";
import { aboutTexts } from "../features/pages/about/texts";
import { contactHead } from "../features/pages/contact/head";
import { contactTexts } from "../features/pages/contact/texts";
import { donationsHead } from "../features/pages/donations/head";
import { donationsTexts } from "../features/pages/donations/texts";
import { faqAnchorTexts } from "../features/pages/faq/anchor-texts";
import { faqHead } from "../features/pages/faq/head";
import { faqTexts } from "../features/pages/faq/texts";
import { fosterHomeHead } from "../features/pages/foster-home/head";
import { fosterHomeTexts } from "../features/pages/foster-home/texts";
import { homeHead } from "../features/pages/home/head";
import { homeTexts } from "../features/pages/home/texts";
import { hospiceHead } from "../features/pages/hospice/head";
import { hospiceTexts } from "../features/pages/hospice/texts";
import { imprintHead, privacyHead } from "../features/pages/legal/head";
import { membershipHead } from "../features/pages/membership/head";
import { membershipTexts } from "../features/pages/membership/texts";
import { sharedPageTexts } from "../features/pages/shared/texts";
import { fincaChaosTexts } from "../features/pages/shelters/finca-chaos-texts";
import { fincaChaosHead, residenciaMonikaHead } from "../features/pages/shelters/head";
import { residenciaMonikaTexts } from "../features/pages/shelters/residencia-monika-texts";
import type { PageEntry, TextCatalogues } from "./page-entry";

/**
 * Every public page: its German and Spanish path, its route module, its title and description, and the text
 * catalogues it brings. The route list (app/routes.ts), the route table (app/i18n/route-table.ts), the text catalogue
 * (app/i18n/texts.server.ts) and the frame's page titles (app/i18n/messages) are made from it, so a new page is its
 * folder and one line here (CONTRIBUTING.md).
 *
 * app/routes.ts evaluates this file without the app's `~/` alias and without its build plugins: the registry
 * imports texts (plain data) by relative path only, never a component or a route module (those are named by path).
 */
export const pageRegistry = {
  home: { paths: { de: "/", es: "/" }, route: "features/pages/home/route.tsx", head: homeHead, texts: { home: homeTexts } },
  dogs: {
    paths: { de: "/hunde", es: "/perros" },
    route: "features/dogs/list-route.tsx",
    head: dogsHead,
    texts: { alertForm: alertFormTexts },
  },
  dogDetail: {
    paths: { de: "/hunde/:slug", es: "/perros/:slug" },
    route: "features/dogs/detail-route.tsx",
    head: dogDetailHead,
    texts: { dogDetail: dogDetailTexts },
  },
  adoption: {
    paths: { de: "/adoption", es: "/adopcion" },
    route: "features/adoption/route.tsx",
    head: adoptionHead,
    texts: { adoptionPage: adoptionPageTexts },
  },
  fosterHome: {
    paths: { de: "/pflegestelle", es: "/casa-de-acogida" },
    route: "features/pages/foster-home/route.tsx",
    head: fosterHomeHead,
    texts: { fosterHome: fosterHomeTexts },
  },
  donations: {
    paths: { de: "/spenden", es: "/donar-y-teaming" },
    route: "features/pages/donations/route.tsx",
    head: donationsHead,
    texts: { donations: donationsTexts },
  },
  about: {
    paths: { de: "/ueber-uns", es: "/sobre-nosotros" },
    route: "features/pages/about/route.tsx",
    head: aboutHead,
    texts: { about: aboutTexts },
  },
  contact: {
    paths: { de: "/kontakt", es: "/contacto" },
    route: "features/pages/contact/route.tsx",
    head: contactHead,
    texts: { contact: contactTexts },
  },
  imprint: {
    paths: { de: "/impressum", es: "/aviso-legal" },
    route: "features/pages/legal/imprint-route.tsx",
    head: imprintHead,
    texts: "database",
  },
  privacy: {
    paths: { de: "/datenschutz", es: "/privacidad" },
    route: "features/pages/legal/privacy-route.tsx",
    head: privacyHead,
    texts: "database",
  },
  blog: { paths: { de: "/blog", es: "/blog" }, route: "features/blog/list-route.tsx", head: blogHead, texts: { blog: blogTexts } },
  blogPost: {
    paths: { de: "/blog/:slug", es: "/blog/:slug" },
    route: "features/blog/post-route.tsx",
    head: blogPostHead,
    texts: { blog: blogTexts },
  },
  membership: {
    paths: { de: "/mitgliedschaft", es: "/hacerse-socio" },
    route: "features/pages/membership/route.tsx",
    head: membershipHead,
    texts: { membership: membershipTexts },
  },
  hospice: {
    paths: { de: "/hospiz", es: "/hospicio" },
    route: "features/pages/hospice/route.tsx",
    head: hospiceHead,
    texts: { hospice: hospiceTexts },
  },
  fincaChaos: {
    paths: { de: "/finca-chaos", es: "/finca-chaos" },
    route: "features/pages/shelters/finca-chaos-route.tsx",
    head: fincaChaosHead,
    texts: { fincaChaos: fincaChaosTexts },
  },
  residenciaMonika: {
    paths: { de: "/residencia-monika", es: "/residencia-monika" },
    route: "features/pages/shelters/residencia-monika-route.tsx",
    head: residenciaMonikaHead,
    texts: { residenciaMonika: residenciaMonikaTexts },
  },
  faq: {
    paths: { de: "/faq", es: "/preguntas-frecuentes" },
    route: "features/pages/faq/route.tsx",
    head: faqHead,
    texts: { faq: faqTexts },
  },
  guides: {
    paths: { de: "/ratgeber", es: "/guia" },
    route: "features/guides/list-route.tsx",
    head: guidesHead,
    texts: { guides: guideTexts },
  },
  guideDetail: {
    paths: { de: "/ratgeber/:slug", es: "/guia/:slug" },
    route: "features/guides/detail-route.tsx",
    head: guideDetailHead,
    texts: { guides: guideTexts },
  },
  favourites: {
    paths: { de: "/merkliste", es: "/favoritos" },
    route: "features/favourites/route.tsx",
    head: favouritesHead,
    texts: { favourites: favouritesTexts },
  },
  alertConfirm: {
    paths: { de: "/hunde-alarm/bestaetigen", es: "/avisos-de-perros/confirmar" },
    route: "features/alerts/confirm-route.tsx",
    head: alertConfirmHead,
    texts: { alertLinks: alertLinkTexts },
  },
  alertUnsubscribe: {
    paths: { de: "/hunde-alarm/abbestellen", es: "/avisos-de-perros/baja" },
    route: "features/alerts/unsubscribe-route.tsx",
    head: alertUnsubscribeHead,
    texts: { alertLinks: alertLinkTexts },
  },
} as const satisfies Record<string, PageEntry>;

/** Catalogues that several pages show (a page's loader names them beside its own). */
export const sharedCatalogues = {
  content: contentTexts,
  dogs: dogTexts,
  adoption: adoptionTexts,
  faqAnchors: faqAnchorTexts,
  sharedPage: sharedPageTexts,
} as const satisfies TextCatalogues;

export type PageKey = keyof typeof pageRegistry;
