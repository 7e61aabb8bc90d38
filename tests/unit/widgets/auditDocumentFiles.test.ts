import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../../../src/widgets/_shared/saveDownload';
import { auditDocumentsOf, readableType } from '../../../src/widgets/AuditDocuments/auditDocumentList';

describe('fileNameOf (downloaded audit documents are named after their type)', () => {
  it('names the known type destruction-certificate.pdf', () => {
    expect(fileNameOf('destruction_certificate')).toBe('destruction-certificate.pdf');
  });

  it('keeps lower-case letters, digits and single hyphens only', () => {
    expect(fileNameOf('Data Wipe__Report-2')).toBe('data-wipe-report-2.pdf');
    expect(fileNameOf('Zertifikat_Löschung')).toBe('zertifikat-loschung.pdf');
    expect(fileNameOf('../../etc/passwd')).toBe('etc-passwd.pdf');
    expect(fileNameOf('.hidden')).toBe('hidden.pdf');
    expect(fileNameOf('report.exe')).toBe('report-exe.pdf');
  });

  it('never answers an empty or over-long name', () => {
    for (const empty of ['', '___', '…', null, undefined]) expect(fileNameOf(empty)).toBe('document.pdf');
    const long = fileNameOf('a'.repeat(63) + '_' + 'b'.repeat(40));
    expect(long).toBe(`${'a'.repeat(63)}.pdf`);
  });
});

describe('auditDocumentsOf', () => {
  const claim = {
    consignments: [
      {
        units: [
          {
            audit: {
              audit_documents: [{ id: 'a1', document_type: 'destruction_certificate' }],
            },
          },
          { id: 'u2' },
        ],
      },
      {
        units: [
          {
            audit: {
              audit_documents: [
                { id: 'a2', document_type: 'wipe_report' },
                { id: 'a3', document_type: 'destruction_certificate' },
              ],
            },
          },
        ],
      },
      { units: [] },
    ],
  };

  it('lists every document of every unit in order, numbering types that occur more than once', () => {
    expect(auditDocumentsOf(claim)).toEqual([
      { id: 'a1', document_type: 'destruction_certificate', number: 1 },
      { id: 'a2', document_type: 'wipe_report' },
      { id: 'a3', document_type: 'destruction_certificate', number: 2 },
    ]);
  });

  it('answers nothing for a claim without consignments, units or audits', () => {
    expect(auditDocumentsOf(null)).toEqual([]);
    expect(auditDocumentsOf({})).toEqual([]);
    expect(auditDocumentsOf({ consignments: [{ units: [{ audit: null }, {}] }] })).toEqual([]);
  });

  it('reads a type without its own wording', () => {
    expect(readableType('wipe_report')).toBe('Wipe report');
    expect(readableType('__')).toBe('');
  });
});
