import { useTranslate } from 'react-admin';
import { useTimelineClasses } from '../menus/useTimelineClasses';

/** The display name of a timeline entity class: translated by slug, else the server's name, else the slug. */
export const useTimelineClassName = (slug: string): string => {
  const translate = useTranslate();
  const classes = useTimelineClasses(true);
  const fromServer = classes?.find((c) => c.slug === slug)?.name ?? slug;
  return translate(`app.timeline.classes.${slug}`, { _: fromServer });
};
