/** The body of POST /claim (see ClaimRequest in the contract). */
export interface ClaimRequest {
  promotion_id: string;
  visitor_id: string | null;
  promotion_window_id: string | null;
  purchase: {
    reseller_id: string;
    invoice_date: string;
    storage_ids: string[];
    reference: string;
    items: Array<{
      product_id: string;
      imei: string;
      serial: string | null;
      price_paid: { currency: string; amount: number } | null;
      trade_in_id: string | null;
      trade_in_serial: string | null;
    }>;
  };
  contact: {
    title: string;
    first_name: string;
    last_name: string;
    address1: string;
    address2?: string | null;
    city: string;
    county: string;
    post_code: string;
    country: string;
    telephone: string;
    mobile_phone: string;
    email: string;
    locale: string;
    company?: string | null;
  };
  reward_method:
    | { method: 'gift' }
    | { method: 'paypal'; email: string }
    | ({ method: 'bank_transfer'; legal_type: string } & import('./bank-details').BankDetailsInput);
  preferences: Array<{ prompt: string; key: string; response: string }>;
}
