import { useTranslation } from 'react-i18next';

export default function HomeScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen home">
      <h1>{t('home.heading')}</h1>
      <p className="intro">{t('home.intro')}</p>
    </div>
  );
}
