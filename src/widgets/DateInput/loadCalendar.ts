import calendarStylesheet from './calendar.css?url';

let loading: Promise<typeof import('./Calendar')> | undefined;

/**
 * The calendar's code and react-day-picker's stylesheet, asked for together when the visitor opens it (the click,
 * not a render) and shown once both are here: the stylesheet is 1.4 kB of every page's inlined CSS otherwise, for a
 * popover most visitors never open. A stylesheet that fails to load leaves an unstyled but working calendar.
 */
export function loadCalendar(): Promise<typeof import('./Calendar')> {
  return (loading ??= Promise.all([
    import('./Calendar'),
    new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = calendarStylesheet;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      document.head.append(link);
    }),
  ]).then(([calendar]) => calendar));
}
