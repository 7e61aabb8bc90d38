import { vi } from 'vitest';

/**
 * Records what saveDownload saves in jsdom (no object URLs, no real downloads): the file names clicked on
 * temporary anchors, the blobs turned into URLs, and the URLs revoked afterwards.
 */
export function spyOnDownloads() {
  const saved: Array<{ fileName: string; href: string }> = [];
  const blobs: Blob[] = [];
  let next = 0;
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:test/${++next}`;
  });
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({
      fileName: this.download,
      href: this.getAttribute('href') ?? '',
    });
  });
  return { saved, blobs, revokeObjectURL, restore: () => click.mockRestore() };
}
