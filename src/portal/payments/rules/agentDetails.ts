import type { AfterChange } from '../engine/types';
import { blank, changed } from '../engine/types';
import { agentFields } from './beneficiarySelect';
import type { WithdrawalContext } from './context';

/**
 * The picker dictionary holds a beneficiary's name, IBAN and bank only; once one is selected its
 * full record (first and last name, address) fills the rest.
 */
export const agentDetails: AfterChange<WithdrawalContext> = {
  name: 'agentDetails',
  run: async (values, prev, context, engine) => {
    if (!changed(values, prev, 'selected_agent_id') || blank(values.selected_agent_id)) return;
    const id = Number(values.selected_agent_id);
    try {
      const agent = await context.loadAgent(id);
      if (Number(engine.values().selected_agent_id) === id) engine.change(agentFields(agent));
    } catch {
      // The picker's fields stay; the user completes the rest.
    }
  },
};
