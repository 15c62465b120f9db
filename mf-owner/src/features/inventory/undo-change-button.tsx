import { useState } from 'react';
import { getErrorMessage } from 'shared-contracts';
import { Button, useToast } from 'ui-kit';
import { FormAlert } from 'ui-kit/forms';
import { useOwnerInventoryUndoMutation } from './inventory.api';
import { inventoryMessages as t } from './inventory.messages';

interface Props {
  hotelId: number;
  changeId: string;
  /** Names the change for a screen reader ("되돌리기 2026-03-01 일괄 적용"). */
  label?: string;
  onUndone?: () => void;
}

/**
 * 되돌리기 of one inventory change (POST …/changes/{changeId}/undo). A refusal (a booking made since, a later edit, already
 * undone) shows the server's message, which names the nights.
 */
export function UndoChangeButton({ hotelId, changeId, label, onUndone }: Props) {
  const toast = useToast();
  const [undo, { isLoading }] = useOwnerInventoryUndoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      const result = await undo({ hotelId, changeId }).unwrap();
      toast.success(t.undone(result.restored));
      onUndone?.();
    } catch (error) {
      setFailure(t.undoFailed(getErrorMessage(error)));
    }
  };
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        loading={isLoading}
        aria-label={label ? `${t.undo} ${label}` : undefined}
        onClick={() => void run()}
      >
        {t.undo}
      </Button>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </>
  );
}
