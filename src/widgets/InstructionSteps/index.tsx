import { useEffect, useState } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import './instructionSteps.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

export interface StepImage {
  src: string;
  width: number;
  height: number;
  widths: number[];
}

const DEFAULT_SIZES = '(min-width: 48em) 20rem, 100vw';

/** The file of an image at one rendered width (scripts/render-illustrations.sh writes them). */
export function imageFile(imagesPath: string, image: StepImage, width: number): string {
  return `${imagesPath}/${image.src}-${width}.webp`;
}

/**
 * The how-it-works instructions: an ordered list of sections, each an image (intrinsic width and height so its
 * space is reserved before it loads, a srcset so a phone downloads the small file) beside its title and body.
 * The first image loads eagerly (likely the largest paint). The rest are named only once the page has started: on a
 * slow connection a browser asks for every image near the viewport at once, and their 23 kB would share the line
 * with the scripts that make the page answer (about 0.1 s later on a 1.6 Mbit/s phone). Their boxes are there from
 * the first paint, so nothing moves when they arrive.
 */
export default function InstructionSteps({ text, html, props, env }: WidgetProps<Props>) {
  const sizes = props.sizes ?? DEFAULT_SIZES;
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  return (
    <ol className="instruction-steps">
      {props.steps.map(({ image }, index) => {
        const n = index + 1;
        const widths = [...image.widths].sort((a, b) => a - b);
        const named = index === 0 || started;
        return (
          <li className="instruction-steps__step" key={n}>
            <img
              className="instruction-steps__image"
              // srcset before src: a browser that sees src alone could fetch the largest file first.
              srcSet={named ? widths.map((w) => `${imageFile(env.imagesPath, image, w)} ${w}w`).join(', ') : undefined}
              sizes={sizes}
              src={named ? imageFile(env.imagesPath, image, widths[widths.length - 1]) : undefined}
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
