import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { isExternal } from '../../lib/paths.ts';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab?: boolean };

/** Site paths navigate in the app; other addresses are plain links, new tabs always with noopener. */
export function SmartLink({ href, newTab, children, ...rest }: Props) {
  if (newTab) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (isExternal(href))
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
