import type { WidgetProps } from '../../engine/contract';
import './instructionSteps.css';

export interface StepImage {
  src: string;
  width: number;
  height: number;
  widths: number[];
}

interface InstructionStepsProps {
  steps: Array<{ image: StepImage }>;
  sizes?: string;
}

const DEFAULT_SIZES = '(min-width: 48em) 20rem, 100vw';

/** The file of an image at one rendered width (scripts/render-illustrations.sh writes them). */
export function imageFile(imagesPath: string, image: StepImage, width: number): string {
  return `${imagesPath}/${image.src}-${width}.webp`;
}

/**
 * The how-it-works instructions: an ordered list of sections, each an image (intrinsic width and height so its
 * space is reserved before it loads, a srcset so a phone downloads the small file) beside its title and body.
 * The first image loads eagerly (likely the largest paint), the rest lazily.
 */
export default function InstructionSteps({ text, html, props, env }: WidgetProps<InstructionStepsProps>) {
  const sizes = props.sizes ?? DEFAULT_SIZES;
  return (
    <ol className="instruction-steps">
      {props.steps.map(({ image }, index) => {
        const n = index + 1;
        const widths = [...image.widths].sort((a, b) => a - b);
        return (
          <li className="instruction-steps__step" key={n}>
            <img
              className="instruction-steps__image"
              src={imageFile(env.imagesPath, image, widths[widths.length - 1])}
              srcSet={widths.map((w) => `${imageFile(env.imagesPath, image, w)} ${w}w`).join(', ')}
              sizes={sizes}
              width={image.width}
              height={image.height}
              alt={text(`step${n}ImageAlt`)}
              loading={index === 0 ? 'eager' : 'lazy'}
              // The first image is the largest thing a phone shows first: asked for with the page, not after layout.
              fetchPriority={index === 0 ? 'high' : undefined}
              decoding="async"
            />
            <div className="instruction-steps__text">
              <h2 className="heading-m instruction-steps__title">{text(`step${n}Title`)}</h2>
              <div className="instruction-steps__body">{html(`step${n}Body`)}</div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
