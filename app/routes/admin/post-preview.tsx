import { articlePreviewRow } from "~/features/admin/articles/article-routes.server";
import { PreviewFrame, previewNotice } from "~/features/admin/articles/components/article-preview";
import { BlogPostArticle } from "~/features/blog/blog-post-article";
import { postPage } from "~/features/blog/posts.server";
import { articleShareLinks } from "~/features/content/share-links.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/post-preview";

/** `/admin/posts/{id}/preview`: the post's public page in the host's language, a draft too. */
export async function loader(args: Route.LoaderArgs) {
  const { row, texts, editorPath } = await articlePreviewRow("post", args.params.id, args);
  const post = postPage(row, args.context.locale);
  return {
    post,
    share: articleShareLinks(args.context, "blogPost", post),
    notice: previewNotice(texts.previewNotice, texts.status[row.status]),
    backLabel: texts.backToEditor,
    editorPath,
    texts: textsFor(args.context.locale, "blog", "content"),
  };
}

export default function PostPreviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PreviewFrame notice={loaderData.notice} backLabel={loaderData.backLabel} editorPath={loaderData.editorPath}>
      <BlogPostArticle post={loaderData.post} share={loaderData.share} texts={loaderData.texts} />
    </PreviewFrame>
  );
}
