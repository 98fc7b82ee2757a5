import { type ReactNode, useMemo } from 'react';
import { AdminContext, type AdminContextProps, I18nContext, type I18nProvider, type Store, useI18nProvider, useLocaleState } from 'react-admin';

/**
 * A store whose language changes wait for the language's messages: the new language is stored (and
 * announced to the page) only once the i18n provider speaks it. ra-core's I18nContextProvider then
 * finds the provider already in the stored language and does not re-key (remount) everything under
 * it, which would start every form afresh and lose what the person typed (issue 43). Changes run one
 * after the other and the last one chosen wins; a language that fails to load is stored all the same,
 * so that ra-core's provider tries again and says so.
 */
export const loadLanguageBeforeStoring = (store: Store, i18n: I18nProvider): Store => {
  let queue: Promise<void> = Promise.resolve();
  let latest = 0;
  return {
    ...store,
    setItem: <T,>(key: string, value: T): void => {
      if (key !== 'locale') return store.setItem(key, value);
      latest += 1;
      const mine = latest;
      queue = queue.then(async () => {
        if (mine !== latest) return;
        if (typeof value === 'string' && value !== i18n.getLocale()) {
          try {
            await i18n.changeLocale(value);
          } catch {
            // ra-core's I18nContextProvider loads it again and tells the person it could not.
          }
        }
        if (mine === latest) store.setItem(key, value);
      });
    },
  };
};

/**
 * The i18n context renewed for each language, without remounting: a new value makes every
 * `useTranslate` (and what is memoised on its function) render again in the new language, while
 * forms and other state stay as they are.
 */
const TranslationsOfLanguage = ({ children }: { children: ReactNode }) => {
  const i18n = useI18nProvider();
  const [locale] = useLocaleState();
  // The stored language is the provider's (see loadLanguageBeforeStoring).
  const value = useMemo<I18nProvider>(() => ({ ...i18n, getLocale: () => locale ?? i18n.getLocale() }), [i18n, locale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

/**
 * react-admin's AdminContext as the portal uses it: a change of language re-renders the pages in the
 * new language and keeps everything on them, typed values of record forms included.
 */
export const PortalAdminContext = ({ store, i18nProvider, children, ...props }: Omit<AdminContextProps, 'children'> & { children: ReactNode }) => {
  const languageStore = useMemo(() => (store && i18nProvider ? loadLanguageBeforeStoring(store, i18nProvider) : store), [store, i18nProvider]);
  return (
    <AdminContext {...props} {...(languageStore ? { store: languageStore } : {})} {...(i18nProvider ? { i18nProvider } : {})}>
      <TranslationsOfLanguage>{children}</TranslationsOfLanguage>
    </AdminContext>
  );
};
