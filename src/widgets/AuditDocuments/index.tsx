import { useRef, useState } from 'react';
import type { PropsOf, WidgetProps } from '../../engine/contract';
import { fileNameOf, saveDownload } from '../_shared/saveDownload';
import { auditDocumentsOf, readableType, type ListedDocument } from './auditDocumentList';
import { PdfIcon } from './PdfIcon';
import { DownloadButton } from '../_shared/DownloadButton';
import './auditDocuments.css';
import type manifest from './manifest';

/** The block's props, as its manifest's schema says. */
type Props = PropsOf<typeof manifest>;

type Claim = Parameters<typeof auditDocumentsOf>[0];

/**
 * The audit documents of the tracked claim's trade-in units (e.g. a destruction certificate), whatever the
 * claim's status: one download per document, saved as `<document type>.pdf` (the contract's /audit-document
 * answers PDFs, so every entry carries the PDF icon). Nothing is shown while the claim has none.
 * Slots: title, download ({document}), fileTypePdf, documentType_<type> (wording of a known type),
 * documentTypeOther ({type}: any other type), documentNumbered ({document}, {number}), downloadFailed.
 */
export default function AuditDocuments({ id, props, data, text, fetchSource }: WidgetProps<Props, Claim>) {
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState<string>();
  const inFlight = useRef(false);
  const documents = auditDocumentsOf(data);
  if (!documents.length) return null;

  function nameOf(document: ListedDocument): string {
    const name = text(`documentType_${document.document_type}`) || text('documentTypeOther', { type: readableType(document.document_type) });
    return document.number ? text('documentNumbered', { document: name, number: document.number }) : name;
  }

  async function download(document: ListedDocument) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    setDownloading(document.id);
    try {
      const file = await fetchSource(props.source, {
        audit_document_id: document.id,
      });
      if (!(file instanceof Blob)) throw new Error('not a file');
      saveDownload(file, fileNameOf(document.document_type));
    } catch {
      setFailed(true);
    } finally {
      inFlight.current = false;
      setDownloading(undefined);
    }
  }

  const title = text('title');
  return (
    <section className="audit-documents" aria-labelledby={`${id}-title`}>
      <h2 className="heading-m" id={`${id}-title`}>
        {title}
      </h2>
      <ul className="audit-documents__list" role="list">
        {documents.map((document) => (
          <li key={document.id} className="audit-documents__item">
            <DownloadButton
              source={props.source}
              param="audit_document_id"
              id={document.id}
              className="button button--secondary audit-documents__download"
              pending={downloading !== undefined}
              busy={downloading === document.id}
              onDownload={() => void download(document)}
            >
              <PdfIcon /> {text('download', { document: nameOf(document) })} <span>({text('fileTypePdf')})</span>
            </DownloadButton>
          </li>
        ))}
      </ul>
      <div role="alert" id={`${id}-alert`}>
        {failed && <p className="error-message">{text('downloadFailed')}</p>}
      </div>
    </section>
  );
}
