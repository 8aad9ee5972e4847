import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useImperativeHandle, useState, type Ref } from 'react';
import styles from './editor.module.css';

export interface RichEditorHandle {
  /** Puts an uploaded picture at the cursor, with no description (alt="") until the writer types one. */
  insertImage(src: string): void;
  /** Replaces the whole content (a restored draft); onChange is not called. */
  setContent(html: string): void;
}

interface Props {
  initialHtml: string;
  onChange: (html: string) => void;
  labelId: string;
  handle: Ref<RichEditorHandle>;
}

/** Sets the description (alt) of the pictures at `src` in the editor's text. */
function describeImage(editor: Editor, src: string, alt: string) {
  const { tr, doc } = editor.state;
  doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) tr.setNodeMarkup(pos, undefined, { ...node.attrs, alt });
  });
  editor.view.dispatch(tr);
}

/**
 * The post editor (Tiptap): paragraphs, headings, emphasis, lists, quotes, code, links and our
 * uploaded images, which is what the server's allow-list keeps. Loaded only on the write page.
 */
export default function RichEditor({ initialHtml, onChange, labelId, handle }: Props) {
  // The picture inserted last and its description, offered in a field under the text: a picture
  // starts decorative (alt="", passed over by screen readers), never named after its file.
  const [lastImage, setLastImage] = useState<{ src: string; alt: string } | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } }), Image],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: { attributes: { class: styles.surface ?? '', 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });

  useImperativeHandle(handle, () => ({
    insertImage: (src) => {
      editor?.chain().focus().setImage({ src, alt: '' }).run();
      setLastImage({ src, alt: '' });
    },
    setContent: (html) => {
      editor?.commands.setContent(html, { emitUpdate: false });
      setLastImage(null);
    },
  }));

  if (!editor) return <div className={styles.surface} aria-busy="true" />;

  const tools: { label: string; text: string; active: boolean; run: () => void }[] = [
    { label: '굵게', text: 'B', active: editor.isActive('bold'), run: () => editor.chain().focus().toggleBold().run() },
    { label: '기울임', text: 'I', active: editor.isActive('italic'), run: () => editor.chain().focus().toggleItalic().run() },
    { label: '밑줄', text: 'U', active: editor.isActive('underline'), run: () => editor.chain().focus().toggleUnderline().run() },
    { label: '취소선', text: 'S', active: editor.isActive('strike'), run: () => editor.chain().focus().toggleStrike().run() },
    { label: '큰 제목', text: 'H2', active: editor.isActive('heading', { level: 2 }), run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: '작은 제목', text: 'H3', active: editor.isActive('heading', { level: 3 }), run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: '글머리 기호 목록', text: '•', active: editor.isActive('bulletList'), run: () => editor.chain().focus().toggleBulletList().run() },
    { label: '번호 목록', text: '1.', active: editor.isActive('orderedList'), run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: '인용', text: '❝', active: editor.isActive('blockquote'), run: () => editor.chain().focus().toggleBlockquote().run() },
  ];

  return (
    <div className={styles.editor}>
      <div role="toolbar" aria-label="서식" className={styles.toolbar}>
        {tools.map((tool) => (
          <button key={tool.label} type="button" className={tool.active ? styles.toolActive : styles.tool} aria-label={tool.label} aria-pressed={tool.active} title={tool.label} onClick={tool.run}>
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {lastImage && (
        <div className={styles.imageAlt}>
          <label htmlFor={`${labelId}-image-alt`} className="form-label small fw-bold mb-1">
            방금 넣은 사진 설명 (선택)
          </label>
          <input
            id={`${labelId}-image-alt`}
            className="form-control form-control-sm"
            value={lastImage.alt}
            aria-describedby={`${labelId}-image-alt-hint`}
            onChange={(event) => {
              setLastImage({ ...lastImage, alt: event.target.value });
              describeImage(editor, lastImage.src, event.target.value);
            }}
          />
          <p id={`${labelId}-image-alt-hint`} className="form-text small mb-0">
            사진을 볼 수 없는 분께 화면 낭독기가 읽어 드립니다. 꾸미기 위한 사진이면 비워 두세요.
          </p>
        </div>
      )}
    </div>
  );
}
