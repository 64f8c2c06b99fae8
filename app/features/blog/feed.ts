import { escapeXml } from "~/features/seo/sitemap";
import { type Locale, intlLocale } from "~/i18n/locales";
import type { BlogPostFields } from "./posts";

export interface FeedChannel {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of the blog list. */
  link: string;
  /** Absolute URL of the feed itself. */
  self: string;
  /** Absolute URL of a post. */
  postUrl: (slug: string) => string;
}

/** RFC 822 date of a calendar day, as RSS wants it. */
const rssDate = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).toUTCString();

/** The RSS 2.0 feed of one language's blog, posts in the given order (newest first). */
export function renderBlogFeed(channel: FeedChannel, posts: readonly BlogPostFields[]): string {
  const items = posts.map((post) => {
    const url = channel.postUrl(post.slug);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(post.publishedDate)}</pubDate>`,
      ...(post.category ? [`      <category>${escapeXml(post.category)}</category>`] : []),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = posts[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>${intlLocale[channel.locale]}</language>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>${newest ? `\n    <lastBuildDate>${rssDate(newest.publishedDate)}</lastBuildDate>` : ""}
${items.join("\n")}
  </channel>
</rss>
`;
}
