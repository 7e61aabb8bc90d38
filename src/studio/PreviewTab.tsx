import { useRef, useState } from 'react';
import { answerOf, ApiError, studioApi, type StudioSchemas } from './api';
import { enterFrame, usePreviewFrameKeyboard } from './usePreviewFrameKeyboard';
import type { Flow, Step } from '../../core/generated/definitions';
import { draftPromotionConfigOf } from '../../core/package/promotionConfig';
import { settled, type Files, type SaveState } from './useDraft';
import { ScrollRegion } from './ScrollRegion';

const WIDTHS = [
  { name: 'Phone', px: 375 },
  { name: 'Tablet', px: 768 },
  { name: 'Desktop', px: 1280 },
] as const;

type Link = StudioSchemas['PreviewLink'];

/**
 * The saved draft as customers will see it: the real site (server render, engine, wording) in a frame of a phone,
 * tablet or desktop width, in any locale, with the draft's flags switchable for the preview only. Whatever a
 * customer would send from it is a dry run. The link can be shared, for this version only, for a day, revocable.
 * Tab goes past the frame, not through the whole site: "Use the preview by keyboard" moves into it, and Escape there
 * comes back out (usePreviewFrameKeyboard).
 */
export function PreviewTab({ code, files, base, state }: { code: string; files: Files; base: string; state: SaveState }) {
  const promotion = draftPromotionConfigOf(files);
  const sites = Object.entries(promotion.locales ?? {}).flatMap(([locale, info]) => (info.sitePath ? [{ locale, sitePath: info.sitePath }] : []));
  const [locale, setLocale] = useState(promotion.defaultLocale ?? sites[0]?.locale);
  const [width, setWidth] = useState<number>(WIDTHS[0].px);
  const [flags, setFlags] = useState<Record<string, boolean>>({ ...(promotion.flags ?? {}) });
  const [link, setLink] = useState<Link | undefined>();
  const [frameSrc, setFrameSrc] = useState<string | undefined>();
  const [message, setMessage] = useState('');
  const frame = useRef<HTMLIFrameElement>(null);
  const enterButton = useRef<HTMLButtonElement>(null);
  const afterFrame = useRef<HTMLAnchorElement>(null);
  const { inside, entered } = usePreviewFrameKeyboard(frame, enterButton, afterFrame);
  const flows = Object.keys(files).filter((file) => file.startsWith('flows/')).map((file) => files[file] as Partial<Flow>);
  const isStep = (file: unknown): file is Step => (file as Partial<Step> | undefined)?.kind === 'step';
  const routeOfStep = (id: string) => Object.values(files).find((file): file is Step => isStep(file) && file.id === id)?.route ?? id;
  // "": the home page; "flow": a flow's first step; "flow/step": that step, reached with the simulation's answers.
  const [at, setAt] = useState('');
  const sitePath = sites.find((site) => site.locale === locale)?.sitePath ?? sites[0]?.sitePath ?? '/';

  const open = async () => {
    if (!settled(state)) {
      setMessage('The draft is being saved: open the preview once it says Saved.');
      return;
    }
    const [flowId, stepId] = at.split('/');
    const flow = flows.find((candidate) => candidate.id === flowId);
    if (stepId) setMessage(`Walking the journeys to ${stepId} for its sample answers…`);
    let created: Link;
    try {
      const body = { version: base, flags, ...(stepId ? { at: { flow: flowId, step: stepId, locale } } : {}) };
      created = await answerOf(studioApi.POST('/promotions/{code}/preview-links', { params: { path: { code } }, body }));
    } catch (error) {
      setMessage(error instanceof ApiError ? `No preview: ${error.message}` : 'No preview: the studio did not answer');
      return;
    }
    const path = flow ? `${sitePath}/${flow.route}${stepId ? `/${routeOfStep(stepId)}` : ''}` : sitePath;
    setLink(created);
    setFrameSrc(`${created.url}?to=${encodeURIComponent(path)}`);
    setMessage(`Preview of version ${base.slice(0, 12)} opened in ${locale}${stepId ? ` at ${stepId}, with sample answers` : ''}.`);
  };
  const revoke = async () => {
    if (!link) return;
    await answerOf(studioApi.DELETE('/promotions/{code}/preview-links/{token}', { params: { path: { code, token: link.token } } }));
    setLink(undefined);
    setFrameSrc(undefined);
    setMessage('The preview link is revoked: it no longer opens the preview.');
  };

  return (
    <section aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <div className="preview-controls">
        <div className="field">
          <label className="label" htmlFor="preview-locale">
            Locale
          </label>
          <select className="input" id="preview-locale" value={locale} onChange={(event) => setLocale(event.target.value)}>
            {sites.map((site) => (
              <option key={site.locale}>{site.locale}</option>
            ))}
          </select>
        </div>
        <fieldset className="fieldset fieldset--inline">
          <legend className="fieldset__legend">Width</legend>
          {WIDTHS.map((option) => (
            <div className="radio" key={option.name}>
              <input type="radio" id={`width-${option.px}`} name="preview-width" checked={width === option.px} onChange={() => setWidth(option.px)} />
              <label htmlFor={`width-${option.px}`}>
                {option.name} ({option.px} px)
              </label>
            </div>
          ))}
        </fieldset>
        <fieldset className="fieldset fieldset--inline">
          <legend className="fieldset__legend">Flags for this preview only</legend>
          {Object.keys(flags).map((flag) => (
            <div className="checkbox" key={flag}>
              <input type="checkbox" id={`preview-flag-${flag}`} checked={flags[flag]} onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })} />
              <label htmlFor={`preview-flag-${flag}`}>{flag}</label>
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label className="label" htmlFor="preview-at">
            Open at
          </label>
          <select className="input" id="preview-at" value={at} onChange={(event) => setAt(event.target.value)}>
            <option value="">Home page</option>
            {flows.map((flow) => (
              <optgroup key={flow.id} label={`Flow ${flow.id}`}>
                <option value={flow.id}>First step</option>
                {(flow.steps as string[]).slice(1).map((step) => (
                  <option key={step} value={`${flow.id}/${step}`}>
                    {step}, with sample answers
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <button type="button" className="button" onClick={() => void open()}>
          Open the preview
        </button>
      </div>
      <p aria-live="polite">{message}</p>
      {link && (
        <div className="share">
          <p>
            Share this link with anyone (no account needed) until {new Date(link.expiresAt).toLocaleString('en-GB')}:{' '}
            <code>{`${window.location.origin}${link.url}`}</code>
          </p>
          <button type="button" className="button button--warning" onClick={() => void revoke()}>
            Revoke the link
          </button>
        </div>
      )}
      {frameSrc && (
        <>
          <div className="preview-keyboard">
            <button type="button" className="button button--secondary" ref={enterButton} onClick={() => enterFrame(frame.current, entered)}>
              Use the preview by keyboard
            </button>
            <p className={inside ? 'preview-keyboard__hint preview-keyboard__hint--inside' : 'preview-keyboard__hint'} id="preview-keyboard-hint">
              {inside ? 'You are in the preview: press Escape to leave it.' : 'Tab goes past the preview. This button moves into it; Escape there brings you back here.'}
            </p>
          </div>
          {/* A device wider than the studio's screen scrolls sideways inside its region, never widening the page. */}
          <ScrollRegion label={`Preview, ${width} px wide`}>
            <div className={inside ? 'preview-frame preview-frame--inside' : 'preview-frame'} style={{ width: `${width}px` }}>
              <iframe ref={frame} aria-describedby="preview-keyboard-hint" title={`Preview of ${code} in ${locale}, ${width} px wide`} src={frameSrc} width={width} height={720} />
            </div>
          </ScrollRegion>
          <p>
            <a href="#promotion-parts" ref={afterFrame}>
              Back to the parts of the promotion
            </a>
          </p>
        </>
      )}
    </section>
  );
}
