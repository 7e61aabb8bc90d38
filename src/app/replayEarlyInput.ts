/**
 * What a customer typed or chose in a server-rendered page before its scripts had hydrated it: React keeps such a
 * value on screen but not in its state (it takes the value it rendered as the field's default), so the next render
 * would wipe it and a submit would not see it. Once the screen has hydrated, such values are handed to the page's
 * own change handlers, as if typed again. Downloaded only where something was typed before the site started (the
 * page's start script marks `<html data-early-input>`).
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TOGGLES = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file']);

const isRadio = (field: Field) => field instanceof HTMLInputElement && field.type === 'radio';

/** Whether a field shows something other than what the page rendered into it. */
function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** A field's value as the customer left it before hydration. */
export interface Noted {
  field: Field;
  value: string;
  checked: boolean;
  /** What the server rendered into it. */
  rendered: string;
}

/** What the page renders into the field from its form's state (for a select: its default option). */
function renderedValue(field: Field): string {
  if (field instanceof HTMLSelectElement) return [...field.options].find((option) => option.defaultSelected)?.value ?? '';
  return field.defaultValue;
}

/**
 * The fields under `root` showing something other than what the page rendered into them. Called before hydrating
 * too: hydration keeps a typed text on screen but puts a checkbox or radio back as rendered.
 */
export function noteEarlyInput(root: ParentNode): Noted[] {
  const noted: Noted[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    // A radio group: only the one now chosen.
    if (field instanceof HTMLInputElement && field.type === 'radio' && !field.checked) continue;
    if (changedBeforeHydration(field)) noted.push({ field, value: field.value, checked: 'checked' in field ? field.checked : false, rendered: renderedValue(field) });
  }
  return noted;
}

/**
 * React fires onChange only when a field's value differs from the one it last saw, and it last saw the customer's:
 * the field is set through React's own setter to what was rendered, then to the customer's value through the
 * element's native setter, and the event React listens to for that kind of field is dispatched.
 */
function replay({ field, value, checked }: Noted) {
  if (field instanceof HTMLInputElement && TOGGLES.has(field.type)) {
    field.checked = !checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(field, checked);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!nativeSetter) return;
  field.value = renderedValue(field);
  nativeSetter.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Whether the form holds the noted value: React renders a controlled field's value as its default too. */
function held({ field, value, checked }: Noted): boolean {
  if (field instanceof HTMLSelectElement) return false;
  return field instanceof HTMLInputElement && TOGGLES.has(field.type) ? field.defaultChecked === checked : field.defaultValue === value;
}

/**
 * Call once the page's screen is hydrated. Parts of it in their own Suspense boundaries hydrate a little later, a
 * field cannot take the replay before, and a form re-rendering for one field renders the others from its state: so
 * a noted value the form does not hold yet is replayed again, up to `rounds` times 100 ms apart, while the field
 * still shows it or shows what the server rendered (never over something the customer typed since). Settles once
 * the forms hold every noted value, or after the last round.
 */
export function replayEarlyInput(root: ParentNode, rounds = 5, notedBefore: readonly Noted[] = []): Promise<void> {
  const now = noteEarlyInput(root);
  let noted = [...notedBefore.filter((entry) => !now.some((later) => later.field === entry.field || (isRadio(later.field) && later.field.name === entry.field.name))), ...now];
  return new Promise((resolve) => {
    const round = (left: number) => {
      noted = noted.filter((entry) => entry.field.isConnected && !held(entry));
      for (const entry of noted) {
        const { field } = entry;
        const toggle = field instanceof HTMLInputElement && TOGGLES.has(field.type);
        if (toggle || field.value === entry.value || field.value === entry.rendered) replay(entry);
      }
      if (noted.length && left > 1) setTimeout(() => round(left - 1), 100);
      else resolve();
    };
    round(rounds);
  });
}

/**
 * A form sent before the site was ready (held by the page's start script) is sent now, as the customer asked, once
 * its Continue is enabled (a step enables it when all its blocks are on screen); given up after two seconds.
 */
export function sendEarlySubmit() {
  const html = document.documentElement;
  const index = html.getAttribute('data-early-submit');
  if (index === null) return;
  html.removeAttribute('data-early-submit');
  const form = document.forms[Number(index)] as HTMLFormElement | undefined;
  const deadline = performance.now() + 2000;
  const attempt = () => {
    if (!form?.isConnected) return;
    if (!form.querySelector('[type="submit"][aria-disabled="true"]')) form.requestSubmit();
    else if (performance.now() < deadline) setTimeout(attempt, 50);
  };
  attempt();
}
