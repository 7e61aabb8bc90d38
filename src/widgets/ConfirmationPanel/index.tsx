import type { PropsOf, WidgetProps } from '../../engine/contract';
import type manifest from './manifest';
import './confirmationPanel.css';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

interface Confirmation {
  public_reference: string;
  email: string;
}

/** GOV.UK confirmation panel: the acknowledgement and the claim reference, then what happens next. */
export default function ConfirmationPanel({ data, text, html }: WidgetProps<Props, Confirmation | null>) {
  return (
    <>
      <div className="confirmation-panel">
        <p className="confirmation-panel__title">{text('title')}</p>
        {data && (
          <div className="confirmation-panel__body">
            {text('referenceLabel')}
            <br />
            <strong className="confirmation-panel__reference">{data.public_reference}</strong>
          </div>
        )}
      </div>
      {data && <p>{text('emailSent', { email: data.email })}</p>}
      {html('nextSteps')}
    </>
  );
}
