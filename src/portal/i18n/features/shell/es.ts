import type { Strings } from '../../strings';
import type en from './en';

export default {} satisfies Strings<typeof en>;
