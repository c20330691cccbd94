/** Maximum lengths of client fields (docs/product.md "Clients"), enforced by the form, the API and the database. */
export const CLIENT_FIELD_MAX_LENGTH = {
  name: 100,
  email: 255,
  phone: 50,
  company: 100,
  position: 100,
  linkedin_url: 500,
  /** The billing address, on as many lines as it takes. */
  address: 500,
  tax_id: 50,
} as const;
