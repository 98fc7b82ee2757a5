import type { ComponentType } from 'react';
import type { RaRecord, ResourceProps } from 'react-admin';
import type { ResourceName } from '../providers/resources';

/**
 * A react-admin resource of the portal, as react-admin's own demo shapes one (name, icon, record
 * representation). Its pages keep the spec's paths (routes/): a spec route renders the resource's
 * `<List resource=… storeKey=…>`, so the resource itself registers no routes of its own.
 */
export type KontorResource = {
  name: ResourceName;
  icon: ComponentType;
  recordRepresentation: NonNullable<ResourceProps['recordRepresentation']>;
};

export const kontorResource = (resource: KontorResource): KontorResource => resource;

/** For records without a name of their own: their number. */
export const numbered = (record: RaRecord): string => `#${record.id}`;
