import { useRef, useState } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { saveDownload } from '../_shared/saveDownload';
import { DownloadButton } from '../_shared/DownloadButton';
import { useCourierScripts } from './useCourierScripts';
import { isTradeInWindowExpired } from '../../../core/rules/myClaimRules';
import './consignmentDownloads.css';
import { myClaimSettingsIn } from '../../../core/rules/myClaimSettings';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface Consignment {
  id: string;
  courier_method: string;
  courier_url?: string | null;
}

interface TradeInClaim {
  updated_at?: string | null;
  consignments?: Consignment[];
}

/**
 * The trade-in (AWAITING_TRADEIN) part of my-claim: one label download per consignment of the tracked claim,
 * saved as props.fileName; 'script' consignments load their courier script from an allowed courier host. Once
 * myClaim.tradeInWaitDays have passed since the claim's last update, the window-expired message replaces it all.
 * Slots: intro, download, downloadNumbered ({number}, when there are several), windowExpired (naming the setting {myClaim_tradeInWaitDays}), downloadFailed.
 */
export default function ConsignmentDownloads({ id, props, data, text, env, fetchSource }: WidgetProps<Props, TradeInClaim | null>) {
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState<string>();
  const inFlight = useRef(false);
  const consignments = data?.consignments ?? [];
  const expired = isTradeInWindowExpired(data?.updated_at, myClaimSettingsIn(env.settings).tradeInWaitDays);
  const scriptUrls = expired ? [] : consignments.flatMap((c) => (c.courier_method === 'script' && c.courier_url ? [c.courier_url] : []));
  useCourierScripts(scriptUrls, myClaimSettingsIn(env.settings).courierHosts);
  if (!data) return null;

  async function download(consignmentId: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    setDownloading(consignmentId);
    try {
      const file = await fetchSource(props.source, {
        consignment_id: consignmentId,
      });
      if (!(file instanceof Blob)) throw new Error('not a file');
      saveDownload(file, props.fileName);
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setDownloading(undefined);
    }
  }

  return (
    <div className="consignment-downloads">
      {expired ? (
        <p className="body consignment-downloads__expired" id={`${id}-expired`}>
          {text('windowExpired')}
        </p>
      ) : (
        <>
          {consignments.length > 0 && text('intro') && <p className="body">{text('intro')}</p>}
          <ul className="consignment-downloads__list" role="list">
            {consignments.map((consignment, index) => (
              <li key={consignment.id}>
                <DownloadButton
                  source={props.source}
                  param="consignment_id"
                  id={consignment.id}
                  className="button button--secondary"
                  pending={downloading !== undefined}
                  busy={downloading === consignment.id}
                  onDownload={() => void download(consignment.id)}
                >
                  {consignments.length > 1 ? text('downloadNumbered', { number: index + 1 }) : text('download')}
                </DownloadButton>
              </li>
            ))}
          </ul>
        </>
      )}
      <div role="alert" id={`${id}-alert`}>
        {failed && <p className="error-message">{text('downloadFailed')}</p>}
      </div>
    </div>
  );
}
