// An image field (src, alt, width, height): its four fields as the schema has them, and under
// them a drop zone with a Choose image button. The server copies the file into public/images/
// under a safe name and measures it; src, width and height are filled in, and alt is emptied:
// it described the old picture, and the check will not save the new one without its own.
import type { FieldProps } from '@rjsf/utils';
import { type DragEvent, useState } from 'react';
import { call } from './api.ts';

/** An object with src, alt, width and height: common.schema.json's image. */
export const isImage = (schema: any) => ['src', 'alt', 'width', 'height'].every((key) => schema?.properties?.[key]);

export function ImageField(props: FieldProps) {
  const { ObjectField } = props.registry.fields;
  const [message, setMessage] = useState<{ refused: boolean; text: string }>();
  const id = props.fieldPathId.$id;

  const take = async (file: File | undefined) => {
    if (!file) return;
    setMessage({ refused: false, text: `Copying ${file.name}…` });
    try {
      const image = await call<{ src: string; width: number; height: number }>(
        `/api/image?name=${encodeURIComponent(file.name)}`,
        file,
      );
      props.onChange({ ...props.formData, ...image, alt: undefined }, props.fieldPathId.path);
      setMessage({
        refused: false,
        text: `Copied ${file.name} to public${image.src} (${image.width}×${image.height} pixels). Describe what it shows in alt before you save.`,
      });
    } catch (error) {
      setMessage({ refused: true, text: (error as Error).message });
    }
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    void take(event.dataTransfer.files[0]);
  };

  return (
    <>
      <ObjectField {...props} />
      <div
        role="group"
        aria-label="Drop an image here"
        onDragOver={(event) => event.preventDefault()}
        onDrop={dropped}
        className="mt-2 rounded-md border-2 border-dashed border-slate-300 p-3 text-sm text-slate-700"
      >
        Drop an image here (SVG, PNG, JPEG, WebP or AVIF), or{' '}
        <label htmlFor={`${id}-file`} className="inline cursor-pointer font-semibold text-brand-700 underline">
          Choose image
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".svg,.png,.jpg,.jpeg,.webp,.avif"
          className="sr-only"
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {message && (
          <p
            role={message.refused ? 'alert' : undefined}
            aria-live="polite"
            className={message.refused ? 'mt-1 font-semibold text-red-700' : 'mt-1'}
          >
            {message.text}
          </p>
        )}
      </div>
    </>
  );
}
