import { Link } from 'react-router-dom';
import { INVENTORY_LIMITS } from 'shared-contracts/schemas/owner';
import { Button } from 'ui-kit';
import { addDays } from '../../frame/owner-dates';
import { hotelPath } from '../../frame/owner-nav';
import { useOwnerHasInventoryQuery } from './dashboard.api';
import { dashboardMessages as t } from './dashboard.messages';
import { Notice } from './dashboard.styles';

/** Where 기간 등록 opens: the inventory page with its register dialog open. */
export const registerPath = (hotelId: number) => `${hotelPath(hotelId, 'inventory')}?register=1`;

/**
 * A new hotel's first step (issue 24 item 8): while no room type has inventory in the register window (today and the
 * next 30 days), the dashboard says 재고를 등록하세요 and leads to 기간 등록. Nothing shows while it is being read or
 * when the read fails (the figures below have their own states).
 */
export function FirstSteps({ hotelId, today }: { hotelId: number; today: string }) {
  const inventory = useOwnerHasInventoryQuery({ hotelId, from: today, to: addDays(today, INVENTORY_LIMITS.windowDays) });
  if (inventory.data !== false) return null;
  return (
    <Notice aria-labelledby="owner-first-steps">
      <div>
        <h2 id="owner-first-steps">{t.firstSteps.title}</h2>
        <p>{t.firstSteps.body}</p>
      </div>
      <Button as={Link} to={registerPath(hotelId)}>
        {t.firstSteps.action}
      </Button>
    </Notice>
  );
}
