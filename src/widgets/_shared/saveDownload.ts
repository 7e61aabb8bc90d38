/**
 * Saves a downloaded file (a Blob from a data source) under `fileName`, the way a link with `download` does:
 * an object URL on a temporary anchor, clicked at once (call it from the click handler that fetched the file),
 * then removed and revoked. Revoking waits a moment so the browser has started reading the URL.
 */
export function saveDownload(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  doc.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/**
 * A file name for a server-given document type (`destruction_certificate` → `destruction-certificate.pdf`):
 * lower case letters, digits and single hyphens only, at most 64 characters before the extension, never empty
 * (`fallback`), so no type can name a path, a hidden file or another extension.
 */
export function fileNameOf(documentType: string | null | undefined, extension = 'pdf', fallback = 'document'): string {
  const base = (documentType ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)
    .replace(/^-+|-+$/g, '');
  return `${base || fallback}.${extension}`;
}
