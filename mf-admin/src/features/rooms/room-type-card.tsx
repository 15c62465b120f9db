import styled from 'styled-components';
import type { AdminRoom, AdminRoomType } from 'shared-contracts/schemas/admin';
import { Button, formatWon } from 'ui-kit';
import { Badge, type BadgeTone } from 'ui-kit/back-office';
import type { HousekeepingStatus } from '../operations.constants';
import { roomsMessages as t } from './rooms.messages';

const TONES: Record<HousekeepingStatus, BadgeTone> = { CLEAN: 'success', INSPECTED: 'brand', DIRTY: 'warning', OUT_OF_ORDER: 'danger' };

const Panel = styled.section`
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.sm};

  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const FactList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.ul`
  display: grid;
  /* Wide enough for both buttons on one line; one column on a phone. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 184px), 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li<{ $out: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme, $out }) => ($out ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $out }) => ($out ? theme.colors.dangerSubtle : theme.colors.surface)};

  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  }
  .line > :last-child {
    margin-left: auto;
  }
  .floor {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xs};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type RoomAction = { kind: 'number' | 'service'; room: AdminRoom } | { kind: 'rename' | 'add'; roomType: AdminRoomType };

/** One room type: its facts, its rooms with their housekeeping, and the buttons for each write. */
export function RoomTypeCard({ roomType, onAction }: { roomType: AdminRoomType; onAction: (action: RoomAction) => void }) {
  const headingId = `room-type-${roomType.id}`;
  const f = t.typeFacts;
  return (
    <Panel aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>
          {roomType.name} <Badge $tone="brand">{t.typeCodes[roomType.typeCode]}</Badge>
        </h2>
        <div className="actions">
          <Button size="sm" variant="secondary" aria-label={t.addTo(roomType.name)} onClick={() => onAction({ kind: 'add', roomType })}>
            {t.add}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!roomType.rooms.length}
            aria-label={t.renameTypeOf(roomType.name)}
            onClick={() => onAction({ kind: 'rename', roomType })}
          >
            {t.renameType}
          </Button>
        </div>
      </Head>
      <FactList>
        <li>{f.capacity(roomType.capacity)}</li>
        <li>{f.area(roomType.areaSqm)}</li>
        <li>
          {f.price} {formatWon(roomType.basePrice)}
        </li>
        <li>{roomType.refundable ? f.refundable : f.nonRefundable}</li>
        <li>{roomType.breakfast ? f.breakfast : f.noBreakfast}</li>
        <li>{f.rooms(roomType.roomCount, roomType.outOfOrderCount)}</li>
      </FactList>
      {roomType.rooms.length ? (
        <Grid aria-label={t.roomsOf(roomType.name)}>
          {roomType.rooms.map((room) => {
            const out = room.housekeeping === 'OUT_OF_ORDER';
            return (
              <Tile key={room.id} $out={out}>
                <div className="line">
                  <strong>{t.roomNo(room.roomNo)}</strong>
                  <span className="floor">{t.floor(room.floor)}</span>
                  <Badge $tone={TONES[room.housekeeping]}>{t.housekeeping[room.housekeeping]}</Badge>
                </div>
                <div className="buttons">
                  <Button size="sm" variant="ghost" aria-label={t.editRoomOf(room.roomNo)} onClick={() => onAction({ kind: 'number', room })}>
                    {t.editRoom}
                  </Button>
                  <Button
                    size="sm"
                    variant={out ? 'secondary' : 'ghost'}
                    aria-label={out ? t.backInServiceOf(room.roomNo) : t.outOfOrderOf(room.roomNo)}
                    onClick={() => onAction({ kind: 'service', room })}
                  >
                    {out ? t.backInService : t.outOfOrder}
                  </Button>
                </div>
              </Tile>
            );
          })}
        </Grid>
      ) : (
        <Empty>{t.noRooms}</Empty>
      )}
    </Panel>
  );
}
