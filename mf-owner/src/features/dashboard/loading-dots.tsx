import { Dots } from './dashboard.styles';
import { dashboardMessages as t } from './dashboard.messages';

/** The loading dots (§2), announced as a status. */
export function LoadingDots({ label = t.loading }: { label?: string }) {
  return (
    <Dots role="status">
      <i aria-hidden="true" />
      <i aria-hidden="true" />
      <i aria-hidden="true" />
      <span>{label}</span>
    </Dots>
  );
}
