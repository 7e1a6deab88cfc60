import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages.ts';

/**
 * The language of the page being shown, from its URL. The app provides it; the features read it
 * here rather than from the app's page context, so they never import src/app.
 */
export const PageLanguageContext = createContext<LanguageCode>(DEFAULT_LANGUAGE);

export const usePageLanguage = () => useContext(PageLanguageContext);
