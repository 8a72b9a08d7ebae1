import type { ReactElement } from 'react';
import { cx } from '#web/ui/class-names.ts';
import { useTheme } from '#web/blocks/theme/theme-context.tsx';
import { SiteLink } from '#web/site/site-link.tsx';
import { siteSlugOf } from '#web/site/site-slug.ts';
import { NotFoundGraphic } from './not-found-graphic.tsx';
import { GO_HOME_LABEL, NOT_FOUND_HEADING, type NotFoundProps } from './not-found.types.ts';

/** The body of a 404 page: graphic, heading, description and a way home (spec 3 §2). */
export function NotFound(props: NotFoundProps): ReactElement {
  const { styles } = useTheme();
  const heading = props.heading?.trim() || NOT_FOUND_HEADING;
  const description = props.description?.trim() ?? '';
  const buttonLabel = props.buttonLabel?.trim() || GO_HOME_LABEL;
  // An emptied href would turn the way out into plain text; home is always a sensible target.
  const href = props.buttonHref?.trim() || '/';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      {props.showGraphic !== false && <NotFoundGraphic className={cx('h-auto w-56 max-w-full', styles.icon)} />}
      <h1 className={cx('text-3xl sm:text-4xl', styles.heading)}>{heading}</h1>
      {description !== '' && <p className={cx('text-lg', styles.description)}>{description}</p>}
      <SiteLink
        href={href}
        siteSlug={siteSlugOf(props)}
        className={cx(
          'mt-2 inline-flex items-center justify-center px-5 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-2',
          styles.callToAction,
        )}
      >
        {buttonLabel}
      </SiteLink>
    </section>
  );
}
