/** The number an order is shown by: the first 8 characters of its id (docs/product.md "Orders"). */
export const orderNumber = (orderId: string) => orderId.slice(0, 8);
