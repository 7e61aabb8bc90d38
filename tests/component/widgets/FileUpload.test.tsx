// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import FileUpload from '../../../src/widgets/FileUpload';
import { formatFileSize } from '../../../src/widgets/FileUpload/fileSize';
import { createPendingFiles, renderWidget } from './renderWidget';

afterEach(cleanup);

const props = { accept: ['image/png', 'image/jpeg', 'application/pdf'], multiple: true };
const fileOf = (name: string, bytes: number, type: string) => new File([new Uint8Array(bytes)], name, { type });

interface Chosen {
  key?: string;
  id?: string;
  name: string;
  size: number;
  type: string;
}

describe('FileUpload', () => {
  it('adds chosen files to the list and keeps the File objects aside for the upload action', async () => {
    const { value, pendingFiles } = renderWidget(FileUpload, { name: 'documents', props, value: [] });
    const input = screen.getByLabelText('label') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,application/pdf');
    expect(input.multiple).toBe(true);
    const receipt = fileOf('receipt.pdf', 1_200_000, 'application/pdf');
    await userEvent.upload(input, [receipt, fileOf('photo.png', 2048, 'image/png')]);
    await userEvent.upload(input, fileOf('box.jpeg', 10, 'image/jpeg'));
    const stored = value() as Chosen[];
    expect(stored.map(({ name, size, type }) => ({ name, size, type }))).toEqual([
      { name: 'receipt.pdf', size: 1_200_000, type: 'application/pdf' },
      { name: 'photo.png', size: 2048, type: 'image/png' },
      { name: 'box.jpeg', size: 10, type: 'image/jpeg' },
    ]);
    expect(pendingFiles.get(stored[0].key!)).toBe(receipt);
    expect(screen.getByText('1.2 MB')).toBeTruthy();
    expect(screen.getByText('2 kB')).toBeTruthy();
  });

  it('removes a file and forgets its content', async () => {
    const pendingFiles = createPendingFiles();
    const key = pendingFiles.add(fileOf('a.png', 5, 'image/png'));
    const uploaded = { id: 'doc-1', name: 'b.pdf', size: 7, type: 'application/pdf' };
    const { value } = renderWidget(FileUpload, { name: 'documents', props, pendingFiles, value: [{ key, name: 'a.png', size: 5, type: 'image/png' }, uploaded] });
    await userEvent.click(screen.getByRole('button', { name: 'remove a.png' }));
    expect(value()).toEqual([uploaded]);
    expect(pendingFiles.get(key)).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByLabelText('label'));
  });

  it('shows an upload error next to its file, linked from the error summary by the file path', () => {
    const files = [
      { id: 'doc-1', name: 'b.pdf', size: 7, type: 'application/pdf' },
      { key: 'lost-on-reload', name: 'a.png', size: 5, type: 'image/png' },
    ];
    renderWidget(FileUpload, { name: 'documents', props, value: files, errors: [{ path: 'documents.1', alias: 'errorsUploadFailed' }] });
    const item = document.getElementById('field-documents-1')!;
    expect(item.tagName).toBe('LI');
    expect(item.textContent).toContain('a.png');
    expect(document.getElementById('field-documents-1-error')?.textContent).toBe('errorPrefix errorsUploadFailed');
    expect(document.getElementById('field-documents-error')).toBeNull();
    expect(screen.getByLabelText('label').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows errors on the file input', () => {
    renderWidget(FileUpload, { name: 'documents', props, value: [], errors: [{ path: 'documents', alias: 'documentsRequired' }] });
    const input = screen.getByLabelText('label');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('field-documents-hint field-documents-error');
  });
});

describe('formatFileSize', () => {
  it('uses the locale and a readable unit', () => {
    expect(formatFileSize(512, 'en-GB')).toBe('512 byte');
    expect(formatFileSize(1_234_567, 'de-DE')).toBe('1,2 MB');
  });
});
