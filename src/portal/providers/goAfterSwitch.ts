/** Where to go afterwards: react-router's navigate in the portal; a full page load by default. */
export type Go = (path: string) => void;

/**
 * Navigates once the new session has reached the pages. Installing another user's session makes the
 * guards re-decide the current page at once (an admin back on a manager page goes to the admin
 * dashboard); navigating after that, in the next task, makes the chosen page the last word.
 */
export const goAfterSwitch = (go: Go, path: string): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(() => {
      go(path);
      resolve();
    }, 0),
  );
