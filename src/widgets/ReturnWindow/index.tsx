import type { PropsOf, WidgetProps } from '../../engine/contract';
import { isReturnWindowOpen } from '../../../core/rules/myClaimRules';
import './returnWindow.css';
import { myClaimSettingsIn } from '../../../core/rules/myClaimSettings';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/** The part of the tracked claim (source trackedClaim) this widget reads. */
interface ClaimPurchase {
  purchased_at?: { date?: string | null } | null;
}

/**
 * The AWAITING_ACTION return form's gate: its child blocks (the bank details and return reason form) are shown
 * while the return window is open (myClaimSettingsIn(env.settings).returnWindowDays since the claim's purchase date), otherwise the
 * 'closed' text slot (its wording names the setting, {myClaim_returnWindowDays_max}). Nothing without a claim.
 */
export default function ReturnWindow({ data, env, text, children }: WidgetProps<Props, ClaimPurchase | null>) {
  if (!data) return null;
  if (isReturnWindowOpen(data.purchased_at?.date, myClaimSettingsIn(env.settings), env.timezone)) return <>{children}</>;
  return (
    <div className="return-window__closed">
      <p>{text('closed')}</p>
    </div>
  );
}
