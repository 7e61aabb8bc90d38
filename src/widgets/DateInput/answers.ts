import { DateTime } from 'luxon';
import type { AnswerMaker } from '../../engine/contract';

interface PurchaseWindow {
  start?: string;
  end?: string;
}

/**
 * The latest day the package's purchase window (catalogue.json purchaseWindow) and the field allow: today in the
 * locale's time zone, or the window's last day once it has closed.
 */
const dateInputAnswers: AnswerMaker<{ max?: 'today' }> = ({ env, seed }) => {
  const window = (seed.purchaseWindow ?? {}) as PurchaseWindow;
  const today = DateTime.now().setZone(env.timezone).toISODate()!;
  const candidates = [today, window.end].filter((day): day is string => typeof day === 'string').sort();
  const day = candidates[0];
  return { answers: [{ label: day, value: day }] };
};

export default dateInputAnswers;
