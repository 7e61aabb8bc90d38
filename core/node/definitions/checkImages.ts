import { imageOf } from '../package/promotionPackage';
import { fileNameOf } from './load';
import { documents, type Check } from './context';
import { pointerJoin } from '../../definitions/pointer';
import type { DefinitionError } from '../../definitions/types';
import { forEachBlockIn, walkJson } from '../../definitions/walk';
import { webpSize } from '../../definitions/webpSize';

interface ImageReference {
  src: string;
  width: number;
  height: number;
  widths: number[];
}

function isImageReference(value: unknown): value is ImageReference {
  const v = value as Partial<ImageReference> | null;
  return !!v && typeof v === 'object' && typeof v.src === 'string' && Array.isArray(v.widths) && typeof v.width === 'number' && typeof v.height === 'number';
}

/**
 * Every image a block's props name ({src, width, height, widths}) exists as <imagesDir>/<src>-<w>.webp for each
 * width, is that many pixels wide and has the declared aspect ratio (a different one would move the page when
 * the file arrives, since the declared size is what reserves its space).
 */
export const checkImages: Check = async (ctx) => {
  const errors: DefinitionError[] = [];
  for (const { data, file } of documents(ctx)) {
    forEachBlockIn(data, (block, at) => {
      walkJson(block.props, pointerJoin(at, 'props'), (value, pointer) => {
        if (!isImageReference(value)) return;
        value.widths.forEach((w, i) => {
          const name = `${value.src}-${w}.webp`;
          const problem = imageProblem(imageOf(ctx.pkg, name), fileNameOf(ctx.pkg, `images/${name}`), w, value);
          if (problem) errors.push({ file, pointer: pointerJoin(pointerJoin(pointer, 'widths'), i), message: `image ${name}: ${problem}` });
        });
      });
    });
  }
  return errors;
};

function imageProblem(bytes: Uint8Array | undefined, file: string, width: number, declared: ImageReference): string | undefined {
  if (!bytes) return `no such file in the images folder (${file})`;
  const size = webpSize(bytes);
  if (!size) return 'not a WebP image';
  if (size.width !== width) return `is ${size.width} px wide, not ${width}`;
  const expectedHeight = (width * declared.height) / declared.width;
  if (Math.abs(size.height - expectedHeight) > 1) return `is ${size.width}×${size.height}, not the declared aspect ratio ${declared.width}×${declared.height}`;
  return undefined;
}
