import { Icon } from "~/components/icons/icon";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { RichText } from "~/features/content/rich-text";
import { ShareBlock } from "~/features/content/share-block";
import type { ShareLinks } from "~/features/content/share-links";
import type { ContentTexts } from "~/features/content/texts";
import { useLocalizedPath } from "~/i18n/hooks";
import type { GuideView } from "./guides";
import type { GuideTexts } from "./texts";

/** Hero of the guide page: 400 px high, 500 px on larger screens. */
const heroClass = "relative flex h-[400px] items-end overflow-hidden bg-primary md:h-[500px]";

/** A guide: hero with back link and share control (`share`: its links), then the cleaned body. */
export function GuideArticle({
  guide,
  share,
  texts,
}: {
  guide: GuideView;
  share: ShareLinks;
  texts: { guides: GuideTexts; content: ContentTexts };
}) {
  const t = texts.guides;
  const path = useLocalizedPath();
  return (
    <article>
      <header className={heroClass} data-testid="guide-hero">
        {guide.heroPicture ? <picture dangerouslySetInnerHTML={{ __html: guide.heroPicture }} /> : null}
        <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/45 to-black/20" />
        <div className="relative mx-auto w-full max-w-4xl px-4 pb-10 text-white">
          <Link
            to={path("guides")}
            className="inline-flex items-center gap-2 text-sm font-semibold text-white/90 hover:text-white hover:underline"
          >
            <Icon name="arrow-left" className="size-4" />
            {t.backToList}
          </Link>
          {guide.category ? (
            <div className="mt-6">
              <Badge variant="accent">{guide.category}</Badge>
            </div>
          ) : null}
          <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">{guide.title}</h1>
          <p className="mt-4 line-clamp-3 max-w-2xl text-lg text-white/90">{guide.excerpt}</p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <ShareBlock links={share} variant="compact" className="justify-end" texts={texts.content.share} />
        <RichText html={guide.contentHtml} className="mt-6" />
        <div className="mt-12 border-t pt-8">
          <Link to={path("guides")} className="inline-flex items-center gap-2 font-semibold text-primary hover:underline">
            <Icon name="arrow-left" className="size-4" />
            {t.backToList}
          </Link>
        </div>
      </div>
    </article>
  );
}
