/** Loud failure for a type the registry does not know: visible in development, logged always. */
export function UnknownWidget({ type, pointer, dev }: { type: string; pointer: string; dev: boolean }) {
  console.error(`Unknown widget type "${type}" at ${pointer}`);
  if (!dev) return null;
  return (
    <div className="dev-placeholder" role="alert">
      Unknown widget type <code>{type}</code> at <code>{pointer}</code>
    </div>
  );
}
