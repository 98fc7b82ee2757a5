import { Slots } from '../slots';

/**
 * An import's preview or submit holds one of these while it unpacks and reads the worksheet (up to
 * 160 MiB unpacked, plus its rows), so a burst of large uploads queues instead of taking the process
 * past its memory limit. A limit of one process's memory, so it lives in the process (each instance
 * has its own).
 */
export const IMPORT_READ_SLOTS = 2;
export const importReadSlots = new Slots(IMPORT_READ_SLOTS);
