import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../frame/AuthLayout';
import { useDocumentTitle } from '../frame/useDocumentTitle';

type PublicPageProps = { titleKey: string; children: ReactNode };

/** A visitor page in the frame of the sign-in page, with its document title. */
export const PublicPage = ({ titleKey, children }: PublicPageProps) => {
  const translate = useTranslate();
  useDocumentTitle(titleKey);
  return <AuthLayout title={translate(titleKey)}>{children}</AuthLayout>;
};
