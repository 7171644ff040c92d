import type { PaymentSettings } from './payment-config.js';
import { FakePaymentProvider } from './fake-payment-provider.js';
import { IyzicoPaymentProvider } from './iyzico-payment-provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { PaytrPaymentProvider } from './paytr-payment-provider.js';

export {
  type CheckoutStart,
  type KnownCheckout,
  PaymentCallbackError,
  type PaymentOutcome,
  type PaymentProvider,
  PaymentProviderError,
} from './payment-provider.js';
export { type FakeCallbackBody, fakeSignature, signedFakeCallback } from './fake-payment-provider.js';
export type { PaymentSettings } from './payment-config.js';

/** The provider PAYMENT_PROVIDER names, with the settings config.ts checked; null when card payment is off. */
export function createPaymentProvider(settings: PaymentSettings): PaymentProvider | null {
  switch (settings.provider) {
    case 'off':
      return null;
    case 'fake':
      return new FakePaymentProvider(settings.fakeSecret);
    case 'iyzico':
      return new IyzicoPaymentProvider(settings);
    case 'paytr':
      return new PaytrPaymentProvider(settings);
  }
}
