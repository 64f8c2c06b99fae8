import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/** The editor's HTML carries no classes: the body is styled by element. */
const bodyStyles = [
  "text-lg leading-relaxed text-foreground",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-muted [&_blockquote]:px-5 [&_blockquote]:py-1 [&_blockquote]:italic",
  "[&_figure]:my-8 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground",
  "[&_table]:my-6 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_th]:text-left",
].join(" ");

/** Hides an image that failed to load, with its figure. */
function hideImage(image: HTMLImageElement) {
  (image.closest("figure") ?? image).hidden = true;
}

/** A post or guide body: HTML sanitised on the server. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Images that failed before hydration, then any that fail later (error events do not bubble: capture).
    for (const image of root.querySelectorAll("img")) if (image.complete && image.naturalWidth === 0) hideImage(image);
    const onError = (event: Event) => event.target instanceof HTMLImageElement && hideImage(event.target);
    root.addEventListener("error", onError, true);
    return () => root.removeEventListener("error", onError, true);
  }, [html]);
  return <div ref={ref} className={cn(bodyStyles, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
