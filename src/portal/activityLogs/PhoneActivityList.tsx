import type { ReactElement } from 'react';
import { SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { activityPhoneTexts, type ActivityRow } from './ActivityTable';

/** The recent activity as a phone shows it (RecentActivityPanel): a list inside the panel's ListBase. */
export const PhoneActivityList = ({ empty }: { empty: ReactElement }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return <SimpleList<ActivityRow> {...activityPhoneTexts(translate, locale)} linkType={false} empty={empty} />;
};
