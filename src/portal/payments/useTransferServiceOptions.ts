import { useTranslate } from 'react-admin';
import type { FieldOption } from './PaymentField';

/** The offered transfer services with the spec's labels ("Sepa (EU , EEA)", …). */
export const useTransferServiceOptions = (offered: unknown): FieldOption[] => {
  const translate = useTranslate();
  const list = Array.isArray(offered) ? (offered as string[]) : [];
  return list.map((s) => ({ id: s, name: translate(`app.payments.services.${s}`) }));
};
