import type { ReactNode } from 'react';

interface DownloadButtonProps {
  /** The data source that answers the document (the block's `props.source`). */
  source: string;
  /** The source's parameter naming the document, and the document's id. */
  param: string;
  id: string;
  /** A download is under way (this one: `busy`). */
  pending: boolean;
  busy: boolean;
  className: string;
  onDownload: () => void;
  children: ReactNode;
}

/**
 * A document's download button (a trade-in label, an audit document): with scripts it fetches the document itself
 * (`onDownload`); without them its form asks the server, which answers the document as a file
 * (server/site/page-forms/: `_download` names the source, `param` the document).
 */
export function DownloadButton({ source, param, id, pending, busy, className, onDownload, children }: DownloadButtonProps) {
  return (
    <form method="post">
      <input type="hidden" name="_download" value={source} />
      <button
        type="submit"
        name={param}
        value={id}
        className={className}
        aria-disabled={pending || undefined}
        aria-busy={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          onDownload();
        }}
      >
        {children}
      </button>
    </form>
  );
}
