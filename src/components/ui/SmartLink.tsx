import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab?: boolean };

/**
 * Site paths open in the app (useInAppLinks, at the layout's root); a "#id" is written against
 * the page's own path, as the audit reads it; new tabs always open with noopener.
 */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  const { pathname } = useLocation();
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href.startsWith('#') ? `${pathname}${href}` : href} {...rest}>
      {children}
    </a>
  );
}
