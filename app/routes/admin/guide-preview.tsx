import { articlePreviewRow } from "~/features/admin/articles/article-routes.server";
import { PreviewFrame, previewNotice } from "~/features/admin/articles/components/article-preview";
import { articleShareLinks } from "~/features/content/share-links.server";
import { GuideArticle } from "~/features/guides/guide-article";
import { guidePage } from "~/features/guides/guides.server";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/guide-preview";

/** `/admin/guides/{id}/preview`: the guide's public page in the host's language, a draft too. */
export async function loader(args: Route.LoaderArgs) {
  const { row, texts, editorPath } = await articlePreviewRow("guide", args.params.id, args);
  const guide = guidePage(row, args.context.locale);
  return {
    guide,
    share: articleShareLinks(args.context, "guideDetail", guide),
    notice: previewNotice(texts.previewNotice, texts.status[row.status]),
    backLabel: texts.backToEditor,
    editorPath,
    texts: textsFor(args.context.locale, "guides", "content"),
  };
}

export default function GuidePreviewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PreviewFrame notice={loaderData.notice} backLabel={loaderData.backLabel} editorPath={loaderData.editorPath}>
      <GuideArticle guide={loaderData.guide} share={loaderData.share} texts={loaderData.texts} />
    </PreviewFrame>
  );
}
