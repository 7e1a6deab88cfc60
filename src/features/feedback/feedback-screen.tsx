import { useTranslation } from 'react-i18next';

export default function FeedbackScreen() {
  const { t } = useTranslation();
  return (
    <div className="screen feedback">
      <h1>{t('feedback.heading')}</h1>
      <p className="intro">{t('feedback.intro')}</p>
    </div>
  );
}
