/** An IMEI range of a product (catalogue.json products[].imeiRanges): the 14 digits before the check digit, first and last included. */
export interface ProductImeiRangeTable {
  product_id: string;
  first_body: string;
  last_body: string;
}
