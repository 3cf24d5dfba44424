// The colour browsers paint around the site (address bar, splash screen, task switcher): the
// page's own background, the --color-ink token of app.css. A test keeps the two equal.
export const themeColor = "#17130f";
