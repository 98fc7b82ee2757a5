import { Alert } from '@mui/material';
import { Create, type CreateProps, Edit, type EditProps, type RaRecord, Show, type ShowProps, useTranslate } from 'react-admin';

/**
 * What every record page of the portal sets on react-admin's <Edit>, <Show> and <Create>: the page
 * frame around it gives the title and actions (none of its own, no card), and the route table
 * guards the page (react-admin's own auth check is off).
 */
const FRAMED = { disableAuthentication: true, title: false, actions: false, component: 'div' } as const;

/** A record that cannot be loaded is said on the page: no react-admin notification, no redirect. */
const QUIET_QUERY = { onError: () => undefined };

/** `notFoundKey`: the message shown on the page when the record cannot be loaded. */
type NotFound = { notFoundKey?: string };

const useNotFound = (notFoundKey: string | undefined) => {
  const translate = useTranslate();
  return notFoundKey ? <Alert severity="error">{translate(notFoundKey)}</Alert> : undefined;
};

/** react-admin's <Edit> of a record page, saved pessimistically so that the server's 422 lands on the fields. */
const RecordEdit = <R extends RaRecord = RaRecord>({ notFoundKey, queryOptions, ...props }: EditProps<R> & NotFound) => {
  const error = useNotFound(notFoundKey);
  return <Edit<R> {...FRAMED} mutationMode="pessimistic" redirectOnError={false} error={error} queryOptions={{ ...QUIET_QUERY, ...queryOptions }} {...props} />;
};

/** react-admin's <Show> of a record page. */
const RecordShow = <R extends RaRecord = RaRecord>({ notFoundKey, queryOptions, ...props }: ShowProps<R> & NotFound) => {
  const error = useNotFound(notFoundKey);
  return <Show<R> {...FRAMED} redirectOnError={false} error={error} queryOptions={{ ...QUIET_QUERY, ...queryOptions }} {...props} />;
};

/** react-admin's <Create> of a record page. */
const RecordCreate = <R extends RaRecord = RaRecord>(props: CreateProps<R>) => <Create<R> {...FRAMED} {...props} />;

/**
 * The record pages inside the page frame (frame/PageFrame): `<RecordPage.Edit resource id
 * notFoundKey>`, `<RecordPage.Show …>`, `<RecordPage.Create …>`, each react-admin's own with the
 * portal's settings; any prop given still wins.
 */
export const RecordPage = { Edit: RecordEdit, Show: RecordShow, Create: RecordCreate };
