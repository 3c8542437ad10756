export { startPaymentsViews } from './start-payments-views';
export type { PaymentsView, PaymentsViewModule } from './views';
