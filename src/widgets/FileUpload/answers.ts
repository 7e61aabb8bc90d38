import type { AnswerMaker } from '../../engine/contract';

/** The smallest PDF a reader opens: what the server checks is the content, not the name. */
const SAMPLE_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** One chosen PDF, waiting for upload as a chosen file does (the upload action sends it). */
const fileUploadAnswers: AnswerMaker = ({ pendingFiles }) => {
  const file = new File([SAMPLE_PDF], 'proof-of-purchase.pdf', { type: 'application/pdf' });
  return { answers: [{ label: '1 PDF', value: [{ key: pendingFiles.add(file), name: file.name, size: file.size, type: file.type }] }] };
};

export default fileUploadAnswers;
