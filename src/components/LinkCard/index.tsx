/**
 * One card of a link grid, rendered as a list item: put it in a `CardGrid`. Used by the docs areas
 * (DocAreas) and the home page's language and feature grids.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface LinkCardProps {
  /** Where the card leads; without it the card is a plain description. */
  readonly to?: string;
  readonly title: ReactNode;
  readonly description: ReactNode;
  readonly headingLevel?: 2 | 3;
  /** A decorative mark before the title; hidden from assistive technology. */
  readonly icon?: ReactNode;
  /** Extra content under the description. */
  readonly children?: ReactNode;
}

/** The title is the link, and the link's hit area stretches over the whole card. */
export default function LinkCard({to, title, description, headingLevel = 3, icon, children}: LinkCardProps): ReactNode {
  return (
    <li className={styles.card}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={styles.body}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} className={styles.title}>
          {to ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        <p className={styles.description}>{description}</p>
        {children}
      </div>
    </li>
  );
}
