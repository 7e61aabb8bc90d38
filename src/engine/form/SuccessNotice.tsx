import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useLocation } from '../navigation/siteRouter';
import type { ContentLookup } from '../contract';
import { pageNoticeAtom } from '../../state/pageNoticeAtom';

/**
 * The success message a form of this page left (GOV.UK success banner): at the top of the page, where it stays
 * visible even when the panel whose form succeeded is gone (the claim moved on); focused so it is read out.
 */
export function SuccessNotice({ content, titleAlias }: { content: ContentLookup; titleAlias: string | undefined }) {
  const notice = useAtomValue(pageNoticeAtom);
  const { key } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  const shown = notice && notice.visitKey === key ? notice : null;
  useEffect(() => {
    if (shown) {
      ref.current?.focus();
      ref.current?.scrollIntoView?.({ block: 'start' });
    }
  }, [shown]);
  if (!shown) return null;
  return (
    <div className="success-notice" role="status" tabIndex={-1} ref={ref} aria-labelledby="success-notice-title">
      <h2 className="success-notice__title" id="success-notice-title">
        {content.text(titleAlias)}
      </h2>
      <p className="success-notice__body">{content.text(shown.alias)}</p>
    </div>
  );
}
