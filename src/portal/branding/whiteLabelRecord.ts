/** The portal reads the white label through the contract's parser (src/contract/whiteLabelRecord.ts). */
export { parseWhiteLabelRecord as parseWhiteLabel, type WhiteLabelRecord } from '../../contract/whiteLabelRecord';
