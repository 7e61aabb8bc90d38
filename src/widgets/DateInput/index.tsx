import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { describedBy, Field } from '../_shared/fieldMessages';
import { formatForDisplay, isIsoDate, parseTyped, localToday } from '../../../core/rules/typedDates';
import type manifest from './manifest';
import { loadCalendar } from './loadCalendar';
import './dateInput.css';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

const Calendar = lazy(loadCalendar);

const isCoarsePointer = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
const subscribeNever = () => () => undefined;
const notCoarse = () => false;

/**
 * A date stored as ISO yyyy-MM-dd (null when empty). Touch devices get the native picker; elsewhere the visitor
 * types in the locale's order or picks from a lazily loaded calendar. Text that is not (yet) a date is stored
 * as typed, so nothing is lost and validation reports it.
 */
export default function DateInput(widget: WidgetProps<Props>) {
  const { id, text, content, errors } = widget;
  // The server cannot know the pointer: a step it painted shows the typed input, which hydration keeps; a touch
  // device switches to the native picker right after (a render of its own, not a hydration mismatch).
  const native = useSyncExternalStore(subscribeNever, isCoarsePointer, notCoarse);
  const hint = text('hint');
  const invalid = errors.length > 0;
  const max = widget.props.max === 'today' ? localToday() : undefined;
  const inputProps: InputHTMLAttributes<HTMLInputElement> = {
    id,
    name: widget.name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, Boolean(hint), invalid),
  };
  return (
    <Field inputId={id} label={text('label')} hint={hint} errors={errors} content={content}>
      {native ? (
        <input
          {...inputProps}
          className="input input--width-10"
          type="date"
          max={max}
          value={isIsoDate(widget.value) ? widget.value : ''}
          onChange={(event) => widget.onChange(event.target.value || null)}
        />
      ) : (
        <TypedDate widget={widget} inputProps={inputProps} max={max} />
      )}
    </Field>
  );
}

function TypedDate({
  widget: { id, text, value, onChange, env },
  inputProps,
  max,
}: {
  widget: WidgetProps<Props>;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  max?: string;
}) {
  const displayOf = (stored: unknown) =>
    isIsoDate(stored) ? formatForDisplay(stored, env.dateFormat) : typeof stored === 'string' ? stored : '';
  const [typed, setTyped] = useState(() => displayOf(value));
  // The last value this input stored; a different incoming value came from elsewhere (draft restore, reset).
  const [stored, setStored] = useState(value);
  if (value !== stored) {
    setStored(value);
    setTyped(displayOf(value));
  }

  const store = (next: string | null, shown: string) => {
    setTyped(shown);
    setStored(next);
    onChange(next);
  };
  const onType = (raw: string) => store(raw.trim() === '' ? null : (parseTyped(raw, env.dateFormat) ?? raw), raw);

  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  const calendarId = `${id}-calendar`;
  return (
    <div className="date-input" ref={wrapper}>
      <input
        {...inputProps}
        ref={input}
        className="input input--width-10"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        onChange={(event) => onType(event.target.value)}
        onBlur={() => isIsoDate(stored) && setTyped(formatForDisplay(stored, env.dateFormat))}
      />
      <button
        ref={toggle}
        type="button"
        className="button button--secondary date-input__toggle"
        aria-expanded={open}
        aria-controls={calendarId}
        aria-haspopup="dialog"
        onClick={() => {
          if (!open) void loadCalendar();
          setOpen(!open);
        }}
      >
        {text('openCalendar')}
      </button>
      {open && (
        <div className="date-input__popover" id={calendarId} role="dialog" aria-label={text('label')} onKeyDown={closeOnEscape}>
          <Suspense fallback={null}>
            <Calendar
              selected={isIsoDate(stored) ? stored : undefined}
              max={max}
              locale={env.locale}
              onSelect={(iso) => {
                store(iso, formatForDisplay(iso, env.dateFormat));
                setOpen(false);
                input.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
