/** Every amount is whole US cents; the API names the currency next to each so integrations need not assume it. */
export const CURRENCY = "USD";
