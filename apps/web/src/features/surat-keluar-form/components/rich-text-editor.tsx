import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  MenuOutlined,
  OrderedListOutlined,
  TableOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from "@ant-design/icons";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Divider, Space, Tooltip } from "antd";
import { type ReactNode, useEffect, useRef } from "react";

interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  label: string;
}

const EMPTY = "<p></p>";

/** The letter body editor (Tiptap): bold, italic, underline, alignment, lists and a table. */
export function RichTextEditor({ value, onChange, disabled, label }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // The last HTML this editor reported, so that only outside changes (a template) reset it.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      TextAlign.configure({ types: ["heading", "paragraph"] }),
      TableKit.configure({ table: { resizable: false } }),
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        "aria-label": label,
        "aria-multiline": "true",
        role: "textbox",
        "data-testid": "isi-surat-editor",
        class: "letter-editor__content",
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? "" : e.getHTML();
      reported.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value || EMPTY, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className="letter-editor">
      {editor ? <Toolbar editor={editor} disabled={disabled} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const chain = () => editor.chain().focus();
  const tool = (name: string, icon: ReactNode, active: boolean, run: () => void) => (
    <Tooltip title={name} key={name}>
      <Button
        size="small"
        type={active ? "primary" : "text"}
        aria-label={name}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );
  const inTable = editor.isActive("table");
  return (
    <Space wrap size={2} className="letter-editor__toolbar" role="toolbar" aria-label="Format teks">
      {tool("Tebal", <BoldOutlined />, editor.isActive("bold"), () => chain().toggleBold().run())}
      {tool("Miring", <ItalicOutlined />, editor.isActive("italic"), () =>
        chain().toggleItalic().run(),
      )}
      {tool("Garis bawah", <UnderlineOutlined />, editor.isActive("underline"), () =>
        chain().toggleUnderline().run(),
      )}
      <Divider orientation="vertical" />
      {tool("Rata kiri", <AlignLeftOutlined />, editor.isActive({ textAlign: "left" }), () =>
        chain().setTextAlign("left").run(),
      )}
      {tool("Rata tengah", <AlignCenterOutlined />, editor.isActive({ textAlign: "center" }), () =>
        chain().setTextAlign("center").run(),
      )}
      {tool("Rata kanan", <AlignRightOutlined />, editor.isActive({ textAlign: "right" }), () =>
        chain().setTextAlign("right").run(),
      )}
      {tool("Rata kiri-kanan", <MenuOutlined />, editor.isActive({ textAlign: "justify" }), () =>
        chain().setTextAlign("justify").run(),
      )}
      <Divider orientation="vertical" />
      {tool("Daftar bernomor", <OrderedListOutlined />, editor.isActive("orderedList"), () =>
        chain().toggleOrderedList().run(),
      )}
      {tool("Daftar berbutir", <UnorderedListOutlined />, editor.isActive("bulletList"), () =>
        chain().toggleBulletList().run(),
      )}
      <Divider orientation="vertical" />
      {tool("Sisipkan tabel", <TableOutlined />, inTable, () =>
        chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      )}
      {inTable ? (
        <>
          <Button size="small" disabled={disabled} onClick={() => chain().addRowAfter().run()}>
            + Baris
          </Button>
          <Button size="small" disabled={disabled} onClick={() => chain().addColumnAfter().run()}>
            + Kolom
          </Button>
          <Button size="small" disabled={disabled} onClick={() => chain().deleteRow().run()}>
            − Baris
          </Button>
          <Button size="small" disabled={disabled} onClick={() => chain().deleteColumn().run()}>
            − Kolom
          </Button>
          <Button
            size="small"
            danger
            disabled={disabled}
            onClick={() => chain().deleteTable().run()}
          >
            Hapus tabel
          </Button>
        </>
      ) : null}
    </Space>
  );
}
