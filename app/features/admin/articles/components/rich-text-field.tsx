import { type ComponentType, useEffect, useRef, useState } from "react";
import { announceEdit } from "./announce-edit";
// A type only: the editor's code stays a chunk of its own, loaded below.
import type { RichTextEditorProps } from "./tiptap-editor";

/**
 * A body field (`contentDe`/`contentEs`, HTML). Without JavaScript, and until the editor's code has loaded,
 * a plain textarea of HTML; then the rich-text editor (TipTap), loaded as its own chunk by the workspace's
 * pages only, with a hidden field of the same name kept in step, so the form posts HTML either way (and the
 * draft keeping hears of each change, toolbar commands included).
 */
export function RichTextField({
  id,
  name,
  label,
  defaultValue,
  ...editor
}: Omit<RichTextEditorProps, "html" | "onChange" | "labelId"> & { id: string; name: string; label: string; defaultValue: string }) {
  const [html, setHtml] = useState(defaultValue);
  const [Editor, setEditor] = useState<ComponentType<RichTextEditorProps>>();
  const field = useRef<HTMLDivElement>(null);
  const edited = (next: string) => {
    setHtml(next);
    announceEdit(field.current);
  };
  useEffect(() => {
    let current = true;
    void import("./tiptap-editor").then((module) => current && setEditor(() => module.TiptapEditor));
    return () => {
      current = false;
    };
  }, []);
  return (
    <div ref={field} className="space-y-1">
      <label id={`${id}-label`} htmlFor={id} className="block font-medium">
        {label}
      </label>
      {Editor ? (
        <>
          <input type="hidden" name={name} value={html} />
          <Editor labelId={`${id}-label`} html={html} onChange={edited} {...editor} />
        </>
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
