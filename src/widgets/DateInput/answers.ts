import { DateTime } from 'luxon';
import type { AnswerMaker, PropsOf } from '../../engine/contract';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface PurchaseWindow {
  start?: string;
  end?: string;
}

/**
 * The latest day the package's purchase window (catalogue.json purchaseWindow) and the field allow: today, or the
 * window's last day once it has closed. "Today" is the earlier of the visitor's calendar day (what notAfterToday
 * checks) and the locale's, so a walk run near midnight never answers a day one of them calls tomorrow.
 */
const dateInputAnswers: AnswerMaker<Props> = ({ env, seed }) => {
  const window = (seed.purchaseWindow ?? {}) as PurchaseWindow;
  const now = DateTime.now();
  const candidates = [now.toISODate()!, now.setZone(env.timezone).toISODate()!, window.end].filter((day): day is string => typeof day === 'string').sort();
  const day = candidates[0];
  return { answers: [{ label: day, value: day }] };
};

export default dateInputAnswers;
