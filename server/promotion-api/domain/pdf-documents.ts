import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A simple one-page PDF with a title and lines of text (consignment labels, audit documents). */
export async function simplePdf(title: string, lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(toWinAnsi(title), { x: 50, y: 780, size: 20, font: bold });
  lines.forEach((line, i) => page.drawText(toWinAnsi(line), { x: 50, y: 740 - i * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

/** Standard fonts only encode WinAnsi: replace anything else. */
function toWinAnsi(text: string): string {
  return text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
}
