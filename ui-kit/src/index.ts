// The one public entry of ui-kit. This type-only import (erased at build time) carries the DefaultTheme
// augmentation to every package that imports ui-kit, so `props.theme` is typed in the shell and remotes.
import type {} from './theme/styled';

// Theme
export { theme, type AppTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { AppThemeProvider, type AppThemeProviderProps } from './theme/app-theme-provider';
export { visuallyHidden } from './theme/visually-hidden';

// Primitives
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/button/button';
export { Modal, type ModalProps, type ModalSize } from './primitives/modal/modal';
export { Dialog, type DialogProps } from './primitives/modal/dialog';
export { ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastTone } from './primitives/toast/toast-provider';
export { Spinner, type SpinnerProps, type SpinnerSize } from './primitives/spinner/spinner';
export { Skeleton, type SkeletonProps } from './primitives/skeleton/skeleton';
export { Pagination, type PaginationProps } from './primitives/pagination/pagination';
export { paginationItems, type PaginationItem } from './primitives/pagination/pagination-items';
export { Tabs, type TabsProps, type TabItem } from './primitives/tabs/tabs';
export { EmptyState, type EmptyStateProps } from './primitives/empty-state/empty-state';
export { PageFrame, type PageFrameProps, type PageFrameWidth } from './primitives/page-frame/page-frame';
export { PageLoading } from './primitives/page-frame/page-loading';

// Formatting (Asia/Seoul)
export { dayjs, SEOUL_TZ, toSeoul, type DateInput, type Dayjs } from './format/seoul-dayjs';
export { formatDate, formatDateTime, todayInSeoul, addDays, nightsBetween, DATE_FORMAT, DATE_TIME_FORMAT } from './format/date-format';
export { formatWon, formatPercent, type FormatPercentOptions } from './format/number-format';
export { FORMAT_WARM_UPS } from './format/warm-ups';

export { uiKitMessages } from './messages/ui-kit.messages';
