import {
  type ShouldRevalidateFunctionArgs,
  Link,
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  useRouteError,
} from "react-router";
import { Icon } from "~/components/icons/icon";
import { ErrorPage } from "~/components/layout/status-pages";
import { AdoptionFaq } from "~/features/adoption/adoption-faq";
import { AdoptionProcess } from "~/features/adoption/adoption-process";
import { HealthTransparency } from "~/features/adoption/health-transparency";
import { hasCard, summarizeDog } from "~/features/dogs/classify";
import { DogTypeBadges } from "~/features/dogs/components/dog-badges";
import { DogFormArea } from "~/features/dogs/components/dog-form-area";
import { DogGallery } from "~/features/dogs/components/dog-gallery";
import { DogNavigationSpinner } from "~/features/dogs/components/dog-navigation-spinner";
import { DogNotFound } from "~/features/dogs/components/dog-not-found";
import { DogHospiceBlock, DogProfileCard, DogWhatsappButton } from "~/features/dogs/components/dog-profile";
import { descriptionText, sanitizeDescription } from "~/features/dogs/description.server";
import { dogImageUrl } from "~/features/dogs/images";
import { dogMessages } from "~/features/dogs/messages";
import { findBySlug } from "~/features/dogs/slug";
import { loadDogList } from "~/features/dogs/source.server";
import { absoluteUrl, truncate } from "~/features/seo/page-head";
import { routeHead } from "~/features/seo/route-head";
import { dogProductJsonLd } from "~/features/seo/structured-data";
import { useLocalizedPath, useTranslations } from "~/i18n/hooks";
import { localizedPath } from "~/i18n/route-table";
import type { Route } from "./+types/dog-detail";

export { formAction as action } from "~/features/forms/route-action.server";

/** Spec 1 §2: the description cut to 200 characters in structured data and 150 in the meta description. */
const productDescriptionLength = 200;
const metaDescriptionLength = 150;

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  const { dogs } = await loadDogList();
  const found = findBySlug(dogs.filter(hasCard), slug);
  if (!found) throw data(null, { status: 404 });
  const dog = summarizeDog(found);
  // A stale name part with a matching suffix: the dog's current address (CONTRACT).
  if (dog.slug !== slug) throw redirect(localizedPath("dogDetail", context.locale, { slug: dog.slug }), 301);
  const text = descriptionText(found.description) || dogMessages[context.locale].detail.metaFallback(dog.title);
  return {
    dog,
    imageIds: found.imageIds,
    descriptionHtml: sanitizeDescription(found.description),
    productDescription: truncate(text, productDescriptionLength),
    metaDescription: truncate(text, metaDescriptionLength),
  };
}

/** The form chooser changes only `?form=`: nothing to load again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = routeHead<Route.MetaArgs>(({ loaderData }, ctx) => {
  if (!loaderData) return undefined;
  const { dog, imageIds } = loaderData;
  const params = { slug: dog.slug };
  const mainImage = imageIds[0] ? dogImageUrl(dog.id, imageIds[0], 1000, "webp") : undefined;
  return {
    title: dog.title,
    description: loaderData.metaDescription,
    routeKey: "dogDetail",
    params: { de: params, es: params },
    image: mainImage,
    imageAlt: dogMessages[ctx.locale].card.imageAlt(dog.title),
    ogType: "product",
    jsonLd: [
      dogProductJsonLd(ctx, {
        name: dog.title,
        description: loaderData.productDescription,
        url: absoluteUrl(ctx, ctx.locale, "dogDetail", params),
        images: imageIds.map((imageId) => ctx.origins[ctx.locale] + dogImageUrl(dog.id, imageId, 1000, "webp")),
        status: dog.status,
      }),
    ],
  };
});

/** Typography of the description's basic tags (the HTML comes from the source, so no classes of ours). */
const descriptionClasses =
  "mt-4 space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_ol]:list-decimal [&_ol]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6";

export default function DogDetailPage() {
  const { dog, imageIds, descriptionHtml } = useLoaderData<typeof loader>();
  const t = useTranslations(dogMessages).detail;
  const path = useLocalizedPath();
  return (
    <>
      <DogNavigationSpinner />
      <article className="mx-auto max-w-6xl px-4 py-8">
        <Link to={path("dogs")} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
          <Icon name="arrow-left" className="size-4" />
          {t.back}
        </Link>
        <div className="mt-6 grid gap-10 lg:grid-cols-2">
          <DogGallery dogId={dog.id} name={dog.title} imageIds={imageIds} />
          <div className="flex flex-col gap-5">
            <DogTypeBadges types={dog.types} />
            <h1 className="text-4xl font-extrabold tracking-tight">{dog.title}</h1>
            {dog.publicHeadline ? <p className="text-xl text-muted-foreground">{dog.publicHeadline}</p> : null}
            <DogProfileCard dog={dog} />
            {dog.types.adoption ? <DogWhatsappButton name={dog.title} slug={dog.slug} /> : null}
            {dog.types.hospice ? <DogHospiceBlock name={dog.title} /> : null}
          </div>
        </div>
        {descriptionHtml ? (
          <section aria-labelledby="dog-description-title" className="mx-auto mt-12 max-w-3xl">
            <h2 id="dog-description-title" className="text-2xl font-bold">
              {t.aboutTitle(dog.title)}
            </h2>
            {/* Sanitised on the server (spec 1 §9 allowed tags and attributes). */}
            <div className={descriptionClasses} dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
          </section>
        ) : null}
        {dog.types.hospice ? null : <DogFormArea name={dog.title} types={dog.types} />}
      </article>
      <AdoptionProcess />
      <AdoptionFaq />
      <HealthTransparency />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <DogNotFound />;
  return <ErrorPage />;
}
