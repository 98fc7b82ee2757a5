import type { TimelineEntity, TimelineEntityView } from '../../../contract/entities';
import type { AppContext } from '../../context';

type Page = { page: number; per_page: number; search?: string | undefined };
type Listed = { data: TimelineEntity[]; total: number };
type Fields = TimelineEntityView['fields'];

/**
 * An entity class of the admin timeline: how its records are listed and shown, and where its events
 * come from. Events of transactions are their status history (transaction_events); the other classes
 * have the timeline_events the writes record (recordTimeline).
 */
export type TimelineClass = {
  slug: string;
  name: string;
  events: 'timeline' | 'transaction';
  list: (ctx: AppContext, page: Page) => Promise<Listed>;
  view: (ctx: AppContext, id: number) => Promise<Fields | null>;
  label: (ctx: AppContext, id: number) => Promise<string | null>;
};
