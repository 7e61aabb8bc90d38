import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, ErrorMessages, Hint } from '../_shared/fieldMessages';
import { giftGroupsOf, indexAfterKey, titleSlotFor, type RewardMethodGroup } from './gifts';
import './giftChoice.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

/**
 * The gift of a gift reward (stored as its gift_reference), offered as buttons grouped by reward-method group.
 * The buttons behave as one radio group (WAI-ARIA APG): one Tab stop, arrow keys move and choose, so screen
 * readers announce which gift is chosen. Each gift is labelled by the content alias the server sends with it.
 */
export default function GiftChoice({ id, name, text, content, props, value, onChange, errors, formValues, data }: WidgetProps<Props, RewardMethodGroup[]>) {
  const groups = giftGroupsOf(data);
  const gifts = groups.flatMap((group) => group.gifts);
  const chosenIndex = gifts.findIndex((gift) => gift.gift_reference === value);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  // A gift chosen for another product (the purchase changed) is no longer on offer: the choice is asked again.
  const stale = data !== undefined && typeof value === 'string' && value !== '' && chosenIndex < 0;
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);

  const choose = (index: number) => onChange(gifts[index].gift_reference);
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const next = indexAfterKey(event.key, index, gifts.length);
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    buttons.current[next]?.focus();
  };

  const hint = text('hint');
  const invalid = errors.length > 0;
  const titleId = `${id}-title`;
  const tabStop = chosenIndex >= 0 ? chosenIndex : 0;
  let offset = 0;
  return (
    <div className={invalid ? 'field field--error gift-choice' : 'field gift-choice'}>
      <h2 className="heading-m gift-choice__title" id={titleId}>
        {text(titleSlotFor(props.productTitles, formValues))}
      </h2>
      <Hint inputId={id} text={hint} />
      <ErrorMessages inputId={id} errors={errors} content={content} />
      <input type="hidden" name={name} value={chosenIndex >= 0 ? String(value) : ''} />
      <div
        role="radiogroup"
        id={gifts.length === 0 ? id : undefined}
        tabIndex={gifts.length === 0 ? -1 : undefined}
        className="gift-choice__groups"
        aria-labelledby={titleId}
        aria-describedby={describedBy(id, Boolean(hint), invalid)}
        aria-invalid={invalid || undefined}
      >
        {groups.map((group) => {
          const first = offset;
          offset += group.gifts.length;
          const groupLabel = text(`group_${group.method}`);
          const groupLabelId = `${id}-group-${group.method}`;
          return (
            <div
              key={group.method}
              className="gift-choice__group"
              role={groupLabel ? 'group' : undefined}
              aria-labelledby={groupLabel ? groupLabelId : undefined}
            >
              {groupLabel && (
                <h3 className="fieldset__legend fieldset__legend--s" id={groupLabelId}>
                  {groupLabel}
                </h3>
              )}
              <div className="gift-choice__options">
                {group.gifts.map((gift, position) => {
                  const index = first + position;
                  return (
                    <button
                      key={gift.gift_reference}
                      ref={(element) => {
                        buttons.current[index] = element;
                      }}
                      // Without scripts a gift is chosen by asking the server (name="action"); the choice posts with Continue.
                      type="submit"
                      name="action"
                      value={`choose:${name}:${gift.gift_reference}`}
                      role="radio"
                      id={index === 0 ? id : `${id}-${index}`}
                      className="gift-choice__option"
                      aria-checked={index === chosenIndex}
                      tabIndex={index === tabStop ? 0 : -1}
                      onClick={(event) => {
                        event.preventDefault();
                        choose(index);
                      }}
                      onKeyDown={(event) => onKeyDown(index, event)}
                    >
                      {content.text(gift.alias)}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
