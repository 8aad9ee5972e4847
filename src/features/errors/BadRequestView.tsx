import ErrorPage from './ErrorPage';

/** Shown for an address the server cannot read (400: a broken link, e.g. "%ff" in the path). */
export default function BadRequestView() {
  return (
    <ErrorPage code={400} title="주소를 읽을 수 없습니다">
      요청하신 주소에 잘못된 글자가 들어 있습니다.
      <br className="d-none d-sm-inline" /> 링크를 다시 확인하시거나 홈에서 다시 찾아 주세요.
    </ErrorPage>
  );
}
