import { useNavigate, useRevalidator, useRouteError } from 'react-router';
import { isInternalReferrer, usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, ErrorView, LinkButton } from '@/shared/ui';
import { describeRouteError } from './describe-route-error';
import { errorTexts } from './error-texts';
import { NotFoundView } from './NotFoundView';

/** What the app's errorElement shows (see RouteErrorBoundary): 404s get the not-found page, everything else this page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const description = describeRouteError(error);
  if (description.status === 404) return <NotFoundView />;
  return <GenericErrorView status={description.status} message={description.message} needsReload={description.needsReload} />;
}

interface GenericErrorViewProps {
  status: number;
  message: string;
  needsReload: boolean;
}

function GenericErrorView({ status, message, needsReload }: GenericErrorViewProps) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  usePageTitle(errorTexts.errorTitle);

  // Spec 01 §2: "back" goes home when the visitor came from inside the site, else history back.
  const goBack = () => {
    if (isInternalReferrer()) void navigate(paths.home());
    else window.history.back();
  };
  const retry = () => {
    if (needsReload) window.location.reload();
    else void revalidator.revalidate();
  };

  return (
    <ErrorView
      title={errorTexts.errorTitle}
      message={errorTexts.errorMessage}
      detail={
        <>
          오류 코드 {status} · <span lang="en">{message}</span>
        </>
      }
      actions={
        <>
          <Button variant="secondary" onClick={goBack}>
            {errorTexts.back}
          </Button>
          <Button variant="secondary" onClick={retry} disabled={revalidator.state === 'loading'}>
            {errorTexts.retry}
          </Button>
          <LinkButton to={paths.home()}>{errorTexts.home}</LinkButton>
        </>
      }
    />
  );
}
