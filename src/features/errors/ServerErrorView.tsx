import ErrorPage from './ErrorPage';

/** Shown when a page could not be made (500). */
export default function ServerErrorView() {
  return (
    <ErrorPage code={500} title="일시적인 오류가 발생했습니다">
      페이지를 준비하는 중에 문제가 생겼습니다.
      <br className="d-none d-sm-inline" /> 잠시 후 다시 시도해 주세요. 문제가 계속되면 협회로 알려 주세요.
    </ErrorPage>
  );
}
