import { companyChannel } from '../../../contract/enums';
import type { AppContext } from '../../context';
import { realtimeOf } from '../../realtime/publish';
import { fileResource, type KycFileRow, trackingResources, type TrackingRow } from './resource';

/**
 * `compliance.created` / `compliance.updated` carry the whole tracking (with its files), and
 * `kyc_file.created` / `kyc_file.updated` one file with its tracking id: the portal replaces the
 * records it shows. Published after the commit, on the company channel.
 */
export const publishTracking = async (ctx: AppContext, row: TrackingRow, created = false): Promise<void> => {
  if (row.company_id === null) return;
  const [tracking] = await trackingResources(ctx.db, [row]);
  await realtimeOf(ctx).broadcast(companyChannel(row.company_id), created ? 'compliance.created' : 'compliance.updated', tracking);
};

export const publishKycFile = async (ctx: AppContext, file: KycFileRow, created = false): Promise<void> => {
  if (file.company_id === null || file.compliance_tracking_id === null) return;
  await realtimeOf(ctx).broadcast(companyChannel(file.company_id), created ? 'kyc_file.created' : 'kyc_file.updated', {
    ...fileResource(file),
    compliance_tracking_id: file.compliance_tracking_id,
  });
};
