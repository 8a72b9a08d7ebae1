// The side menu's own labels (spec 3 §2), apart from the other navigation strings so that the
// navigation's first script carries only these.

export const SIDE_MENU_TITLE = 'Menu';
/** Not 'Close menu': that name would contain the menu button's own name, 'Menu'. */
export const CLOSE_MENU_LABEL = 'Close navigation';
