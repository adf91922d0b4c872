/**
 * A field for one file (an identity document, a transfer's proof): a zone a file can be dropped on,
 * a button that opens the file picker, and on a phone a second one that opens the camera directly.
 * The chosen file shows as a preview (the image itself, or the document's name and size) with a way
 * to choose another. Dropping or picking goes through the same `onChange`, so a form checks both alike.
 */
import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { formatBytes } from '@contract/rules/format';
import { m } from '@/i18n';
import { button } from './button.css';
import { describedBy, FieldHelp, helpIds } from './field-help';
import { Icon } from './icon';
import * as s from './file-drop.css';
import * as field from './text-field.css';

interface Props {
  label: string;
  /** The types offered by the picker (the form still checks what was dropped). */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Offers the camera where there is one to point (a phone): a photographed document will do. */
  camera?: boolean;
}

/** Whether the main pointer is a finger: a phone or tablet, where the camera is the usual way in. */
function useTouchFirst(): boolean {
  const [coarse] = useState(
    () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
  );
  return coarse;
}

export function FileDrop({
  label,
  accept,
  file,
  onChange,
  error,
  hint,
  disabled = false,
  camera = false,
}: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const withCamera = useTouchFirst() && camera;
  const { errorId, hintId } = helpIds(id, error, hint);
  // What is wrong first; then the file chosen, as the button's own name has become 'Choose another file'.
  const chosenId = file ? `${id}-chosen` : undefined;
  const described = describedBy(errorId, chosenId, hintId);

  const take = (files: FileList | null | undefined) => onChange(files?.[0] ?? null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const dragHandlers = {
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      if (!disabled) setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop,
  };

  return (
    <div className={field.field}>
      <span id={`${id}-label`} className={field.label}>
        {label}
      </span>
      <div className={s.zone({ dragging, invalid: Boolean(error), chosen: file !== null })} {...dragHandlers}>
        {file ? (
          <Preview file={file} id={`${id}-chosen`} />
        ) : (
          <>
            <Icon name="upload" size={24} />
            <p className={s.prompt}>{m.common.files.drop}</p>
          </>
        )}
        <div className={s.actions}>
          <PickButton
            accept={accept}
            disabled={disabled}
            labelledBy={`${id}-label ${id}-pick`}
            describedBy={described}
            invalid={Boolean(error)}
            onPick={take}
          >
            <span id={`${id}-pick`}>{file ? m.common.files.another : m.common.files.choose}</span>
          </PickButton>
          {withCamera && (
            <PickButton accept="image/*" camera disabled={disabled} describedBy={described} onPick={take}>
              <Icon name="camera" size={18} />
              {m.common.files.camera}
            </PickButton>
          )}
        </div>
      </div>
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}

/** A label drawn as a button around an unseen native file input, which keeps the keyboard and the picker. */
function PickButton({
  accept,
  camera = false,
  disabled,
  labelledBy,
  describedBy: description,
  invalid = false,
  onPick,
  children,
}: {
  accept: string;
  /** Opens the camera (the back one) rather than the files. */
  camera?: boolean;
  disabled: boolean;
  labelledBy?: string;
  describedBy: string | undefined;
  invalid?: boolean;
  onPick: (files: FileList | null) => void;
  children: ReactNode;
}) {
  return (
    <label
      className={`${button({ variant: 'secondary', size: 'sm' })} ${s.pick}`}
      aria-disabled={disabled || undefined}
    >
      <input
        type="file"
        className={s.input}
        accept={accept}
        capture={camera ? 'environment' : undefined}
        disabled={disabled}
        aria-labelledby={labelledBy}
        aria-describedby={description}
        aria-invalid={invalid || undefined}
        // The same file picked again after a refusal is a change too.
        onClick={(event) => (event.currentTarget.value = '')}
        onChange={(event) => onPick(event.target.files)}
      />
      {children}
    </label>
  );
}

/** The chosen file: the picture itself when it is one, its name and size always. */
function Preview({ file, id }: { file: File; id: string }) {
  const image = file.type.startsWith('image/');
  // The picture's address belongs to its file: another file never shows the last one's picture.
  const [picture, setPicture] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPicture({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file, image]);
  const url = picture?.file === file ? picture.url : null;
  return (
    <div className={s.preview}>
      {url ? (
        <img src={url} alt="" className={s.thumb} />
      ) : (
        <span className={s.fileIcon}>
          <Icon name="file" size={28} />
        </span>
      )}
      <div id={id}>
        <p className={s.fileName}>{file.name}</p>
        <p className={s.fileSize}>{formatBytes(file.size)}</p>
      </div>
    </div>
  );
}
