import { describe, expect, it } from "vitest";
import { renderBlogFeed } from "./feed";
import type { BlogPostFields } from "./posts";

const channel = {
  locale: "de" as const,
  title: "Costa Azahar Hundehilfe – Blog",
  description: "Neuigkeiten & Geschichten",
  link: "https://example.de/blog",
  self: "https://example.de/blog/rss.xml",
  postUrl: (slug: string) => `https://example.de/blog/${slug}`,
};

const post = (slug: string, publishedDate: string, extra: Partial<BlogPostFields> = {}): BlogPostFields => ({
  slug,
  title: `Titel ${slug}`,
  excerpt: "Kurz <b>&</b> gut",
  category: null,
  publishedDate,
  publishedLabel: "",
  image: null,
  imageAlt: "",
  ...extra,
});

describe("renderBlogFeed", () => {
  it("writes an RSS 2.0 channel with one item per post, escaped", () => {
    expect(renderBlogFeed(channel, [post("neu", "2025-03-14", { category: "Erfolgsgeschichten" }), post("alt", "2024-07-22")])).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Costa Azahar Hundehilfe – Blog</title>
    <link>https://example.de/blog</link>
    <description>Neuigkeiten &amp; Geschichten</description>
    <language>de-DE</language>
    <atom:link href="https://example.de/blog/rss.xml" rel="self" type="application/rss+xml"/>
    <lastBuildDate>Fri, 14 Mar 2025 00:00:00 GMT</lastBuildDate>
    <item>
      <title>Titel neu</title>
      <link>https://example.de/blog/neu</link>
      <guid isPermaLink="true">https://example.de/blog/neu</guid>
      <pubDate>Fri, 14 Mar 2025 00:00:00 GMT</pubDate>
      <category>Erfolgsgeschichten</category>
      <description>Kurz &lt;b&gt;&amp;&lt;/b&gt; gut</description>
    </item>
    <item>
      <title>Titel alt</title>
      <link>https://example.de/blog/alt</link>
      <guid isPermaLink="true">https://example.de/blog/alt</guid>
      <pubDate>Mon, 22 Jul 2024 00:00:00 GMT</pubDate>
      <description>Kurz &lt;b&gt;&amp;&lt;/b&gt; gut</description>
    </item>
  </channel>
</rss>
`,
    );
  });

  it("writes an empty channel without a build date when there are no posts", () => {
    const xml = renderBlogFeed({ ...channel, locale: "es" }, []);
    expect(xml).toContain("<language>es-ES</language>");
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
});
