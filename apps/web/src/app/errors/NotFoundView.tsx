import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { ErrorView, LinkButton } from '@/shared/ui';
import { errorTexts } from './error-texts';

export function NotFoundView() {
  usePageTitle(errorTexts.notFoundTitle);
  return (
    <ErrorView
      title={errorTexts.notFoundTitle}
      message={errorTexts.notFoundMessage}
      detail="404"
      actions={<LinkButton to={paths.home()}>{errorTexts.home}</LinkButton>}
    />
  );
}
