import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import type { AdminSettlement } from 'shared-contracts/schemas/admin';
import { Dialog, formatWon, useToast } from 'ui-kit';
import { FormAlert } from 'ui-kit/forms';
import { useAdminSettleMutation } from './settlements.api';
import { settlementsMessages as t } from './settlements.messages';

/**
 * Confirms 정산 완료 of one statement. A refusal (409: settled by someone else, or the week is not over) is said in
 * the dialog; the list reloads either way so the row shows its real state.
 */
export function SettleDialog({ statement, onClose }: { statement: AdminSettlement; onClose: () => void }) {
  const [settle, { isLoading }] = useAdminSettleMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const confirm = async () => {
    setFailure(null);
    try {
      await settle(statement.id).unwrap();
      toast.success(t.settleDone(statement.hotelName));
      onClose();
    } catch (error) {
      setFailure(getErrorMessage(error, t.settleFailed));
    }
  };

  return (
    <Dialog
      open
      title={t.settleTitle}
      confirmLabel={t.settle}
      cancelLabel={t.cancel}
      confirmLoading={isLoading}
      confirmDisabled={failure !== null}
      onConfirm={() => void confirm()}
      onCancel={() => {
        if (!isLoading) onClose();
      }}
    >
      {t.settleBody(statement.hotelName, formatWon(statement.netAmount), statement.weekStart, statement.weekEnd)}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </Dialog>
  );
}
