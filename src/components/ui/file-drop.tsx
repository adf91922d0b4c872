/**
 * A field for one file (an identity document, a transfer's proof): a zone a file can be dropped on,
 * a button that opens the file picker, and on a phone a second one that opens the camera directly.
 * The chosen file shows as a preview (the image itself, or the document's name and size) with a way
 * to choose another. Dropping or picking goes through the same `onChange`, so a form checks both alike.
 */
import { useEffect, useId, useState, type DragEvent, type ReactNode } from 'react';
import { formatBytes } from '@/lib/format';
import { m } from '@/i18n';
import { button } from './button.css';
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
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // What is wrong first; then the file chosen, as the button's own name has become 'Choose another file'.
  const chosenId = file ? `${id}-chosen` : undefined;
  const described = [errorId, chosenId, hintId].filter(Boolean).join(' ') || undefined;

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
          <label
            className={`${button({ variant: 'secondary', size: 'sm' })} ${s.pick}`}
            aria-disabled={disabled || undefined}
          >
            <input
              type="file"
              className={s.input}
              accept={accept}
              disabled={disabled}
              aria-labelledby={`${id}-label ${id}-pick`}
              aria-describedby={described}
              aria-invalid={error ? true : undefined}
              // The same file picked again after a refusal is a change too.
              onClick={(event) => (event.currentTarget.value = '')}
              onChange={(event) => take(event.target.files)}
            />
            <span id={`${id}-pick`}>{file ? m.common.files.another : m.common.files.choose}</span>
          </label>
          {withCamera && (
            <label
              className={`${button({ variant: 'secondary', size: 'sm' })} ${s.pick}`}
              aria-disabled={disabled || undefined}
            >
              <input
                type="file"
                className={s.input}
                accept="image/*"
                capture="environment"
                disabled={disabled}
                aria-describedby={described}
                onClick={(event) => (event.currentTarget.value = '')}
                onChange={(event) => take(event.target.files)}
              />
              <Icon name="camera" size={18} />
              {m.common.files.camera}
            </label>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className={field.error}>
          {error}
        </p>
      )}
      {hintId && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
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
