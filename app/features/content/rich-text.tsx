import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";

/** Hides an image that failed to load, with its figure. */
function hideImage(image: HTMLImageElement) {
  (image.closest("figure") ?? image).hidden = true;
}

/** A post or guide body: HTML sanitised on the server, styled by element (`.rich-text` in app.css). */
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
  return <div ref={ref} className={cn("rich-text", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
