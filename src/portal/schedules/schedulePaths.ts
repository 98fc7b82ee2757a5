/** The standing orders' pages (issue 40). */
export const STANDING_ORDERS_PATH = '/manager/standing-orders';
export const standingOrderPath = (id: number): string => `${STANDING_ORDERS_PATH}/${id}/show`;
export const standingOrderEditPath = (id: number): string => `${STANDING_ORDERS_PATH}/${id}`;
