import { type ComponentType, useEffect, useState } from "react";
import type { ArticleTexts } from "../article-routes.server";

export interface RichTextEditorProps {
  name: string;
  labelId: string;
  html: string;
  onChange: (html: string) => void;
  texts: ArticleTexts["editor"];
  /** The item's gallery: pictures to put into the body. */
  gallery: { src: string; index: number }[];
  /** Guides: offer `[image:N]` placeholders instead of pictures (their figures are made on the server). */
  placeholders: boolean;
}

/**
 * A body field (`contentDe`/`contentEs`, HTML). Without JavaScript, and until the editor's code has loaded,
 * a plain textarea of HTML; then the rich-text editor (TipTap), loaded as its own chunk by the workspace's
 * pages only, which keeps a hidden field of the same name in step, so the form posts HTML either way.
 */
export function RichTextField({
  id,
  name,
  label,
  defaultValue,
  ...editor
}: Omit<RichTextEditorProps, "html" | "onChange" | "labelId"> & { id: string; label: string; defaultValue: string }) {
  const [html, setHtml] = useState(defaultValue);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps>>();
  useEffect(() => {
    let current = true;
    void import("./tiptap-editor").then((module) => current && setEditor(() => module.TiptapEditor));
    return () => {
      current = false;
    };
  }, []);
  return (
    <div className="space-y-1">
      <label id={`${id}-label`} htmlFor={id} className="block font-medium">
        {label}
      </label>
      {Editor ? (
        <Editor name={name} labelId={`${id}-label`} html={html} onChange={setHtml} {...editor} />
      ) : (
        <textarea
          id={id}
          name={name}
          rows={14}
          value={html}
          onChange={(event) => setHtml(event.target.value)}
          className="w-full rounded-md border bg-background p-3 font-mono text-sm"
        />
      )}
    </div>
  );
}
