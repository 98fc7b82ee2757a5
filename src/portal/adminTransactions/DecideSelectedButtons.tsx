import { useListContext } from 'react-admin';
import { DecideButtons, type Decision } from './DecideButtons';

type DecideSelectedButtonsProps = { onDecided: (decision: Decision) => void };

/**
 * The admin list's bulk actions: approve or reject the selected rows in one call after a
 * confirmation (DecideButtons); the selection is cleared once decided.
 */
export const DecideSelectedButtons = ({ onDecided }: DecideSelectedButtonsProps) => {
  const { selectedIds, onUnselectItems } = useListContext();
  return (
    <DecideButtons
      ids={selectedIds.map(Number)}
      scope="selection"
      onDecided={(decision) => {
        onUnselectItems();
        onDecided(decision);
      }}
    />
  );
};
