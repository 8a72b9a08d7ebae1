import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { siteShopRules } from '#core/paths/routes.ts';
import { SHOP_RULES_FORBIDDEN } from '#core/shop-rules/messages.ts';
import { SHOP_RULES_COMMON as C, SHOP_RULES_NAV as N, SHOP_RULES_SECTIONS, type ShopRulesSection } from '#core/shop-rules/screen-messages.ts';
import { errorText, fieldErrorOf } from '#web/api/client.ts';
import { cx } from '#web/ui/class-names.ts';
import { notify } from '#web/ui/toast.ts';

/** One link per screen, the current one marked. */
function ShopRulesLinkList({ siteId, current }: { siteId: string; current?: ShopRulesSection }): ReactNode {
  return (
    <ul className="flex flex-wrap gap-2">
      {SHOP_RULES_SECTIONS.map((section) => (
        <li key={section}>
          <Link
            to={siteShopRules(siteId, section)}
            aria-current={section === current ? 'page' : undefined}
            className={cx(
              'inline-block rounded-md border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              section === current ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface hover:bg-surface-muted',
            )}
          >
            {N.titles[section]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The three screens' own navigation. */
export function ShopRulesNav({ siteId, current }: { siteId: string; current: ShopRulesSection }): ReactNode {
  return (
    <nav aria-label={N.label}>
      <ShopRulesLinkList siteId={siteId} current={current} />
    </nav>
  );
}

/**
 * Where the site's pages lead its owners to the three screens: a navigation landmark named by its
 * heading (not a region, whose name would also match the settings' "Shop" section by its prefix).
 */
export function ShopRulesLinks({ siteId }: { siteId: string }): ReactNode {
  return (
    <nav aria-labelledby="shop-rules-links-heading" className="mt-8 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="shop-rules-links-heading" className="text-lg font-semibold">
        {N.label}
      </h2>
      <p className="mt-1 mb-3 text-sm text-fg-muted">{N.intro}</p>
      <ShopRulesLinkList siteId={siteId} />
    </nav>
  );
}

/** What an editor who reaches a screen anyway reads: the server's 403, said plainly, with no retry (asking again changes nothing). */
export function ShopRulesForbidden({ heading }: { heading: string }): ReactNode {
  return (
    <section aria-labelledby="shop-rules-forbidden" className="flex flex-col gap-4">
      <h1 id="shop-rules-forbidden" className="text-2xl font-bold">
        {heading}
      </h1>
      <div role="alert" className="rounded-xl border border-border bg-surface p-6">
        <p className="font-medium">{C.forbiddenTitle}</p>
        <p className="mt-1 text-sm text-fg-muted">{SHOP_RULES_FORBIDDEN}</p>
      </div>
    </section>
  );
}

/**
 * A dialog's field errors: its own checks' (the core rules the server applies too) and the server's
 * 400 or 409, each shown at its field; a failure that names no field of the form is a toast.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  return {
    errors,
    /** Shows the first message of each field (from a core check); true when there was any. */
    show(found: Partial<Record<F, readonly string[] | undefined>>): boolean {
      const next: Partial<Record<F, string>> = {};
      for (const field of fields) if (found[field]?.[0]) next[field] = found[field][0];
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    clear(field: F) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    /** The server's refusal: at the fields it names, else as a toast with its words. */
    fromServer(error: Error, fallback: string) {
      const next: Partial<Record<F, string>> = {};
      for (const field of fields) {
        const message = fieldErrorOf(error, field);
        if (message) next[field] = message;
      }
      setErrors(next);
      if (Object.keys(next).length === 0) notify.error(errorText(error, fallback));
    },
  };
}
