/** A small document icon marked PDF; decorative (the button says PDF in words), so hidden from assistive tech. */
export function PdfIcon() {
  return (
    <svg className="audit-documents__icon" width="24" height="30" viewBox="0 0 24 30" aria-hidden="true" focusable="false">
      <path d="M2 1h14l7 7v20a1 1 0 0 1-1 1H2a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1z" fill="#fff" stroke="currentColor" strokeWidth="2" />
      <path d="M16 1v7h7" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="0" y="15" width="20" height="9" fill="#d4351c" />
      <text x="10" y="22" fill="#fff" fontFamily="Arial, sans-serif" fontSize="7" fontWeight="700" textAnchor="middle">
        PDF
      </text>
    </svg>
  );
}
