import { Icon } from "~/components/icons/icon";
import { Fragment } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { RichText } from "~/features/content/rich-text";
import { ShareBlock } from "~/features/content/share-block";
import type { ShareLinks } from "~/features/content/share-links";
import type { ContentTexts } from "~/features/content/texts";
import { useLocalizedPath, useMessages } from "~/i18n/hooks";
import type { BlogPostView } from "./posts";
import type { BlogTexts } from "./texts";

/** A blog post: breadcrumb, category, date, main image, body, share block (`share`: its links), gallery, back box. */
export function BlogPostArticle({
  post,
  share,
  texts,
}: {
  post: BlogPostView;
  share: ShareLinks;
  texts: { blog: BlogTexts; content: ContentTexts };
}) {
  const t = texts.blog;
  const frame = useMessages();
  const path = useLocalizedPath();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <nav aria-label={t.breadcrumbLabel} className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {[
            { label: frame.nav.home, to: path("home") },
            { label: frame.contentSections.blog.heading, to: path("blog") },
          ].map((crumb) => (
            <Fragment key={crumb.to}>
              <li>
                <Link to={crumb.to} className="hover:text-primary hover:underline">
                  {crumb.label}
                </Link>
              </li>
              <li aria-hidden="true">
                <Icon name="chevron-right" className="size-4" />
              </li>
            </Fragment>
          ))}
          <li aria-current="page" className="line-clamp-1 font-medium text-foreground">
            {post.title}
          </li>
        </ol>
      </nav>

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          {post.category ? <Badge>{post.category}</Badge> : null}
          <span>
            <span className="sr-only">{t.publishedOn} </span>
            <time dateTime={post.publishedDate}>{post.publishedLabel}</time>
          </span>
        </div>
        <h1 className="mt-4 text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
      </header>

      {post.heroPicture ? <picture dangerouslySetInnerHTML={{ __html: post.heroPicture }} /> : null}

      <RichText html={post.contentHtml} className="mt-8" />

      <ShareBlock links={share} heading={t.shareHeading} className="mt-10" texts={texts.content.share} />

      {post.gallery.length > 0 ? (
        <section className="mt-12" aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="text-2xl font-bold">
            {t.galleryHeading}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {post.gallery.map((image) => (
              <li key={image.src}>
                <figure>
                  {/* A caption names the figure; the picture's alt is empty, not repeating it to screen readers (posts.ts). */}
                  <picture dangerouslySetInnerHTML={{ __html: image.picture }} />
                  {image.caption ? <figcaption className="mt-2 text-sm text-muted-foreground">{image.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <aside className="mt-12 rounded-lg bg-secondary p-8 text-center" data-testid="blog-back-box">
        <h2 className="text-2xl font-bold">{t.backBox.heading}</h2>
        <p className="mx-auto mt-3 max-w-xl text-muted-foreground">{t.backBox.text}</p>
        <Button asChild className="mt-6">
          <Link to={path("blog")}>
            <Icon name="arrow-left" />
            {t.backBox.button}
          </Link>
        </Button>
      </aside>
    </article>
  );
}
