import { action } from './writeRequest';

/**
 * The standing orders' writes (issue 40): a new scheduled payment or standing order (from the payment
 * forms), and pause, resume (with a one-time code) and cancel. Changing an order is react-admin's
 * update of the `standing-orders` resource (its code through `meta`, like every write).
 */
export const scheduleActions = {
  createStandingOrder: action('manager.standingOrders.create'),
  pauseStandingOrder: action('manager.standingOrders.pause'),
  resumeStandingOrder: action('manager.standingOrders.resume'),
  cancelStandingOrder: action('manager.standingOrders.cancel'),
};
