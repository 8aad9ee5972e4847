import type { ReactNode } from 'react';

export interface NoticeProps {
  variant: 'success' | 'danger' | 'warning' | 'info';
  className?: string;
  /** 'alert' (the default) interrupts a screen reader; 'status' waits its turn (a success). */
  role?: 'alert' | 'status';
  children: ReactNode;
}

/**
 * A Bootstrap alert box (role="alert", as react-bootstrap's Alert wrote it), without the fade
 * transition code: these boxes are never dismissed (docs/BUNDLES.md).
 */
export default function Notice({ variant, className, role = 'alert', children }: NoticeProps) {
  return (
    <div role={role} className={`alert alert-${variant}${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}
