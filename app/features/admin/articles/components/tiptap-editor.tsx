import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { ReactNode } from "react";
import { format } from "~/i18n/format";
import type { ArticleTexts } from "../article-routes.server";
import { imagePlaceholder } from "../fields";

/** The elements the public pages keep (the server's allow-list, sanitize.server.ts): no strike, code or underline. */
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: { openOnClick: false, autolink: true, protocols: ["mailto", "tel"] },
  }),
  Image,
  Table,
  TableRow,
  TableHeader,
  TableCell,
];

/** What the body field (rich-text-field.tsx) gives the editor once its code is there. */
export interface RichTextEditorProps {
  labelId: string;
  html: string;
  onChange: (html: string) => void;
  texts: ArticleTexts["editor"];
  /** The item's gallery: pictures to put into the body, with a small copy to show and what they show (alt or caption). */
  gallery: { src: string; thumbnail: string; index: number; about: string }[];
  /** Guides: offer `[image:N]` placeholders instead of pictures (their figures are made on the server). */
  placeholders: boolean;
}

/** The body's rich-text editor (TipTap): headings, lists, links, quotes, tables, pictures of the gallery. */
export function TiptapEditor({ labelId, html, onChange, texts, gallery, placeholders }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: html,
    immediatelyRender: false,
    editorProps: { attributes: { "aria-labelledby": labelId, "aria-multiline": "true", role: "textbox", class: "admin-rich-text" } },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });
  return (
    <div className="rounded-md border bg-background">
      {editor && <Toolbar editor={editor} texts={texts} gallery={gallery} placeholders={placeholders} />}
      <EditorContent editor={editor} className="min-h-64 p-3" />
    </div>
  );
}

function Toolbar({
  editor,
  texts,
  gallery,
  placeholders,
}: { editor: Editor } & Pick<RichTextEditorProps, "texts" | "gallery" | "placeholders">) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bullet: current.isActive("bulletList"),
      ordered: current.isActive("orderedList"),
      quote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const setLink = () => {
    const href = window.prompt(texts.linkPrompt, (editor.getAttributes("link").href as string | undefined) ?? "");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div role="toolbar" aria-label={texts.toolbar} className="flex flex-wrap gap-1 border-b p-2">
      <Tool pressed={active.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        {texts.heading2}
      </Tool>
      <Tool pressed={active.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        {texts.heading3}
      </Tool>
      <Tool pressed={active.bold} onClick={() => chain().toggleBold().run()}>
        {texts.bold}
      </Tool>
      <Tool pressed={active.italic} onClick={() => chain().toggleItalic().run()}>
        {texts.italic}
      </Tool>
      <Tool pressed={active.bullet} onClick={() => chain().toggleBulletList().run()}>
        {texts.bulletList}
      </Tool>
      <Tool pressed={active.ordered} onClick={() => chain().toggleOrderedList().run()}>
        {texts.orderedList}
      </Tool>
      <Tool pressed={active.quote} onClick={() => chain().toggleBlockquote().run()}>
        {texts.quote}
      </Tool>
      <Tool pressed={active.link} onClick={setLink}>
        {texts.link}
      </Tool>
      <Tool onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>{texts.table}</Tool>
      <div role="group" aria-label={placeholders ? texts.placeholder : texts.image} className="flex flex-wrap items-center gap-1">
        {gallery.length === 0 ? (
          <span className="px-1 text-sm text-muted-foreground">{texts.noGallery}</span>
        ) : (
          gallery.map((picture) => {
            const number = picture.index + 1;
            const placeholder = imagePlaceholder(picture.index);
            const name = placeholders ? format(texts.insertPlaceholder, { number, placeholder }) : format(texts.insertImage, { number });
            return (
              <Tool
                key={picture.src}
                label={picture.about ? `${name}: ${picture.about}` : name}
                onClick={() =>
                  placeholders
                    ? chain().insertContent(`<p>${placeholder}</p>`).run()
                    : chain().setImage({ src: picture.src, alt: "" }).run()
                }
              >
                <img src={picture.thumbnail} alt="" className="size-9 rounded object-cover" />
              </Tool>
            );
          })
        )}
      </div>
    </div>
  );
}

/**
 * A toolbar button. A press with the pointer leaves the focus in the text: TipTap gives the focus back only in the
 * next frame, and what the editor typed meanwhile (on a busy machine, the first letter of a heading) went to the
 * button and was lost. From the keyboard the button takes the focus as usual and the command gives it back.
 */
function Tool({ pressed, label, onClick, children }: { pressed?: boolean; label?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="ui-btn ui-btn-outline ui-btn-size-sm aria-pressed:bg-muted"
    >
      {children}
    </button>
  );
}
