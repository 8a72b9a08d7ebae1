import type { ReactElement } from 'react';
import { AccountMenu } from './account-menu.tsx';
import { isShown, type ButtonPlacement } from './nav-menu.types.ts';
import { ShopButtons } from './shop-buttons.tsx';

export interface NavPersonalProps {
  cart: ButtonPlacement;
  wishlist: ButtonPlacement;
  login: ButtonPlacement;
  userMenu: ButtonPlacement;
}

/**
 * The visitor's own buttons (wishlist, cart, Login or the user menu). Loaded by the navigation's
 * island after hydration, and only when one of them is switched on: what they show depends on the
 * visitor, so the server renders only their room, and a navigation without them never loads them.
 */
export function NavPersonal({ cart, wishlist, login, userMenu }: NavPersonalProps): ReactElement {
  return (
    <>
      {(isShown(cart) || isShown(wishlist)) && <ShopButtons cart={cart} wishlist={wishlist} />}
      {(isShown(login) || isShown(userMenu)) && <AccountMenu login={login} userMenu={userMenu} />}
    </>
  );
}
