import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useToast } from 'ui-kit';
import { hotelDetailMessages } from './hotel-detail.messages';

async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Copy the page's address, or hand it to another app through the Web Share API where the browser has one. */
export function ShareMenu({ hotelName }: { hotelName: string }) {
  const t = hotelDetailMessages.share;
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  async function copyLink() {
    setOpen(false);
    try {
      await copyText(window.location.href);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  }

  async function shareWithApp() {
    setOpen(false);
    try {
      await navigator.share({ title: t.shareText(hotelName), url: window.location.href });
    } catch (error) {
      // Closing the share sheet is no failure.
      if (error instanceof Error && error.name === 'AbortError') return;
      await copyLink();
    }
  }

  return (
    <Root ref={rootRef}>
      <Trigger type="button" aria-haspopup="menu" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((v) => !v)}>
        {t.button}
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" aria-label={t.menuLabel}>
          <MenuItem type="button" role="menuitem" onClick={() => void copyLink()}>
            {t.copyLink}
          </MenuItem>
          {canShare ? (
            <MenuItem type="button" role="menuitem" onClick={() => void shareWithApp()}>
              {t.shareApp}
            </MenuItem>
          ) : null}
        </Menu>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  height: 44px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Menu = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 1100;
  display: flex;
  flex-direction: column;
  min-width: 160px;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const MenuItem = styled.button`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
