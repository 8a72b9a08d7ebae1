// Where the browser goes next at checkout: a provider's hosted page, the success page. One seam,
// so DOM tests can see the address without the test page leaving.

export const leavePage = {
  /** Goes to `url`, keeping this page in the history (the shopper may come back). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Goes to `url` in this page's place (a page that only forwards). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
