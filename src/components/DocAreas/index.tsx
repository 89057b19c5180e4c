/**
 * A grid of link cards to the four docs areas (and, on request, the blog).
 * Used by the home page, the /docs landing, the search page and the 404 page.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import CardGrid from '@site/src/components/CardGrid';
import LinkCard, {type LinkCardProps} from '@site/src/components/LinkCard';
import {areaStartPages} from '@site/src/data/areas';
import styles from './styles.module.css';

function Icon({children}: {readonly children: ReactNode}): ReactNode {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false">
      {children}
    </svg>
  );
}

interface Area {
  readonly id: string;
  readonly to: string;
  readonly title: string;
  readonly description: string;
  readonly icon: ReactNode;
}

const docAreas: readonly Area[] = [
  {
    id: 'tutorial',
    to: areaStartPages.tutorial,
    title: translate({
      id: 'docAreas.tutorial.title',
      message: 'Tutorial',
      description: 'Title of the card linking to the tutorial',
    }),
    description: translate({
      id: 'docAreas.tutorial.description',
      message: 'Install the engine, set up a first scene, then learn nodes, input, physics and more.',
      description: 'One-line description of the tutorial area',
    }),
    icon: (
      <Icon>
        <path d="M3 5.5c3-1.3 6-1.1 9 .9 3-2 6-2.2 9-.9v13c-3-1.3-6-1.1-9 .9-3-2-6-2.2-9-.9z" />
        <path d="M12 6.4v13.5" />
      </Icon>
    ),
  },
  {
    id: 'reference',
    to: areaStartPages.api,
    title: translate({
      id: 'docAreas.reference.title',
      message: 'API reference',
      description: 'Title of the card linking to the API reference',
    }),
    description: translate({
      id: 'docAreas.reference.description',
      message: 'Every class, module and event of the engine, with exact signatures.',
      description: 'One-line description of the API reference area',
    }),
    icon: (
      <Icon>
        <path d="M8 4C6 4 5 5 5 7v2.5c0 1.1-.7 2-2 2.5 1.3.5 2 1.4 2 2.5V17c0 2 1 3 3 3" />
        <path d="M16 4c2 0 3 1 3 3v2.5c0 1.1.7 2 2 2.5-1.3.5-2 1.4-2 2.5V17c0 2-1 3-3 3" />
      </Icon>
    ),
  },
  {
    id: 'examples',
    to: areaStartPages.example,
    title: translate({
      id: 'docAreas.examples.title',
      message: 'Examples',
      description: 'Title of the card linking to the example tutorials',
    }),
    description: translate({
      id: 'docAreas.examples.description',
      message: 'Build complete games step by step, from a top-down dodging game to a side-scrolling platformer.',
      description: 'One-line description of the examples area',
    }),
    icon: (
      <Icon>
        <path d="M6.5 8h11a4 4 0 0 1 3.9 3.1l.9 4.2a2.6 2.6 0 0 1-4.6 2.1L16 15.5H8l-1.7 1.9a2.6 2.6 0 0 1-4.6-2.1l.9-4.2A4 4 0 0 1 6.5 8z" />
        <path d="M8 10.5v3M6.5 12h3" />
        <path d="M15.5 11h.01M17.5 13h.01" />
      </Icon>
    ),
  },
  {
    id: 'creative',
    to: areaStartPages.creative,
    title: translate({
      id: 'docAreas.creative.title',
      message: 'Creative',
      description: 'Title of the card linking to the creative area (community art and music)',
    }),
    description: translate({
      id: 'docAreas.creative.description',
      message: 'Meet the mascots Dora and Toto, and enjoy the community’s art and music.',
      description: 'One-line description of the creative area',
    }),
    icon: (
      <Icon>
        <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8z" />
        <path d="M7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01" />
      </Icon>
    ),
  },
];

const blogArea: Area = {
  id: 'blog',
  to: '/blog',
  title: translate({
    id: 'docAreas.blog.title',
    message: 'Blog',
    description: 'Title of the card linking to the blog',
  }),
  description: translate({
    id: 'docAreas.blog.description',
    message: 'Posts from the team on the engine’s design, its languages and its community.',
    description: 'One-line description of the blog',
  }),
  icon: (
    <Icon>
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </Icon>
  ),
};

export interface DocAreasProps {
  /** Adds a fifth card for the blog. */
  readonly includeBlog?: boolean;
  /** Level of each card's title; pick the one that follows the heading above the grid. */
  readonly headingLevel?: LinkCardProps['headingLevel'];
}

export default function DocAreas({includeBlog = false, headingLevel = 3}: DocAreasProps): ReactNode {
  const areas = includeBlog ? [...docAreas, blogArea] : docAreas;
  return (
    <CardGrid className={clsx(styles.areas, includeBlog && styles.withBlog)}>
      {areas.map((area) => (
        <LinkCard
          key={area.id}
          to={area.to}
          title={area.title}
          description={area.description}
          headingLevel={headingLevel}
          icon={area.icon}
        />
      ))}
    </CardGrid>
  );
}
