import type { ComponentType } from 'react';
import type { RaRecord, ResourceProps } from 'react-admin';
import type { ResourceName } from '../providers/resources';

/**
 * A react-admin resource of the portal, as react-admin's own demo shapes one in its folder's index:
 * name, icon, record representation and its pages, each loaded on first visit. The pages keep the
 * spec's paths: routePages.ts binds them to the routes (routes/), so the resource itself registers
 * no routes of its own.
 */
export type KontorResource = {
  name: ResourceName;
  icon: ComponentType;
  recordRepresentation: NonNullable<ResourceProps['recordRepresentation']>;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
};

/** A resource as written: the pages it names stay known to the type (users.list is a page, not maybe one). */
export const kontorResource = <R extends KontorResource>(resource: R): R => resource;

/** For records without a name of their own: their number. */
export const numbered = (record: RaRecord): string => `#${record.id}`;
