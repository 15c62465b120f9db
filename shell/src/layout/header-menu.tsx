import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from 'ui-kit';

/** Wider than this the header shows every link in its row; narrower, the rest goes into a menu (one row). */
export const PHONE_MAX = '575px';
export const phoneOnly = `@media (min-width: 576px) { display: none !important; }`;
export const wideOnly = `@media (max-width: ${PHONE_MAX}) { display: none !important; }`;

const List = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 30;
  min-width: 160px;
  /* Never wider than the phone's screen. */
  max-width: calc(100vw - 24px);
  margin: 0;
  padding: 6px;
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
`;

export const MenuItem = styled.li<{ $phoneOnly?: boolean }>`
  ${({ $phoneOnly }) => ($phoneOnly ? phoneOnly : '')}
  a,
  button {
    display: block;
    width: 100%;
    text-align: left;
    padding: 10px 12px;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    text-decoration: none;
    border-radius: 6px;
    cursor: pointer;
    white-space: nowrap;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

interface HeaderMenuProps {
  /** The button's visible text. */
  label: ReactNode;
  /** The menu's accessible name. */
  menuLabel: string;
  variant?: 'secondary' | 'ghost';
  className?: string;
  /** MenuItem elements. */
  children: ReactNode;
}

/** A button with a drop-down menu; closes on a route change, Escape and a click elsewhere. */
export function HeaderMenu({ label, menuLabel, variant = 'secondary', className, children }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const menuId = useId();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div ref={ref} style={{ position: 'relative' }} className={className}>
      <Button
        variant={variant}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </Button>
      {open && (
        <List id={menuId} role="menu" aria-label={menuLabel}>
          {children}
        </List>
      )}
    </div>
  );
}
