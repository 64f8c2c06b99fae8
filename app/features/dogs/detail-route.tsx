import { Link, data, isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { Icon } from "~/components/icons/icon";
import { ErrorPage } from "~/components/layout/status-pages";
import { deferredIsland } from "~/components/deferred-island";
import { adoptionContact } from "~/features/adoption/contact.server";
import { hasCard, summarizeDog } from "~/features/dogs/classify";
import { DogTypeBadges } from "~/features/dogs/components/dog-badges";
import { DogGallery } from "~/features/dogs/components/dog-gallery";
import { DogGridIsland } from "~/features/dogs/components/dog-grid-island";
import { DogNotFound } from "~/features/dogs/components/dog-not-found";
import "~/features/dogs/components/dog-print.css";
import { descriptionText, sanitizeDescription } from "~/features/dogs/description.server";
import { dogProfileMarkup } from "~/features/dogs/dog-profile.server";
import { dogImageUrl } from "~/features/dogs/images";
import { listedDogs } from "~/features/dogs/list";
import { dogPrintSheet } from "~/features/dogs/print.server";
import { similarDogs } from "~/features/dogs/similar";
import { findBySlug, hasOwnPage } from "~/features/dogs/slug";
import { dogSuffix } from "~/features/dogs/suffix";
import { faqItems } from "~/features/faq/store.server";
import { formIsland } from "~/features/forms/form-island";
import { loadDogList } from "~/features/dogs/source.server";
import type { DogDetailTexts } from "~/features/dogs/texts";
import { shareLinks, whatsappShareLink } from "~/features/content/share-links";
import { absoluteUrl, truncate } from "~/features/seo/page-head";
import { loaderHead } from "~/features/seo/route-head";
import { headFor } from "~/features/seo/route-head.server";
import { dogProductJsonLd } from "~/features/dogs/structured-data";
import { format } from "~/i18n/format";
import { useLocalizedPath } from "~/i18n/hooks";
import { localizedPath } from "~/i18n/route-table";
import { textsFor } from "~/i18n/texts.server";
import { associationWhatsappLink } from "~/platform/settings/display.server";
import type { Route } from "./+types/detail-route";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

/*
 * Deferred islands (docs/decisions/0028-less-javascript-first-visit.md): their code loads at the visitor's first
 * interaction (components/deferred-island.tsx), not with the page; the server HTML is complete and works without it.
 */
/** The adoption guide below the dog (steps, questions, health): read, not used. */
const AdoptionGuide = deferredIsland(() => import("~/features/adoption/adoption-guide").then((module) => module.AdoptionGuide));
/** The heart beside the heading, with the favourites store: none before its code, as before hydration. */
const FavouriteButton = deferredIsland(() => import("~/features/favourites/favourite-button").then((module) => module.FavouriteButton));
/** The share links are plain links; the share sheet, copy and print buttons come with the code. */
const DogShare = deferredIsland(() => import("~/features/dogs/components/dog-share").then((module) => module.DogShare));
/**
 * The dog's forms with their chooser, a GET form of `?form=` (a click before the code loads the page with it, as
 * without JavaScript): one form island with both forms' code, so that a form's code comes with the chooser's, not a
 * round trip after it, and at once where the page shows a form's answer or its address points at the form.
 */
const DogFormArea = formIsland(() => import("~/features/dogs/components/dog-form-area").then((module) => module.DogFormArea));

/** The description cut to 200 characters in structured data and 150 in the meta description. */
const productDescriptionLength = 200;
const metaDescriptionLength = 150;

/** What the loader throws for an unknown dog: the texts of the not-found screen (an error boundary has no loader data). */
interface DogNotFoundData {
  texts: { dogDetail: DogDetailTexts };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const { dogs } = await loadDogList();
  const found = findBySlug(dogs.filter(hasCard), slug);
  const dog = found && summarizeDog(found);
  // A dog without a name links to unknown-dog: no page of its own, not even by its suffix.
  if (!found || !dog || !hasOwnPage(dog)) throw data<DogNotFoundData>({ texts: textsFor(context.locale, "dogDetail") }, { status: 404 });
  // A stale name part with a matching suffix: the dog's current address.
  if (dog.slug !== slug) throw redirect(localizedPath("dogDetail", context.locale, { slug: dog.slug }), 301);
  const texts = textsFor(context.locale, "dogs", "dogDetail", "adoption", "faqAnchors");
  const text = descriptionText(found.description) || format(texts.dogDetail.metaFallback, { name: dog.title });
  const imageIds = found.imageIds;
  const head = headFor(context, (ctx) => {
    const slugParams = { slug: dog.slug };
    const imageUrl = (imageId: string) => dogImageUrl(dog.id, imageId, 1000, "webp");
    return {
      title: dog.title,
      description: truncate(text, metaDescriptionLength),
      routeKey: "dogDetail",
      params: { de: slugParams, es: slugParams },
      image: imageIds[0] ? imageUrl(imageIds[0]) : undefined,
      imageAlt: format(texts.dogs.card.imageAlt, { name: dog.title }),
      ogType: "product",
      jsonLd: [
        dogProductJsonLd(ctx, {
          name: dog.title,
          description: truncate(text, productDescriptionLength),
          url: absoluteUrl(ctx, ctx.locale, "dogDetail", slugParams),
          images: imageIds.map((imageId) => ctx.origins[ctx.locale] + imageUrl(imageId)),
          status: dog.status,
        }),
      ],
    };
  });
  const pageUrl = absoluteUrl(context, context.locale, "dogDetail", { slug: dog.slug });
  const { facebook, email } = shareLinks(pageUrl, dog.title);
  const share = {
    url: pageUrl,
    whatsapp: whatsappShareLink(pageUrl, format(texts.dogDetail.share.message, { name: dog.title })),
    facebook,
    email,
  };
  // The quick enquiry of an adoptable dog: a message naming the dog and its page, to the association.
  const whatsappEnquiry = dog.types.adoption
    ? associationWhatsappLink(context.locale, format(texts.dogDetail.whatsappMessage, { name: dog.title, url: pageUrl }))
    : null;
  return {
    dog,
    imageIds,
    share,
    profileHtml: dogProfileMarkup(context.locale, dog, whatsappEnquiry, texts.dogs, texts.dogDetail),
    printSheet: await dogPrintSheet(context.locale, dog, found, pageUrl, texts.dogs, texts.dogDetail),
    descriptionHtml: sanitizeDescription(found.description),
    contact: adoptionContact(context.locale),
    adoptionFaq: faqItems("adoption", context.locale),
    similar: similarDogs(listedDogs(dogs), dog),
    head,
    texts,
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function DogDetailPage({ loaderData }: Route.ComponentProps) {
  const { dog, imageIds, share, profileHtml, printSheet, descriptionHtml, contact, adoptionFaq, similar, texts } = loaderData;
  const t = texts.dogs;
  const d = texts.dogDetail;
  const path = useLocalizedPath();
  return (
    <>
      <article className="mx-auto max-w-6xl px-4 py-8">
        <Link to={path("dogs")} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <Icon name="arrow-left" className="size-4" />
          {d.back}
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <DogGallery dogId={dog.id} name={dog.title} imageIds={imageIds} texts={d} />
          <div className="flex flex-col gap-5">
            <DogTypeBadges types={dog.types} labels={t.types} />
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-4xl font-extrabold tracking-tight">{dog.title}</h1>
              <FavouriteButton suffix={dogSuffix(dog.id)} texts={t.favourite} className="shrink-0" />
            </div>
            {dog.publicHeadline ? <p className="text-xl text-muted-foreground">{dog.publicHeadline}</p> : null}
            {/* Profile card, quick enquiry, hospice block: markup made on the server (dog-profile.server.ts). */}
            <div className="contents" data-links-in-app="" dangerouslySetInnerHTML={{ __html: profileHtml }} />
            <DogShare name={dog.title} links={share} texts={d.share} />
          </div>
        </div>
        {descriptionHtml ? (
          <section aria-labelledby="dog-description-title" className="mx-auto mt-12 max-w-3xl">
            <h2 id="dog-description-title" className="text-2xl font-bold">
              {format(d.aboutTitle, { name: dog.title })}
            </h2>
            {/* Sanitised on the server: basic tags and attributes only (description.server.ts). */}
            <div className="dog-description" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
        ) : null}
        {dog.types.hospice ? null : <DogFormArea name={dog.title} types={dog.types} texts={d} />}
      </article>
      {similar.length ? (
        <section aria-labelledby="similar-dogs-title" className="similar-dogs">
          <h2 id="similar-dogs-title" className="text-2xl font-bold">
            {d.similarTitle}
          </h2>
          <DogGridIsland dogs={similar} texts={t} className="mt-6" />
        </section>
      ) : null}
      {/* Its links are followed in the app before its code is there (framework/links-in-app.ts). */}
      <div className="contents" data-links-in-app="">
        <AdoptionGuide contact={contact} faq={adoptionFaq} texts={texts.adoption} faqAnchors={texts.faqAnchors} />
      </div>
      {/* The sheet for notice boards, printed instead of the page: markup made on the server (print.server.ts). */}
      <div className="dog-print" data-testid="dog-print" dangerouslySetInnerHTML={{ __html: printSheet }} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <DogNotFound texts={(error.data as DogNotFoundData).texts.dogDetail} />;
  return <ErrorPage />;
}
