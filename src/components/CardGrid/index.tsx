/**
 * The list that holds link cards (`LinkCard`): the docs areas and the home page's language and feature
 * grids. One column on phones; wider, as many columns as the caller's class sets in `--card-grid-columns`.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CardGridProps {
  /** Sets `--card-grid-columns` (one column when unset), per breakpoint as the layout needs. */
  readonly className?: string;
  readonly children: ReactNode;
}

export default function CardGrid({className, children}: CardGridProps): ReactNode {
  return <ul className={clsx(styles.grid, className)}>{children}</ul>;
}
