export interface AuditDocument {
  id: string;
  document_type: string;
}

/** The part of ClaimDetails the list reads (consignments → units → audit → audit_documents). */
interface ClaimWithConsignments {
  consignments?: Array<{
    id?: string;
    units?: Array<{ id?: string; audit?: { audit_documents?: AuditDocument[] } | null }>;
  }>;
}

export interface ListedDocument extends AuditDocument {
  /** 1-based count among documents of the same type, set only when the type occurs more than once. */
  number?: number;
}

/**
 * Every audit document of every unit of every consignment of the claim, in the server's order. Documents of a
 * type that occurs more than once are numbered, so each download keeps a name of its own.
 */
export function auditDocumentsOf(claim: ClaimWithConsignments | null | undefined): ListedDocument[] {
  const documents = (claim?.consignments ?? []).flatMap((c) => (c.units ?? []).flatMap((u) => u.audit?.audit_documents ?? []));
  const totals = new Map<string, number>();
  for (const d of documents) totals.set(d.document_type, (totals.get(d.document_type) ?? 0) + 1);
  const seen = new Map<string, number>();
  return documents.map((d) => {
    const number = (seen.get(d.document_type) ?? 0) + 1;
    seen.set(d.document_type, number);
    return (totals.get(d.document_type) ?? 0) > 1 ? { ...d, number } : { ...d };
  });
}

/** `destruction_certificate` → `Destruction certificate`: a readable stand-in for a type without its own wording. */
export function readableType(documentType: string): string {
  const words = documentType.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
}
