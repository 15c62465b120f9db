import type { ComponentPropsWithRef, ElementType, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { Content, SpinnerSlot, StyledButton, type ButtonSize, type ButtonVariant } from './button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  children?: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and ignores clicks; screen readers hear the label plus '불러오는 중'. */
  loading?: boolean;
  fullWidth?: boolean;
  /** Render as another element or component, e.g. `as="a" href=…` or `as={Link} to=…`. */
  as?: ElementType;
  href?: string;
  to?: string;
  target?: string;
  rel?: string;
}

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled = false,
  as,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const isNativeButton = as === undefined || as === 'button';
  const inactive = disabled || loading;

  // Links cannot be `disabled`, so inactivity is expressed with aria-disabled and a swallowed click;
  // native buttons keep `disabled` only when truly disabled so a loading button stays focusable.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      {...rest}
      as={as}
      type={isNativeButton ? (type ?? 'button') : undefined}
      disabled={isNativeButton ? disabled : undefined}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
    >
      <Content $hidden={loading}>{children}</Content>
      {loading ? (
        <SpinnerSlot>
          <Spinner size="sm" />
        </SpinnerSlot>
      ) : null}
    </StyledButton>
  );
}
