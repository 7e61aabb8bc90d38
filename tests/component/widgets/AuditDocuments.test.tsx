// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AuditDocuments from '../../../src/widgets/AuditDocuments';
import { spyOnDownloads } from './downloadSpy';
import { renderWidget } from './renderWidget';

const props = { source: 'auditDocument' };
const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const text = {
  documentType_destruction_certificate: 'certificate',
  documentType_wipe_report: '',
};
const claim = {
  status: 'COMPLETED',
  consignments: [
    {
      id: 'cons-1',
      units: [
        {
          id: 'u1',
          audit: {
            audit_documents: [{ id: 'audit-1', document_type: 'destruction_certificate' }],
          },
        },
      ],
    },
    {
      id: 'cons-2',
      units: [
        {
          id: 'u2',
          audit: {
            audit_documents: [{ id: 'audit-2', document_type: 'wipe_report' }],
          },
        },
        { id: 'u3' },
      ],
    },
  ],
};

let downloads: ReturnType<typeof spyOnDownloads>;
beforeEach(() => {
  downloads = spyOnDownloads();
});
afterEach(() => {
  cleanup();
  downloads.restore();
});

describe('AuditDocuments', () => {
  it('lists every document of every unit under a heading, with a hidden PDF icon and the file type in words', () => {
    renderWidget(AuditDocuments, { props, data: claim, text });
    expect(screen.getByRole('heading', { level: 2, name: 'title' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'PDF download certificate (fileTypePdf)',
      'PDF download documentTypeOther Wipe report (fileTypePdf)',
    ]);
    expect(
      screen.getByRole('button', {
        name: 'download certificate (fileTypePdf)',
      }),
    ).toBe(buttons[0]);
    for (const button of buttons) {
      const icon = button.querySelector('svg');
      expect(icon?.getAttribute('aria-hidden')).toBe('true');
      expect(icon?.getAttribute('focusable')).toBe('false');
    }
  });

  it('numbers documents of the same type so each keeps a name of its own', () => {
    const twice = {
      consignments: [
        {
          units: [
            {
              audit: {
                audit_documents: [
                  { id: 'a', document_type: 'destruction_certificate' },
                  { id: 'b', document_type: 'destruction_certificate' },
                ],
              },
            },
          ],
        },
      ],
    };
    renderWidget(AuditDocuments, { props, data: twice, text });
    expect(screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'PDF download documentNumbered certificate 1 (fileTypePdf)',
      'PDF download documentNumbered certificate 2 (fileTypePdf)',
    ]);
  });

  it('downloads a document and saves it named after its type', async () => {
    const fetchSource = vi.fn(async () => pdf);
    renderWidget(AuditDocuments, { props, data: claim, text, fetchSource });
    await userEvent.click(screen.getAllByRole('button')[0]);
    expect(fetchSource).toHaveBeenCalledWith('auditDocument', {
      audit_document_id: 'audit-1',
    });
    await waitFor(() => expect(downloads.saved).toEqual([{ fileName: 'destruction-certificate.pdf', href: 'blob:test/1' }]));
    await userEvent.click(screen.getAllByRole('button')[1]);
    await waitFor(() => expect(downloads.saved.map((s) => s.fileName)).toEqual(['destruction-certificate.pdf', 'wipe-report.pdf']));
  });

  it('says the download failed in its alert region', async () => {
    const fetchSource = vi.fn(async () => {
      throw new Error('404');
    });
    renderWidget(AuditDocuments, { props, data: claim, text, fetchSource });
    expect(screen.getByRole('alert').textContent).toBe('');
    await userEvent.click(screen.getAllByRole('button')[1]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('downloadFailed'));
    expect(downloads.saved).toEqual([]);
  });

  it('shows nothing for a claim without audit documents, or without a claim', () => {
    for (const data of [null, { consignments: [] }, { consignments: [{ id: 'c', units: [{ id: 'u' }] }] }]) {
      const { container, unmount } = renderWidget(AuditDocuments, {
        props,
        data,
      });
      expect(container.innerHTML).toBe('');
      unmount();
    }
  });
});
