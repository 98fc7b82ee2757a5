import { TRANSFER_SERVICE_PROTOCOLS, type TransferService } from '../../../contract/enums';
import type { BeforeChange } from '../engine/types';

/** The protocol follows the service: sepa → SEPA, portal → PORTAL_TRANSFER, fps_chaps → FPS_CHAPS, otherwise SWIFT. */
export const protocolFollowsService: BeforeChange<unknown> = {
  name: 'protocolFollowsService',
  priority: 15,
  run: (next) => {
    const service = next.transfer_service as TransferService;
    const protocol = service in TRANSFER_SERVICE_PROTOCOLS ? TRANSFER_SERVICE_PROTOCOLS[service] : 'SWIFT';
    return next.transmission_protocol_id === protocol ? null : { transmission_protocol_id: protocol };
  },
};
